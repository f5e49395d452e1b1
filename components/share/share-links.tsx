import { Link2 } from 'lucide';
import { absoluteUrl } from '@/lib/metadata';
import { CopyLinkButton } from './copy-link-button';
import { SHARE_BUTTON_CLASSES, WhatsAppShareLink } from './whatsapp-share-link';
import { Icon } from '@/components/ui/icon';

interface ShareLinksProps {
  title: string;
  path: string;
}

/** "Compartilhar no WhatsApp" with the page's canonical URL, and a copy-link button. */
export function ShareLinks({ title, path }: ShareLinksProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <WhatsAppShareLink title={title} path={path} />
      <CopyLinkButton
        url={absoluteUrl(path)}
        className={SHARE_BUTTON_CLASSES}
        icon={<Icon icon={Link2} className="size-5" />}
      />
    </div>
  );
}
