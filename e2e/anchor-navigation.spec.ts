import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { advanceClock, openWithFrozenClock, waitUntilInteractive } from './support/helpers';
import { EVERY_WIDTH, MOBILE } from './support/widths';
import { expectMenuButton } from './quality/states';

/**
 * The CURSOS menu entry (spec §2 shared layout, §9): an anchor to the home page's #cursos section. On the home
 * page it scrolls there; elsewhere it goes home first, then scrolls. Smooth scrolling, except for visitors who
 * prefer reduced motion, who get an instant jump. At 1280 px the entry is in the header's navigation; at 375 px
 * it is in the hamburger menu, which choosing it closes, and from another page the scroll waits 100 ms on the
 * home page.
 */

/** The sticky header covers the top of the page; sections keep this much room above them (scroll-margin-top). */
const SECTION_OFFSET_PX = 96;

function desktopCursosEntry(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', { name: 'CURSOS' });
}

function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
}

function mobileMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal (celular)', includeHidden: true });
}

function mobileCursosEntry(page: Page): Locator {
  return mobileMenu(page).getByRole('link', { name: 'CURSOS', includeHidden: true });
}

function coursesSection(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Nossos cursos' })
    .filter({ has: page.getByRole('heading', { name: 'Nossos cursos' }) });
}

/** Distance from the top of the viewport to the top of the #cursos section. */
function sectionTop(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('cursos')?.getBoundingClientRect().top ?? Number.NaN);
}

function scrollBehavior(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
}

/** The section ends up just below the sticky header. */
async function expectSectionScrolledToTop(page: Page) {
  await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(SECTION_OFFSET_PX - 4);
  await expect.poll(() => sectionTop(page)).toBeLessThanOrEqual(SECTION_OFFSET_PX + 4);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeInViewport();
}

/** From another page, CURSOS lands on the home page first (the hash may come with the scroll). */
async function expectHomePageThenCourses(page: Page) {
  await expect(page).toHaveURL(/\/(#cursos)?$/);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeAttached();
  await expectSectionScrolledToTop(page);
  await expect(page).toHaveURL(/\/#cursos$/);
}

test('scrolling is smooth by default', { tag: EVERY_WIDTH }, async ({ page }) => {
  await page.goto('/');
  expect(await scrollBehavior(page)).toBe('smooth');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('scroll behaviour is "auto"', { tag: EVERY_WIDTH }, async ({ page }) => {
    await page.goto('/');
    expect(await scrollBehavior(page)).toBe('auto');
  });
});

test.describe('the header navigation at 1280 px', () => {
  test('on the home page, CURSOS scrolls to the courses section', async ({ page }) => {
    await page.goto('/');
    await waitUntilInteractive(page);
    await expect(desktopCursosEntry(page)).toHaveAttribute('href', '/#cursos');
    await expect(desktopCursosEntry(page)).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sectionTop(page)).toBeGreaterThan(SECTION_OFFSET_PX + 100);

    await desktopCursosEntry(page).click();
    await expect(page).toHaveURL(/\/#cursos$/);
    await expectSectionScrolledToTop(page);
    await expect(coursesSection(page)).toHaveId('cursos');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('from another page, CURSOS goes to the home page and then to the courses section', async ({ page }) => {
    await page.goto('/sobre');
    await waitUntilInteractive(page);
    await desktopCursosEntry(page).click();
    await expectHomePageThenCourses(page);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('scrolling is instant', async ({ page }) => {
      await page.goto('/');
      expect(await scrollBehavior(page)).toBe('auto');
      await waitUntilInteractive(page);

      await desktopCursosEntry(page).click();
      // No animation: the section is in place as soon as the click has been handled.
      const top = await sectionTop(page);
      expect(Math.abs(top - SECTION_OFFSET_PX)).toBeLessThanOrEqual(4);
      await expect(page).toHaveURL(/\/#cursos$/);
    });
  });
});

test.describe('the hamburger menu at 375 px', { tag: MOBILE }, () => {
  async function openMenuAndChooseCursos(page: Page) {
    // The menu opens natively; choosing CURSOS closes it and waits 100 ms only once the framework runs.
    await waitUntilInteractive(page);
    await expect(mobileMenu(page)).toBeHidden();
    await menuButton(page).click();
    await expectMenuButton(page, 'open');
    await expect(mobileMenu(page)).toBeVisible();
    await mobileCursosEntry(page).click();
  }

  async function expectMenuClosed(page: Page) {
    await expect(mobileMenu(page)).toBeHidden();
    await expectMenuButton(page, 'closed');
  }

  test('on the home page, CURSOS closes the menu and scrolls to the courses section', async ({ page }) => {
    await page.goto('/');
    await openMenuAndChooseCursos(page);
    await expectMenuClosed(page);
    await expect(page).toHaveURL(/\/#cursos$/);
    await expectSectionScrolledToTop(page);
  });

  test('from the blog, CURSOS closes the menu, goes home and scrolls to the courses section', async ({ page }) => {
    await page.goto('/blog');
    await openMenuAndChooseCursos(page);
    await expectMenuClosed(page);
    await expectHomePageThenCourses(page);
  });

  test.describe('with reduced motion (instant jump)', () => {
    test.use({ reducedMotion: 'reduce' });

    test('from the blog, the scroll waits 100 ms on the home page', async ({ page }) => {
      await openWithFrozenClock(page, '/blog');
      await openMenuAndChooseCursos(page);
      await expectMenuClosed(page);

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeAttached();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The home page is there; the next frame notices it and starts the 100 ms wait.
      await advanceClock(page, 20, 10);
      await advanceClock(page, 70, 10);
      expect(await page.evaluate(() => window.scrollY), 'scrolled before 100 ms had passed').toBe(0);
      expect(await sectionTop(page)).toBeGreaterThan(SECTION_OFFSET_PX + 100);
      await expect(page).toHaveURL(/\/$/);

      await advanceClock(page, 60, 10);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(Math.abs((await sectionTop(page)) - SECTION_OFFSET_PX)).toBeLessThanOrEqual(4);
      await expect(page).toHaveURL(/\/#cursos$/);
    });
  });
});
