import { ChevronLeft, ChevronRight } from 'lucide';
import { cn } from '@/lib/cn';
import { listPagePath, pageNumbers } from '@/lib/pagination';
import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';

interface PaginationProps {
  /** The list's first page ("/blog"); the next ones are under it (/blog/pagina/2). */
  base: string;
  current: number;
  total: number;
  /** Names the bar for assistive technology ("Páginas do blog"). */
  label: string;
}

const stepClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold text-brand-700 ring-1 ring-ice-200 hover:bg-ice-100';
const numberClass = 'inline-flex size-11 items-center justify-center rounded-full font-semibold';

/** The numbered pages of a list, with the previous and next page: plain links, working before any script. */
export function Pagination({ base, current, total, label }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="container-page mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <IntentLink href={listPagePath(base, current - 1)} rel="prev" className={stepClass}>
              <Icon icon={ChevronLeft} className="size-5" />
              Anterior
            </IntentLink>
          </li>
        )}
        {pageNumbers(current, total).map((page, index) =>
          page === null ? (
            <li key={`lacuna-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={cn(numberClass, 'bg-brand-700 text-white')}>
                  <span className="sr-only">Página </span>
                  {page}
                </span>
              ) : (
                <IntentLink
                  href={listPagePath(base, page)}
                  className={cn(numberClass, 'text-brand-700 ring-1 ring-ice-200 hover:bg-ice-100')}
                >
                  <span className="sr-only">Página </span>
                  {page}
                </IntentLink>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li>
            <IntentLink href={listPagePath(base, current + 1)} rel="next" className={stepClass}>
              Próxima
              <Icon icon={ChevronRight} className="size-5" />
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
