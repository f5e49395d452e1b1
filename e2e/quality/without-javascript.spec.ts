import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { EVERY_WIDTH, projectWidth } from '../support/widths';
import { controlsThatDoNothing, expectContactFormKeepsInputToItself } from './without-javascript';

/**
 * With JavaScript off, at every width (1280 and 375 px), on every crawled page: every visible, enabled control
 * does something (what counts as a change: quality/without-javascript.ts), and the contact form sends and exposes
 * nothing. Controls that need the page's script must be disabled until it runs, so they are not used here.
 */

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript, at every width', { tag: EVERY_WIDTH }, () => {
  test.describe('every control does something', () => {
    test.describe.configure({ timeout: 120_000 }); // up to ~60 controls per page, each used once

    for (const { path: urlPath } of sitePages()) {
      test(urlPath, async ({ page }, testInfo) => {
        expect(page.viewportSize()?.width).toBe(projectWidth(testInfo));
        const failures = await controlsThatDoNothing(page, urlPath);
        expect(failures, `controls that do nothing without JavaScript:\n${failures.join('\n')}`).toEqual([]);
      });
    }
  });

  test('the contact form sends nothing and keeps what was typed', async ({ page }) => {
    await expectContactFormKeepsInputToItself(page);
  });
});
