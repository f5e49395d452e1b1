import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { DESKTOP_WIDTH } from './gates';
import { controlsThatDoNothing, expectContactFormKeepsInputToItself } from './without-javascript';

/**
 * With JavaScript off, at 1280 px, on every crawled page: every visible, enabled control does something (what
 * counts as a change: quality/without-javascript.ts), and the contact form sends and exposes nothing. Controls
 * that need the page's script must be disabled until it runs, so they are not used here. The 375 px twin is
 * without-javascript.mobile.spec.ts.
 */

test.use({ javaScriptEnabled: false });

test.describe(`without JavaScript at ${DESKTOP_WIDTH} px: every control does something`, () => {
  test.describe.configure({ timeout: 120_000 }); // up to ~60 controls per page, each used once

  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }) => {
      expect(page.viewportSize()?.width).toBe(DESKTOP_WIDTH);
      const failures = await controlsThatDoNothing(page, urlPath);
      expect(failures, `controls that do nothing without JavaScript:\n${failures.join('\n')}`).toEqual([]);
    });
  }
});

test(`without JavaScript at ${DESKTOP_WIDTH} px, the contact form sends nothing and keeps what was typed`, async ({ page }) => {
  await expectContactFormKeepsInputToItself(page);
});
