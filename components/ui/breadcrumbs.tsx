import { IntentLink } from '@/components/ui/intent-link';
import { ChevronRight } from 'lucide';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { Icon } from '@/components/ui/icon';

export interface Crumb {
  label: string;
  href: string;
}

interface BreadcrumbsProps {
  trail: readonly Crumb[];
  /** The current page, shown last and not linked. */
  current: Crumb;
}

/** The visible trail and its BreadcrumbList structured data, from the same steps; navigation, so the site search leaves it out. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const steps = [...trail, current].map((crumb) => ({ name: crumb.label, path: crumb.href }));
  return (
    <nav aria-label="Trilha de navegação" data-pagefind-ignore="" className="mb-6 text-sm text-ice-100">
      <JsonLd data={breadcrumbJsonLd(steps)} />
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb) => (
          <li key={crumb.href} className="inline-flex items-center gap-1.5">
            <IntentLink
              href={crumb.href}
              className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:text-white hover:underline"
            >
              {crumb.label}
            </IntentLink>
            <Icon icon={ChevronRight} className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {current.label}
        </li>
      </ol>
    </nav>
  );
}
