import { MessageCircleMore } from 'lucide';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { whatsAppChatMessage, whatsAppChatUrl } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';

interface WhatsAppLinkProps {
  /** The course the prefilled message names; without it, a general question. */
  courseTitle?: string;
  /** Another prefilled message (a chosen class, say) instead of the course's. */
  message?: string;
  /** The link's text, "Conversar no WhatsApp" unless said. */
  label?: string;
  /** `icon`: a round 48 px button showing only the icon (the course action bar); `button`: icon and text. */
  look?: 'button' | 'icon';
  className?: string;
}

const LABEL = 'Conversar no WhatsApp';
const NEW_TAB = ' (abre em nova aba)';

/**
 * A link that opens a WhatsApp chat with the school, the message already written; the site itself sends nothing.
 * Not to be confused with "Compartilhar no WhatsApp" (components/share), which sends the page to someone else.
 */
export function WhatsAppLink({
  courseTitle,
  message = whatsAppChatMessage(courseTitle),
  label = LABEL,
  look = 'button',
  className,
}: WhatsAppLinkProps) {
  const iconOnly = look === 'icon';
  return (
    <a
      href={whatsAppChatUrl(site.whatsapp, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={iconOnly ? `${label}${NEW_TAB}` : undefined}
      title={iconOnly ? label : undefined}
      className={cn(
        buttonClasses('primary'),
        // White on emerald-800 is about 7.6:1 (AAA); WhatsApp's own light green is too pale for white text.
        'bg-emerald-800 hover:bg-emerald-900',
        iconOnly && 'size-12 shrink-0 p-0',
        className,
      )}
    >
      <Icon icon={MessageCircleMore} className={iconOnly ? 'size-6' : 'size-5'} />
      {!iconOnly && (
        <>
          {label}
          <span className="sr-only">{NEW_TAB}</span>
        </>
      )}
    </a>
  );
}
