import type { ReactNode } from 'react';
import { COPY_LINK_ATTRIBUTE } from '@/lib/early/copy-link';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@/lib/early/needs-script';

interface CopyLinkButtonProps {
  url: string;
  className?: string;
  icon: ReactNode;
}

/**
 * Copies the page's address, with a notice that says whether it worked: the early script does it from the first tap
 * (lib/early/copy-link.ts). The clipboard needs a script: without JavaScript the button is not shown.
 */
export function CopyLinkButton({ url, className, icon }: CopyLinkButtonProps) {
  return (
    <button type="button" {...{ [COPY_LINK_ATTRIBUTE]: url, [NEEDS_SCRIPT_ATTRIBUTE]: '' }} className={className}>
      {icon}
      Copiar link
    </button>
  );
}
