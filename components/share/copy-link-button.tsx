'use client';

import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/components/ui/use-hydrated';

interface CopyLinkButtonProps {
  url: string;
  className?: string;
  /** Rendered by the server component that renders this one: icons stay out of client code. */
  icon: ReactNode;
}

/** Copies the page's address. The clipboard needs the page's script: until it runs, the button is disabled. */
export function CopyLinkButton({ url, className, icon }: CopyLinkButtonProps) {
  const hydrated = useHydrated();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.show({ title: 'Link copiado!', description: url });
    } catch {
      notify.show({
        title: 'Não foi possível copiar o link',
        description: `Copie o endereço manualmente: ${url}`,
        variant: 'destructive',
      });
    }
  }

  return (
    <button type="button" onClick={copy} disabled={!hydrated} className={className}>
      {icon}
      Copiar link
    </button>
  );
}
