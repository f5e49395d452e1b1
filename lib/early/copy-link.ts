// "Copiar link": the page's address to the clipboard, and a notice that says whether it worked.
import { linkCopied, linkNotCopied } from '@/lib/early/notices/catalogue';
import { noticeHub } from './notices/hub';

/** On the button: the address to copy. */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    noticeHub().show(linkCopied(url));
  } catch {
    noticeHub().show(linkNotCopied(url));
  }
}

export function startCopyLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${COPY_LINK_ATTRIBUTE}]`);
    const url = button?.getAttribute(COPY_LINK_ATTRIBUTE);
    if (url) void copyLink(url);
  });
}
