import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitUntilInteractive } from './support/helpers';

/**
 * The CURSOS menu entry (spec §2 shared layout): an anchor to the home page's #cursos section. On the home
 * page it scrolls there; elsewhere it goes home first, then scrolls. Smooth scrolling, except for visitors
 * who prefer reduced motion, who get an instant jump.
 */

/** The sticky header covers the top of the page; sections keep this much room above them (scroll-margin-top). */
const SECTION_OFFSET_PX = 96;

function cursosEntry(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', { name: 'CURSOS' });
}

function coursesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Nossos cursos' }).filter({ has: page.getByRole('heading', { name: 'Nossos cursos' }) });
}

/** Distance from the top of the viewport to the top of the #cursos section. */
function sectionTop(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('cursos')?.getBoundingClientRect().top ?? Number.NaN);
}

/** The section ends up just below the sticky header. */
async function expectSectionScrolledToTop(page: Page) {
  await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(SECTION_OFFSET_PX - 4);
  await expect.poll(() => sectionTop(page)).toBeLessThanOrEqual(SECTION_OFFSET_PX + 4);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeInViewport();
}

test('on the home page, CURSOS scrolls to the courses section', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  await expect(cursosEntry(page)).toHaveAttribute('href', '/#cursos');
  await expect(cursosEntry(page)).not.toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sectionTop(page)).toBeGreaterThan(SECTION_OFFSET_PX + 100);

  await cursosEntry(page).click();
  await expect(page).toHaveURL(/\/#cursos$/);
  await expectSectionScrolledToTop(page);
  await expect(coursesSection(page)).toHaveId('cursos');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('from another page, CURSOS goes to the home page and then to the courses section', async ({ page }) => {
  await page.goto('/sobre');
  await waitUntilInteractive(page);
  await cursosEntry(page).click();

  await expect(page).toHaveURL(/\/(#cursos)?$/);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeAttached();
  await expectSectionScrolledToTop(page);
  await expect(page).toHaveURL(/\/#cursos$/);
});

test('scrolling is smooth by default', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('scrolling is instant', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await waitUntilInteractive(page);

    await cursosEntry(page).click();
    // No animation: the section is in place as soon as the click has been handled.
    const top = await sectionTop(page);
    expect(Math.abs(top - SECTION_OFFSET_PX)).toBeLessThanOrEqual(4);
    await expect(page).toHaveURL(/\/#cursos$/);
  });
});
