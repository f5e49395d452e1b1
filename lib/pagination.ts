/** Pages of a list: how many, which items each shows, where each lives and which numbers its bar links to. */

/** How many pages `count` items fill at `size` a page (an empty list is still one page). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (from 1). */
export function pageItems<Item>(items: readonly Item[], page: number, size: number): readonly Item[] {
  return items.slice((page - 1) * size, page * size);
}

/** The first page at the list's own address, the next ones under it: /blog, /blog/pagina/2, /blog/pagina/3… */
export function listPagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/pagina/${page}`;
}

/**
 * The page numbers a pagination bar shows: every one when there are few, otherwise the first, the last and the
 * current page with its neighbours, with `null` for each gap ("…"). 1 … 4 5 6 … 84.
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is shown as that page: "1 2 3" rather than "1 … 3".
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
