import { cn } from '@/lib/cn';
import { site } from '@/content/site';
import { ContentImage } from '@/components/ui/content-image';

interface SiteLogoProps {
  tone?: 'dark' | 'light';
}

/** The school's mark with its name as text (readable, translatable, crisp at any size). */
export function SiteLogo({ tone = 'dark' }: SiteLogoProps) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <ContentImage image={{ ...site.logo, width: 44, height: 44 }} decorative className="size-11 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className={cn('font-heading text-lg font-extrabold', tone === 'dark' ? 'text-navy-900' : 'text-white')}>
          {site.shortName}
        </span>
        <span className={cn('text-xs font-semibold', tone === 'dark' ? 'text-slate-600' : 'text-ice-100')}>
          Escola de Refrigeração
        </span>
      </span>
    </span>
  );
}
