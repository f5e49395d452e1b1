import type { IndexablePage } from '@/lib/indexable-pages';
import { SITE_DOMAIN } from '@/lib/metadata';
import { cn } from '@/lib/cn';
import imitations from './imitations.module.css';

/** How a page appears in a Google result: the site and the path, the title in blue, the description under it. */
export function GoogleResultPreview({ page }: { page: IndexablePage }) {
  const trail = [SITE_DOMAIN, ...page.path.split('/').filter(Boolean)].join(' › ');
  return (
    <div className={cn('rounded-lg border border-ice-200 bg-white p-4', imitations.googleResult)}>
      <p className="text-sm text-slate-600">{trail}</p>
      <p className="mt-1 text-xl leading-tight">
        <a href={page.path} className={imitations.googleTitle}>
          {page.documentTitle}
        </a>
      </p>
      <p className="mt-1 text-sm text-slate-600">{page.description}</p>
    </div>
  );
}
