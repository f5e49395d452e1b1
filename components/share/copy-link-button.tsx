'use client';

import { Link2 } from 'lucide-react';
import { notify } from '@/lib/notify';

interface CopyLinkButtonProps {
  url: string;
  className?: string;
}

export function CopyLinkButton({ url, className }: CopyLinkButtonProps) {
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
    <button type="button" onClick={copy} className={className}>
      <Link2 className="size-5" aria-hidden="true" />
      Copiar link
    </button>
  );
}
