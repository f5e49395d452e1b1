import { expect, test } from '../support/fixtures';
import { onePagePerTemplate } from '../support/site-map';
import { MOBILE } from '../support/widths';
import { openHydrated } from './gates';
import { courseCarouselPositionsAfterNext, motionReport, positionsAfterClick } from './motion';
import {
  enrolmentDialog,
  firstCoursePath,
  menuButton,
  mobileMenu,
  notices,
  openEnrolmentDialog,
  openNotice,
} from './states';

/**
 * prefers-reduced-motion: reduce. At 1280 px: no smooth scrolling and no CSS transition or animation longer than
 * an instant on any page template; the carousels jump instead of gliding; opening the dialog or a notice animates
 * nothing. At 375 px: the hamburger menu opens without animating and the course carousel (one card at a time
 * there) jumps. (No autoplay with reduced motion: hero-carousel.spec.ts. The anchor menu entry jumps:
 * anchor-navigation.spec.ts.)
 */

test.use({ reducedMotion: 'reduce' });

test.describe('every page template: scroll-behavior auto, no transition or animation longer than an instant', () => {
  for (const { path: urlPath } of onePagePerTemplate()) {
    test(urlPath, async ({ page }) => {
      await openHydrated(page, urlPath);
      const report = await motionReport(page);
      expect.soft(report.scrollBehavior, `scroll-behavior of <html> on ${urlPath}`).toBe('auto');
      expect.soft(report.slowStyles, `transitions/animations that are not instant on ${urlPath}`).toEqual([]);
      expect.soft(report.running, `animations running after load on ${urlPath}`).toEqual([]);
    });
  }
});

test('the hero and course carousels jump to the next slide instead of gliding', async ({ page }) => {
  await openHydrated(page, '/');
  const hero = page.getByRole('region', { name: 'Cursos em destaque' });
  const heroNext = hero.getByRole('button', { name: 'Próximo slide' });
  await expect(heroNext).toBeEnabled({ timeout: 20_000 });
  const heroTrack = hero.locator('.flex').first();
  const heroPositions = await positionsAfterClick(page, heroNext, heroTrack);
  expect(heroPositions.length, `hero positions: ${heroPositions.join(' → ')}`).toBe(2);

  const coursePositions = await courseCarouselPositionsAfterNext(page);
  expect(coursePositions.length, `course carousel positions: ${coursePositions.join(' → ')}`).toBe(2);

  const report = await motionReport(page);
  expect(report.running, 'animations still running after using the carousels').toEqual([]);
});

test('opening the enrolment dialog and showing a notice animate nothing', async ({ page }) => {
  await openEnrolmentDialog(page, firstCoursePath());
  await expect(enrolmentDialog(page)).toBeVisible();
  let report = await motionReport(page);
  expect(report.running, 'animations running with the dialog open').toEqual([]);
  expect(report.slowStyles, 'slow transitions with the dialog open').toEqual([]);

  await openNotice(page);
  await expect(notices(page)).toHaveCount(1);
  report = await motionReport(page);
  expect(report.running, 'animations running with a notice showing').toEqual([]);
  expect(report.slowStyles, 'slow transitions with a notice showing').toEqual([]);
});

test(
  'at 375 px, the hamburger menu opens without animation and the course carousel jumps',
  { tag: MOBILE },
  async ({ page }) => {
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
  },
);
