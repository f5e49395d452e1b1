import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { EVERY_WIDTH } from '../support/widths';
import { openHydrated } from './gates';
import { weakEdges } from './contrast-edges';
import { forcedColoursFaults, markShapedControls } from './forced-colours';
import { TEXT_SPACING_CSS, clippedText, doubleTextSize, overlappingText, unreachableControls } from './reader-settings';

/**
 * The reader's own settings, on every page (reader-settings.ts, forced-colours.ts and contrast-edges.ts measure):
 *
 * - forced colours (Windows' contrast themes), light and dark, at 1280 px: every control drawn as a shape keeps an
 *   edge, every control shows its focus with an outline, icon-only controls keep their icon, the rating's stars
 *   still differ;
 * - WCAG 1.4.12's text spacing, at both widths: no text cut off, no line drawn over another;
 * - 200 % text (the browser's text size doubled), at 1280 px: no text cut off, no control out of reach, no sideways scroll;
 * - `prefers-contrast: more`, at both widths: every border and ring at least 3:1 against what is around it.
 *
 * (prefers-reduced-motion: reduced-motion.spec.ts and hero-carousel.spec.ts.) Each test keeps a screenshot of the
 * page in that setting among its attachments, for review.
 */

async function keepScreenshot(page: Page, testInfo: TestInfo, setting: string): Promise<void> {
  await testInfo.attach(`${setting}.png`, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`forced colours, ${scheme}: edges, focus outlines and icons`, () => {
    for (const { path: urlPath } of sitePages()) {
      test(urlPath, async ({ page }, testInfo) => {
        await openHydrated(page, urlPath);
        expect(await markShapedControls(page), 'controls drawn as a shape').toBeGreaterThan(0);
        await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        await keepScreenshot(page, testInfo, `forced-colours-${scheme}`);
        expect(await forcedColoursFaults(page), `in forced colours (${scheme}) on ${urlPath}`).toEqual([]);
      });
    }
  });
}

test.describe('text spacing (WCAG 1.4.12): nothing cut off or drawn over', { tag: EVERY_WIDTH }, () => {
  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }, testInfo) => {
      await openHydrated(page, urlPath);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await keepScreenshot(page, testInfo, 'text-spacing');
      expect(await clippedText(page), `text cut off with the spacing on ${urlPath}`).toEqual([]);
      expect(await overlappingText(page), `text drawn over text with the spacing on ${urlPath}`).toEqual([]);
    });
  }
});

test.describe('200 % text: nothing cut off, every control in reach', () => {
  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }, testInfo) => {
      await doubleTextSize(page);
      await openHydrated(page, urlPath);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await keepScreenshot(page, testInfo, 'text-200');
      expect(await clippedText(page), `text cut off at 200 % on ${urlPath}`).toEqual([]);
      expect(await unreachableControls(page), `controls out of reach at 200 % on ${urlPath}`).toEqual([]);
    });
  }
});

test.describe('prefers-contrast: more: every edge at least 3:1', { tag: EVERY_WIDTH }, () => {
  test.use({ contrast: 'more' });
  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }, testInfo) => {
      await openHydrated(page, urlPath);
      expect(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches)).toBe(true);
      await keepScreenshot(page, testInfo, 'contrast-more');
      expect(await weakEdges(page), `edges under 3:1 with more contrast on ${urlPath}`).toEqual([]);
    });
  }
});
