import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { DESKTOP_WIDTH, checkEveryPageGate } from './gates';

/**
 * The per-page quality gates at 1280 px, on every page found by crawling the built site
 * (support/site-map.ts):
 *
 * - accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules reports no violation;
 * - console and network: from the first request through hydration and the prefetches Next.js makes for the
 *   links that scroll into view, no console error, no uncaught exception and no failed same-origin request
 *   (HTTP ≥ 400 or no answer; other hosts are blocked by the test fixture on purpose and do not count);
 * - without JavaScript: the text of <main> is at least 95 % of the text with JavaScript.
 *
 * The twin at the other width is every-page.mobile.spec.ts (375 px).
 */

test('the crawl of the built site found pages', () => {
  expect(sitePages().length, 'pages found in out/ (run `npm run build` first)').toBeGreaterThan(1);
});

test.describe(`every page at ${DESKTOP_WIDTH} px: axe, console and network, content without JavaScript`, () => {
  // One page load per width runs three gates; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page, browser, baseURL }) => {
      expect(page.viewportSize()?.width).toBe(DESKTOP_WIDTH);
      await checkEveryPageGate({ page, browser, baseURL: baseURL ?? '' }, urlPath);
    });
  }
});
