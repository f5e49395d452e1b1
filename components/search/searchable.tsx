import type { ReactNode } from 'react';
import { CATEGORY_FILTER, KIND_FILTER, type SearchKind } from '@/lib/search';

interface SearchableProps {
  kind: SearchKind;
  /** The course's or post's category, a filter of the search page. */
  category?: string;
  children: ReactNode;
}

/**
 * What the site search indexes of a page: this element of its <main> (Pagefind's data-pagefind-body; pages without one,
 * such as the blog's lists, the search page and the editor's, are left out), with the page's kind and category as
 * Pagefind filters. The result's title is the first <h1> inside it. Its content is the page's own: no menu, footer or
 * notice is indexed.
 */
export function Searchable({ kind, category, children }: SearchableProps) {
  return (
    <div data-pagefind-body="" data-pagefind-filter={`${KIND_FILTER}:${kind}`}>
      {category ? <span hidden data-pagefind-filter={`${CATEGORY_FILTER}:${category}`} /> : null}
      {children}
    </div>
  );
}
