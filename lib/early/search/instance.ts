// One search of the search page (as Pagefind's own modular UI has an Instance): it loads Pagefind, runs a search for a
// state of the form (the latest one wins; while the visitor types, once they pause), and tells its parts what happened.
// The parts (form.ts, results.ts) listen to it and know nothing of Pagefind.
import {
  FIRST_RESULTS,
  MAX_RESULTS,
  pagefindFilters,
  resultsStatus,
  SEARCH_DEBOUNCE_MS,
  type SearchState,
} from '@/lib/search';
import type { IndexFiles, PagefindApi, PagefindResultData } from './pagefind';

/** What a search tells its parts. */
export type SearchEvent =
  /** A search for this state begins (the address follows it). */
  | { type: 'search'; state: SearchState }
  /** Its status line and its first results (none for an empty query): what was shown before is replaced. */
  | { type: 'results'; status: string; results: PagefindResultData[] }
  /** The rest of its results, after the first ones. */
  | { type: 'more'; results: PagefindResultData[] }
  /** Pagefind could not be loaded or could not search. */
  | { type: 'unavailable' };

export interface Search {
  /** Starts loading Pagefind (the field is being used), so that it is there when the visitor stops typing. */
  warm(): void;
  /** Searches for `state` once the visitor pauses, fetching meanwhile the index chunks of what is typed so far. */
  soon(state: SearchState): void;
  /** Searches for `state` now. */
  now(state: SearchState): Promise<void>;
  listen(listener: (event: SearchEvent) => void): void;
}

export function createSearch(files: IndexFiles, load: (files: IndexFiles) => Promise<PagefindApi>): Search {
  const listeners: ((event: SearchEvent) => void)[] = [];
  const tell = (event: SearchEvent) => listeners.forEach((listener) => listener(event));
  let pagefind: Promise<PagefindApi> | undefined;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Loaded once, on first use; a failed load is tried again at the next search.
  const loaded = () => {
    pagefind ??= load(files);
    pagefind.catch(() => {
      pagefind = undefined;
    });
    return pagefind;
  };

  const now = async (state: SearchState) => {
    clearTimeout(timer);
    const search = ++latest;
    tell({ type: 'search', state });
    if (!state.query.trim()) return tell({ type: 'results', status: '', results: [] });
    try {
      const api = await loaded();
      const found = await api.search(state.query, { filters: pagefindFilters(state) });
      const shown = (found?.results ?? []).slice(0, MAX_RESULTS);
      // The first results are told as soon as theirs have arrived (what a phone's screen holds), the others after.
      const first = await Promise.all(shown.slice(0, FIRST_RESULTS).map((result) => result.data()));
      if (search !== latest) return undefined;
      tell({
        type: 'results',
        status: resultsStatus(state.query, found?.results.length ?? 0, shown.length),
        results: first,
      });
      const rest = await Promise.all(shown.slice(FIRST_RESULTS).map((result) => result.data()));
      if (search === latest && rest.length > 0) tell({ type: 'more', results: rest });
    } catch (error) {
      console.error(error);
      if (search === latest) tell({ type: 'unavailable' });
    }
    return undefined;
  };

  return {
    warm: () => void loaded().catch(() => undefined),
    soon(state) {
      clearTimeout(timer);
      timer = setTimeout(() => void now(state), SEARCH_DEBOUNCE_MS);
      if (state.query.trim())
        void pagefind
          ?.then((api) => api.preload(state.query, { filters: pagefindFilters(state) }))
          .catch(() => undefined);
    },
    now,
    listen: (listener) => void listeners.push(listener),
  };
}
