import { Link2, MessageCircle } from 'lucide';
import { absoluteUrl } from '@/lib/metadata';
import { whatsAppShareUrl } from '@/lib/share';
import { buttonClasses } from '@/components/ui/button-styles';
import { CopyLinkButton } from './copy-link-button';
import { Icon } from '@/components/ui/icon';

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
        <Icon icon={MessageCircle} className="size-5" />
        Compartilhar no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <CopyLinkButton
        url={url}
        className={buttonClasses('ghost', 'ring-1 ring-ice-200')}
        icon={<Icon icon={Link2} className="size-5" />}
      />
    </div>
  );
}
