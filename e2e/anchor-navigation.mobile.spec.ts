import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { advanceClock, openWithFrozenClock, waitUntilInteractive } from './support/helpers';
import { expectMenuButton } from './quality/states';

/**
 * The CURSOS entry of the mobile menu (375 px): choosing it closes the menu; from another page it goes to the
 * home page and, 100 ms later, scrolls to the #cursos section (spec §2, §9).
 */

const SECTION_OFFSET_PX = 96;

function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
}

function mobileMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal (celular)', includeHidden: true });
}

function cursosEntry(page: Page): Locator {
  return mobileMenu(page).getByRole('link', { name: 'CURSOS', includeHidden: true });
}

function sectionTop(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('cursos')?.getBoundingClientRect().top ?? Number.NaN);
}

async function openMenuAndChooseCursos(page: Page) {
  // The menu opens natively; choosing CURSOS closes it and waits 100 ms only once the framework runs.
  await waitUntilInteractive(page);
  await expect(mobileMenu(page)).toBeHidden();
  await menuButton(page).click();
  await expectMenuButton(page, 'open');
  await expect(mobileMenu(page)).toBeVisible();
  await cursosEntry(page).click();
}

async function expectMenuClosed(page: Page) {
  await expect(mobileMenu(page)).toBeHidden();
  await expectMenuButton(page, 'closed');
}

/** Advances the frozen clock in small steps, letting the page render between steps as it would in real time. */
test('on the home page, CURSOS closes the menu and scrolls to the courses section', async ({ page }) => {
  await page.goto('/');
  await openMenuAndChooseCursos(page);
  await expectMenuClosed(page);
  await expect(page).toHaveURL(/\/#cursos$/);
  await expect.poll(() => sectionTop(page)).toBeLessThanOrEqual(SECTION_OFFSET_PX + 4);
  await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(SECTION_OFFSET_PX - 4);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeInViewport();
});

test('from the blog, CURSOS closes the menu, goes home and scrolls to the courses section', async ({ page }) => {
  await page.goto('/blog');
  await openMenuAndChooseCursos(page);
  await expectMenuClosed(page);
  await expect(page).toHaveURL(/\/(#cursos)?$/);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeAttached();
  await expect.poll(() => sectionTop(page)).toBeLessThanOrEqual(SECTION_OFFSET_PX + 4);
  await expect.poll(() => sectionTop(page)).toBeGreaterThanOrEqual(SECTION_OFFSET_PX - 4);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeInViewport();
  await expect(page).toHaveURL(/\/#cursos$/);
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

  test('scroll behaviour is "auto"', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});
