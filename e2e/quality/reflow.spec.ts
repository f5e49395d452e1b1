import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { MOBILE } from '../support/widths';
import { openHydrated } from './gates';
import { NARROWEST_WIDTH_PX } from '../../lib/accessibility';

/**
 * Reflow, WCAG 1.4.10: every page at 320 CSS px reads without scrolling sideways, with every <details> open (the
 * course pages' answers), so a long word (an e-mail address, a URL) or a wide row that does not wrap fails here.
 */

test.describe('every page at 320 px: nothing scrolls sideways', { tag: MOBILE }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: NARROWEST_WIDTH_PX, height: 640 });
  });

  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }) => {
      await openHydrated(page, urlPath);
      await page
        .locator('details')
        .evaluateAll((details) => details.forEach((element) => ((element as HTMLDetailsElement).open = true)));
      const widest = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const beyond = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (element) =>
              element.getBoundingClientRect().right > width + 1 &&
              element.checkVisibility({ visibilityProperty: true }),
          )
          .filter((element) => !element.closest('[data-carousel-viewport], .sr-only'))
          .map(
            (element) =>
              `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)}`,
          );
        return { scrollWidth: document.documentElement.scrollWidth, width, beyond: beyond.slice(0, 5) };
      });
      expect(
        widest.scrollWidth,
        `${urlPath} is ${widest.scrollWidth} px wide in ${widest.width}: ${widest.beyond.join('; ')}`,
      ).toBeLessThanOrEqual(widest.width + 1);
    });
  }
});
