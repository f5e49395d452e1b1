import { PAGEFIND_BUNDLE_ATTRIBUTE, PAGEFIND_PRELOAD_ATTRIBUTE } from '@/content/rules/site-search';
import { indexFiles, prefetchIndex } from './pagefind';

describe("the search page's index", () => {
  it('is the folder and the files the post-build step wrote on the form', () => {
    const form = document.createElement('form');
    form.setAttribute(PAGEFIND_BUNDLE_ATTRIBUTE, '/pagefind/ecb7970c426b/');
    form.setAttribute(
      PAGEFIND_PRELOAD_ATTRIBUTE,
      '/pagefind/ecb7970c426b/pagefind-worker.js /pagefind/ecb7970c426b/pagefind-entry.json?ts=ecb7970c426b',
    );
    expect(indexFiles(form)).toEqual({
      bundle: '/pagefind/ecb7970c426b/',
      preload: [
        '/pagefind/ecb7970c426b/pagefind-worker.js',
        '/pagefind/ecb7970c426b/pagefind-entry.json?ts=ecb7970c426b',
      ],
    });
  });

  it("falls back to Pagefind's own folder, with nothing to fetch ahead, on a page the post-build step has not seen (next dev)", () => {
    expect(indexFiles(document.createElement('form'))).toEqual({ bundle: '/pagefind/', preload: [] });
  });
});

describe('the index fetched ahead', () => {
  it("asks for Pagefind's script and the files it would ask for one after another, all at once, at prefetch priority", () => {
    document.head.innerHTML = '';
    prefetchIndex({ bundle: '/pagefind/ecb7970c426b/', preload: ['/pagefind/ecb7970c426b/pagefind-worker.js'] });
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).toEqual([
      ['prefetch', '/pagefind/ecb7970c426b/pagefind.js'],
      ['prefetch', '/pagefind/ecb7970c426b/pagefind-worker.js'],
    ]);
  });
});
