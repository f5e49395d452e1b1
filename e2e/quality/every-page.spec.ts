import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { EVERY_WIDTH, projectWidth } from '../support/widths';
import { checkEveryPageGate } from './gates';

/**
 * The per-page quality gates at every width (1280 and 375 px), on every page found by crawling the built site
 * (support/site-map.ts):
 *
 * - accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules reports no violation;
 * - console and network: from the first request through hydration and the prefetches Next.js makes for the
 *   links that scroll into view, no console error, no uncaught exception and no failed same-origin request
 *   (HTTP ≥ 400 or no answer; other hosts are blocked by the test fixture on purpose and do not count);
 * - without JavaScript: the text of <main> is at least 95 % of the text with JavaScript.
 */

test('the crawl of the built site found pages', () => {
  expect(sitePages().length, 'pages found in out/ (run `npm run build` first)').toBeGreaterThan(1);
});

const GATES = 'axe, console and network, content without JavaScript';

test.describe(`every page, at every width: ${GATES}`, { tag: EVERY_WIDTH }, () => {
  // One page load per width runs three gates; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page, browser, baseURL }, testInfo) => {
      expect(page.viewportSize()?.width).toBe(projectWidth(testInfo));
      await checkEveryPageGate({ page, browser, baseURL: baseURL ?? '' }, urlPath);
    });
  }
});
