import { expect, test } from '../support/fixtures';
import { openHydrated } from './gates';
import { courseCarouselPositionsAfterNext, motionReport } from './motion';
import { menuButton, mobileMenu } from './states';

/**
 * prefers-reduced-motion: reduce, at 375 px: the hamburger menu opens without animating and the course
 * carousel (one card at a time here) jumps. Every page's styles are checked at 1280 px in reduced-motion.spec.ts.
 */

test.use({ reducedMotion: 'reduce' });

test('the hamburger menu opens without animation and the course carousel jumps', async ({ page }) => {
  await openHydrated(page, '/');
  await menuButton(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  let report = await motionReport(page);
  expect(report.scrollBehavior).toBe('auto');
  expect(report.running, 'animations running with the menu open').toEqual([]);
  expect(report.slowStyles, 'slow transitions with the menu open').toEqual([]);
  await menuButton(page).click();
  await expect(mobileMenu(page)).toBeHidden();

  const positions = await courseCarouselPositionsAfterNext(page);
  expect(positions.length, `course carousel positions: ${positions.join(' → ')}`).toBe(2);
  report = await motionReport(page);
  expect(report.running, 'animations still running after using the carousel').toEqual([]);
});
