import { MessageCircle } from 'lucide-react';
import { absoluteUrl } from '@/lib/metadata';
import { whatsAppShareUrl } from '@/lib/share';
import { buttonClasses } from '@/components/ui/button-styles';
import { CopyLinkButton } from './copy-link-button';

interface ShareLinksProps {
  title: string;
  path: string;
}

/** "Compartilhar no WhatsApp" with the page's canonical URL, and a copy-link button. */
export function ShareLinks({ title, path }: ShareLinksProps) {
  const url = absoluteUrl(path);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={whatsAppShareUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('ghost', 'ring-1 ring-ice-200')}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        Compartilhar no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <CopyLinkButton url={url} className={buttonClasses('ghost', 'ring-1 ring-ice-200')} />
    </div>
  );
}
