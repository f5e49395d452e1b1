import { MessageCircle } from 'lucide';
import { absoluteUrl } from '@/lib/metadata';
import { whatsAppShareUrl } from '@/lib/share';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';

/** The look of the share row's buttons (this link and ShareLinks' copy-link button). */
export const SHARE_BUTTON_CLASSES = buttonClasses('ghost', 'ring-1 ring-ice-200');

interface WhatsAppShareLinkProps {
  title: string;
  path: string;
}

/** "Compartilhar no WhatsApp" with the page's canonical URL: a plain link, no script. */
export function WhatsAppShareLink({ title, path }: WhatsAppShareLinkProps) {
  return (
    <a
      href={whatsAppShareUrl(title, absoluteUrl(path))}
      target="_blank"
      rel="noopener noreferrer"
      className={SHARE_BUTTON_CLASSES}
    >
      <Icon icon={MessageCircle} className="size-5" />
      Compartilhar no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
