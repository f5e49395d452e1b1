import { listPagePath, pageCount, pageItems, pageNumbers } from './pagination';

describe('pagination', () => {
  it('counts the pages, an empty list being one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1000, 12)).toBe(84);
  });

  it('gives each page its items, every item on exactly one page', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    const pages = [1, 2, 3].map((page) => pageItems(items, page, 12));
    expect(pages.map((page) => page.length)).toEqual([12, 12, 6]);
    expect(pages.flat()).toEqual(items);
    expect(pageItems(items, 4, 12)).toEqual([]);
  });

  it('puts the first page at the list address and the next ones under /pagina/N', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog', 2)).toBe('/blog/pagina/2');
    expect(listPagePath('/blog/categoria/dicas', 3)).toBe('/blog/categoria/dicas/pagina/3');
  });

  it('shows every number when there are few pages, else the ends and the neighbours with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 84)).toEqual([1, 2, null, 84]);
    expect(pageNumbers(5, 84)).toEqual([1, null, 4, 5, 6, null, 84]);
    expect(pageNumbers(3, 84)).toEqual([1, 2, 3, 4, null, 84]);
    expect(pageNumbers(4, 84)).toEqual([1, 2, 3, 4, 5, null, 84]);
    expect(pageNumbers(84, 84)).toEqual([1, null, 83, 84]);
  });
});
