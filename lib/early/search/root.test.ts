import { startSearchIn } from './root';

/** A search's root with its four parts, and a form outside it. */
const PAGE = [
  '<div data-search><form data-site-search data-pagefind-bundle="/pagefind/abc/"></form><p data-search-status></p>',
  '<ol data-search-results></ol><template data-search-results><li></li></template></div>',
  '<form data-site-search id="outside"></form>',
].join('');

function root(): HTMLElement {
  document.body.innerHTML = PAGE;
  return document.querySelector('[data-search]') as HTMLElement;
}

describe("the search's root", () => {
  it('is started once, marked, and its parts are found inside it', () => {
    document.head.innerHTML = '';
    const element = root();
    expect(startSearchIn(element)).toBe(true);
    expect(element.hasAttribute('data-search-init')).toBe(true);
    expect(startSearchIn(element)).toBe(false);
    // Its index fetched ahead once, from its own form.
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/pagefind/abc/pagefind.js',
    ]);
  });

  it('is left alone without all of its parts', () => {
    const element = root();
    element.querySelector('ol')?.remove();
    expect(startSearchIn(element)).toBe(false);
    expect(element.hasAttribute('data-search-init')).toBe(false);
  });
});
