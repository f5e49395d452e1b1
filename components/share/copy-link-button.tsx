'use client';

import { Link2 } from 'lucide-react';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/components/ui/use-hydrated';

interface CopyLinkButtonProps {
  url: string;
  className?: string;
}

/** Copies the page's address. The clipboard needs the page's script: until it runs, the button is disabled. */
export function CopyLinkButton({ url, className }: CopyLinkButtonProps) {
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
    <button type="button" onClick={copy} disabled={!hydrated} className={cn(className)}>
      <Link2 className="size-5" aria-hidden="true" />
      Copiar link
    </button>
  );
}
