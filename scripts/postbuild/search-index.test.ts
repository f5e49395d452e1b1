/** @jest-environment node */
import { parsePage, serializePage } from './html';
import { pointToIndex } from './search-index';

const index = {
  indexed: 13,
  bundle: '/pagefind/ecb7970c426b/',
  hash: 'ecb7970c426b',
  preload: ['/pagefind/ecb7970c426b/pagefind-worker.js', '/pagefind/ecb7970c426b/pagefind-entry.json?ts=ecb7970c426b'],
};

describe("the search page's pointer to the index", () => {
  it("names the index's folder and the files to fetch first on the search form", () => {
    const tree = parsePage(
      '<!DOCTYPE html><html><head></head><body><form data-site-search="" method="dialog"></form></body></html>',
    );
    pointToIndex(tree, index);
    expect(serializePage(tree)).toContain(
      '<form data-site-search="" method="dialog" data-pagefind-bundle="/pagefind/ecb7970c426b/" data-pagefind-preload="/pagefind/ecb7970c426b/pagefind-worker.js /pagefind/ecb7970c426b/pagefind-entry.json?ts=ecb7970c426b">',
    );
  });

  it('stops the build on a search page without its form', () => {
    expect(() => pointToIndex(parsePage('<!DOCTYPE html><html><head></head><body></body></html>'), index)).toThrow(
      'the search page has no form[data-site-search]',
    );
  });
});
