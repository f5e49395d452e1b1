// Site search (Pagefind): what the pages, the search page, its script and the post-build step agree on. The index is
// written by the post-build step from the pages' own HTML (scripts/postbuild/search-index.ts); a page is searchable
// when an element of its <main> carries data-pagefind-body (components/search/searchable.tsx), and its kind and
// category are Pagefind filters on that element. The search page (app/busca) runs lib/early/search/root.ts, which loads
// Pagefind only when its field is used. Nothing here may import the project's content: the browser's search script is bundled from it.
import { initAttribute } from './init-attribute';

/** The kinds of searchable page, as the results and the filter name them. */
export const SEARCH_KINDS = ['Curso', 'Artigo', 'Página'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Pagefind filter names (in the index and in the page's address). */
export const KIND_FILTER = 'tipo';
export const CATEGORY_FILTER = 'categoria';
/** The search field's name, in the form and in the address (#q=…). */
export const QUERY_PARAMETER = 'q';

/** The form and the results list of the search page, found by the script by these attributes. */
export const SEARCH_FORM_ATTRIBUTE = 'data-site-search';
/** The element around the form, its status and its results (the search's root); the script marks it once it runs it. */
export const SEARCH_ROOT_ATTRIBUTE = 'data-search';
export const SEARCH_INIT_ATTRIBUTE = initAttribute('search');
export const SEARCH_RESULTS_ATTRIBUTE = 'data-search-results';
export const SEARCH_STATUS_ATTRIBUTE = 'data-search-status';

/** Results shown for one query (Pagefind ranks them; the rest are rarely what the visitor wants). */
export const MAX_RESULTS = 12;
/** Results drawn as soon as their excerpts arrive, before the others: more than a phone's screen holds. */
export const FIRST_RESULTS = 4;
/** Words of context in each excerpt. */
export const EXCERPT_WORDS = 24;
/** How long typing must pause before a search runs (ms). */
export const SEARCH_DEBOUNCE_MS = 100;

/** What the visitor asked: the words, and the filters chosen ('' = all). */
export interface SearchState {
  query: string;
  kind: string;
  category: string;
}

/**
 * The search as the page's address keeps it, after "#" (a fragment never reaches a server, so what was typed stays in
 * the visitor's browser): "q=r290&tipo=Artigo". Unknown parameters are ignored.
 */
export function searchStateFromHash(hash: string): SearchState {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    query: parameters.get(QUERY_PARAMETER) ?? '',
    kind: parameters.get(KIND_FILTER) ?? '',
    category: parameters.get(CATEGORY_FILTER) ?? '',
  };
}

export function hashFromSearchState({ query, kind, category }: SearchState): string {
  const parameters = new URLSearchParams();
  if (query.trim()) parameters.set(QUERY_PARAMETER, query.trim());
  if (kind) parameters.set(KIND_FILTER, kind);
  if (category) parameters.set(CATEGORY_FILTER, category);
  const text = parameters.toString();
  return text ? `#${text}` : '';
}

/** Pagefind's filters for a state: only the chosen ones. */
export function pagefindFilters({ kind, category }: SearchState): Record<string, string> {
  return { ...(kind ? { [KIND_FILTER]: kind } : {}), ...(category ? { [CATEGORY_FILTER]: category } : {}) };
}

/** The status line read to the visitor (and by screen readers, politely) after a search. */
export function resultsStatus(query: string, count: number, shown: number): string {
  const words = `“${query.trim()}”`;
  if (count === 0)
    return `Nenhum resultado para ${words}. Tente outras palavras, ou veja os cursos e as categorias do blog abaixo.`;
  const found = count === 1 ? `1 resultado para ${words}` : `${count} resultados para ${words}`;
  return shown < count ? `${found}; os ${shown} mais relevantes:` : `${found}:`;
}
