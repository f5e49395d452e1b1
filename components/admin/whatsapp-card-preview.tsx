import type { IndexablePage } from '@/lib/indexable-pages';
import { SITE_DOMAIN } from '@/lib/metadata';
import { ContentImage } from '@/components/ui/content-image';
import { cn } from '@/lib/cn';
import imitations from './imitations.module.css';

/** How a link to the page appears in a WhatsApp chat: the share image, the title, the description and the domain. */
export function WhatsAppCardPreview({ page }: { page: IndexablePage }) {
  return (
    <figure className={cn('max-w-sm overflow-hidden rounded-lg text-navy-900 shadow-card', imitations.whatsappBubble)}>
      <ContentImage image={page.shareImage} className="block aspect-video w-full object-cover" sizes="24rem" />
      <figcaption className="space-y-1 p-4">
        <p className="leading-tight font-bold">{page.documentTitle}</p>
        <p className="text-sm text-slate-600">{page.description}</p>
        <p className="text-xs text-slate-600">{SITE_DOMAIN}</p>
      </figcaption>
    </figure>
  );
}
