import type { SearchState } from '@/lib/search';
import { createSearch, type SearchEvent } from './instance';
import type { PagefindApi, PagefindResultData } from './pagefind';

const FILES = { bundle: '/pagefind/abc/', preload: [] };
const state = (query: string): SearchState => ({ query, kind: '', category: '' });
const result = (url: string): PagefindResultData => ({ url, excerpt: url, meta: { title: url }, filters: {} });

/** A Pagefind that finds `count` pages for any query, after `delay` ms for the query `slow`. */
function fakePagefind(count: number, { slow = '', delay = 0 } = {}) {
  const searched: string[] = [];
  const api: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    async search(query) {
      searched.push(query);
      if (query === slow) await new Promise((resolve) => setTimeout(resolve, delay));
      return {
        results: Array.from({ length: count }, (_, index) => ({ data: async () => result(`/${query}/${index}`) })),
      };
    },
  };
  return { api, searched };
}

function listened(search: ReturnType<typeof createSearch>) {
  const events: SearchEvent[] = [];
  search.listen((event) => events.push(event));
  return events;
}

afterEach(() => jest.useRealTimers());

describe('one search', () => {
  it('tells its parts the search, its first results with the status, then the rest', async () => {
    const { api } = fakePagefind(6);
    const search = createSearch(FILES, async () => api);
    const events = listened(search);
    await search.now(state('split'));
    expect(events.map(({ type }) => type)).toEqual(['search', 'results', 'more']);
    expect(events[1]).toMatchObject({
      type: 'results',
      status: expect.stringContaining('6'),
      results: expect.any(Array),
    });
    expect(events[1]?.type === 'results' && events[1].results).toHaveLength(4);
    expect(events[2]?.type === 'more' && events[2].results).toHaveLength(2);
  });

  it('clears the results for an empty query, without loading Pagefind', async () => {
    const load = jest.fn();
    const search = createSearch(FILES, load);
    const events = listened(search);
    await search.now(state('  '));
    expect(events).toEqual([
      { type: 'search', state: state('  ') },
      { type: 'results', status: '', results: [] },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows only the latest search: an earlier one that answers late is dropped', async () => {
    const { api } = fakePagefind(1, { slow: 'sp', delay: 20 });
    const search = createSearch(FILES, async () => api);
    const events = listened(search);
    const early = search.now(state('sp'));
    await search.now(state('split'));
    await early;
    const shown = events.filter((event) => event.type === 'results');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.type === 'results' && shown[0].results[0]?.url).toBe('/split/0');
  });

  it('searches once the visitor pauses typing', async () => {
    jest.useFakeTimers();
    const { api, searched } = fakePagefind(1);
    const search = createSearch(FILES, async () => api);
    search.soon(state('s'));
    search.soon(state('sp'));
    search.soon(state('split'));
    await jest.runAllTimersAsync();
    expect(searched).toEqual(['split']);
  });

  it('says the search is unavailable when Pagefind does not load, and tries again at the next search', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakePagefind(1);
    const load = jest.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValue(api);
    const search = createSearch(FILES, load);
    const events = listened(search);
    await search.now(state('split'));
    expect(events.at(-1)).toEqual({ type: 'unavailable' });
    await search.now(state('split'));
    expect(events.at(-1)?.type).toBe('results');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
