import { ArrowLeft, ArrowRight } from 'lucide';
import type { Post } from '@/content/schema';
import { cn } from '@/lib/cn';
import { postPath } from '@/lib/posts';
import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';

interface PostNeighboursProps {
  /** Published just before this post. */
  older: Post | undefined;
  /** Published just after it. */
  newer: Post | undefined;
}

const linkClass = 'forced-edge flex h-full flex-col gap-1 rounded-card p-5 ring-1 ring-ice-200 hover:bg-ice-50';

/** The previous and the next post, by date of publication. */
export function PostNeighbours({ older, newer }: PostNeighboursProps) {
  if (!older && !newer) return null;
  return (
    <nav aria-label="Artigo anterior e próximo" className="border-t border-ice-200 pt-12">
      <ul className="grid gap-4 sm:grid-cols-2">
        {older && (
          <li>
            <IntentLink href={postPath(older)} rel="prev" className={linkClass}>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600">
                <Icon icon={ArrowLeft} className="size-4" />
                Artigo anterior
              </span>
              <span className="font-bold text-brand-700">{older.title}</span>
            </IntentLink>
          </li>
        )}
        {newer && (
          <li className="sm:col-start-2">
            <IntentLink href={postPath(newer)} rel="next" className={cn(linkClass, 'sm:items-end sm:text-right')}>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600">
                Próximo artigo
                <Icon icon={ArrowRight} className="size-4" />
              </span>
              <span className="font-bold text-brand-700">{newer.title}</span>
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
