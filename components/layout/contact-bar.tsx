import { Mail, Phone } from 'lucide';
import { site } from '@/content/site';
import { enrolmentYear } from '@/lib/upcoming-classes';
import { SocialLinks } from '@/components/ui/social-links';
import { Icon } from '@/components/ui/icon';

export function ContactBar() {
  return (
    // A landmark of its own, so that a screen reader's list of landmarks reaches it and nothing on the page is outside one.
    <aside aria-label="Contato e matrículas" className="bg-navy-950 text-sm text-ice-100">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-4">
        <div className="flex min-w-0 items-center gap-x-5">
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-11 min-w-0 items-center gap-1.5 hover:text-white"
          >
            <Icon icon={Mail} className="size-4 shrink-0" />
            <span className="truncate">{site.email}</span>
          </a>
          <a
            href={`tel:${site.phoneHref}`}
            className="hidden min-h-11 items-center gap-1.5 whitespace-nowrap hover:text-white md:inline-flex"
          >
            <Icon icon={Phone} className="size-4 shrink-0" />
            {site.phone}
          </a>
        </div>
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-accent-400 px-3 py-0.5 text-xs font-extrabold tracking-wide text-navy-900">
            MATRÍCULAS {enrolmentYear()}
          </span>
          <SocialLinks className="hidden sm:flex" linkClassName="text-ice-100 hover:bg-white/10 hover:text-white" />
        </div>
      </div>
    </aside>
  );
}
