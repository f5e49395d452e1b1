import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitUntilHydrated } from './support/helpers';
import { about } from '../content/about';
import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { site } from '../content/site';

/** Shared layout on a 375 px touch screen: contact bar, hamburger menu and no horizontal scrolling. */

const ENTRIES = ['INÍCIO', 'SOBRE NÓS', 'POR QUE ESCOLHER', 'CURSOS', 'DEPOIMENTOS', 'BLOG', 'CONTATO'];
const WIDTH = 375;

const ROUTES = [
  '/',
  '/sobre',
  '/porque-escolher',
  '/cursos',
  ...courses.map((course) => `/cursos/${course.slug}`),
  '/blog',
  ...posts.map((post) => `/blog/${post.slug}`),
  '/contato',
  '/depoimentos',
  '/cursos/nao-existe',
];

function menuButton(page: Page) {
  return page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
}

function mobileMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal (celular)', exact: true });
}

/** Opens a page and waits until the hamburger button works (the static HTML only shows it; React opens the menu). */
async function openWithWorkingMenu(page: Page, path: string) {
  await page.goto(path);
  await waitUntilHydrated(menuButton(page));
}

/** The contact bar: the block above the header holding the enrolment badge. */
function contactBar(page: Page) {
  return page
    .locator('div')
    .filter({ has: page.getByText(`MATRÍCULAS ${site.enrolmentYear}`, { exact: true }) })
    .filter({ hasNot: page.getByRole('banner') })
    .filter({ hasNot: page.getByRole('main') })
    .first();
}

test('the viewport is 375 px wide', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => window.innerWidth)).toBe(WIDTH);
});

test.describe('contact bar', () => {
  test('hides the phone and the social icons; keeps the e-mail and the badge', async ({ page }) => {
    await page.goto('/');
    const bar = contactBar(page);
    await expect(bar.getByRole('link', { name: site.email, exact: true })).toBeVisible();
    await expect(bar.getByText('MATRÍCULAS 2025', { exact: true })).toBeVisible();

    // Present in the page, but not shown at this width.
    const phone = bar.getByRole('link', { name: site.phone, exact: true, includeHidden: true });
    await expect(phone).toBeAttached();
    await expect(phone).toBeHidden();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const barLink = bar.getByRole('link', { name: new RegExp(`^${network}`), includeHidden: true });
      await expect(barLink, network).toBeAttached();
      await expect(barLink, network).toBeHidden();
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(footerLink, `${network} in the footer`).toBeVisible();
    }
  });
});

test.describe('mobile menu', () => {
  test('the desktop navigation is not shown', async ({ page }) => {
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Menu principal', exact: true, includeHidden: true });
    await expect(desktopNav).toBeAttached();
    await expect(desktopNav).toBeHidden();
    await expect(mobileMenu(page)).toBeHidden();
  });

  test('the hamburger button opens and closes the menu', async ({ page }) => {
    await openWithWorkingMenu(page, '/');
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Abrir menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Fechar menu');
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(ENTRIES);
    for (const label of ENTRIES) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Abrir menu');
    await expect(mobileMenu(page)).toBeHidden();
  });

  test('choosing an entry opens its page and closes the menu', async ({ page }) => {
    await openWithWorkingMenu(page, '/');
    const button = menuButton(page);
    await button.click();
    await mobileMenu(page).getByRole('link', { name: 'SOBRE NÓS', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Abrir menu');
    await expect(mobileMenu(page)).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the button', async ({ page }) => {
    await openWithWorkingMenu(page, '/');
    const button = menuButton(page);
    await button.click();
    await expect(mobileMenu(page)).toBeVisible();
    await mobileMenu(page).getByRole('link', { name: 'BLOG', exact: true }).focus();

    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the current page is marked in the menu, and only it', async ({ page }) => {
    await openWithWorkingMenu(page, '/sobre');
    await menuButton(page).click();
    const menu = mobileMenu(page);
    await expect(menu.getByRole('link', { name: 'SOBRE NÓS', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'CURSOS', exact: true })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('CURSOS from another page goes home and shows the courses section', async ({ page }) => {
    await openWithWorkingMenu(page, '/contato');
    await menuButton(page).click();
    await mobileMenu(page).getByRole('link', { name: 'CURSOS', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Nossos cursos' })).toBeInViewport();
  });
});

test.describe('no horizontal scrolling at 375 px', () => {
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `document width on ${route}`).toBeLessThanOrEqual(WIDTH);
    });
  }

  test('with the menu open', async ({ page }) => {
    await openWithWorkingMenu(page, '/');
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
  });
});
