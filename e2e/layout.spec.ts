import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectCurrentEntryStandsOut } from './support/active-entry';
import { waitUntilInteractive } from './support/helpers';
import { MENU_ENTRIES, contactBar } from './support/layout';
import { sitePages } from './support/site-map';
import { MOBILE, MOBILE_WIDTH } from './support/widths';
import { pageWithoutJavaScript } from './quality/gates';
import { expectMenuButton, menuButton, mobileMenu } from './quality/states';
import { about } from '../content/about';
import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { site } from '../content/site';

/**
 * Shared layout on a 375 px touch screen: contact bar, hamburger menu and no horizontal scrolling. (The header
 * navigation at 1280 px: navigation.spec.ts.)
 */

/** The phone menu: the site's entries, and the search page last (the desktop header shows it as a magnifier). */
const ENTRIES = [...MENU_ENTRIES, 'BUSCAR'];
const WIDTH = MOBILE_WIDTH;

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

/** Opens a page whose framework has run (for the behaviours it adds; the menu itself needs no script). */
async function openInteractive(page: Page, path: string) {
  await page.goto(path);
  await waitUntilInteractive(page);
}

test.describe('shared layout at 375 px', { tag: MOBILE }, () => {
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
      await page.goto('/');
      const button = menuButton(page);
      await expect(button).toBeVisible();
      await expectMenuButton(page, 'closed');
      await expect(mobileMenu(page)).toBeHidden();

      await button.click();
      await expectMenuButton(page, 'open');
      const menu = mobileMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(ENTRIES);
      for (const label of ENTRIES) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }

      await button.click();
      await expectMenuButton(page, 'closed');
      await expect(mobileMenu(page)).toBeHidden();
    });

    test('without JavaScript the menu opens, closes with Escape and the button, and its entries work', async ({
      page,
      browser,
      baseURL,
    }) => {
      const noJs = await pageWithoutJavaScript(browser, page, baseURL ?? '');
      try {
        await noJs.goto('/sobre');
        const button = menuButton(noJs);
        await expectMenuButton(noJs, 'closed');
        await button.click();
        await expectMenuButton(noJs, 'open');
        await expect(mobileMenu(noJs)).toBeVisible();
        await expect(mobileMenu(noJs).getByRole('link')).toHaveText(ENTRIES);
        await expect(mobileMenu(noJs), 'below the header').toBeInViewport();
        const header = await noJs.getByRole('banner').boundingBox();
        const menu = await mobileMenu(noJs).boundingBox();
        expect(
          menu && header && Math.abs(menu.y - (header.y + header.height)),
          'the menu opens right below the header',
        ).toBeLessThanOrEqual(1);

        // The entries come right after the button in the Tab order; Escape closes and gives the focus back.
        await noJs.keyboard.press('Tab');
        await expect(mobileMenu(noJs).getByRole('link', { name: 'INÍCIO', exact: true })).toBeFocused();
        await noJs.keyboard.press('Escape');
        await expect(mobileMenu(noJs)).toBeHidden();
        await expectMenuButton(noJs, 'closed');
        await expect(button).toBeFocused();

        // The button closes it too.
        await button.click();
        await expect(mobileMenu(noJs)).toBeVisible();
        await button.click();
        await expect(mobileMenu(noJs)).toBeHidden();

        // An entry is a plain link: it opens its page, with the menu closed.
        await button.click();
        await mobileMenu(noJs).getByRole('link', { name: 'BLOG', exact: true }).click();
        await expect(noJs).toHaveURL((url) => url.pathname === '/blog');
        await expect(mobileMenu(noJs)).toBeHidden();
        await expectMenuButton(noJs, 'closed');
      } finally {
        await noJs.context().close();
      }
    });

    test('once the framework runs, choosing an entry opens its page and closes the menu', async ({ page }) => {
      await openInteractive(page, '/');
      const button = menuButton(page);
      await button.click();
      await mobileMenu(page).getByRole('link', { name: 'SOBRE NÓS', exact: true }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/sobre');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
      await expectMenuButton(page, 'closed');
      await expect(mobileMenu(page)).toBeHidden();
      // A client-side navigation: the same document, still interactive (a full load would start it over).
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    });

    test('Escape closes the menu and returns focus to the button', async ({ page }) => {
      await page.goto('/');
      const button = menuButton(page);
      await button.click();
      await expect(mobileMenu(page)).toBeVisible();
      await mobileMenu(page).getByRole('link', { name: 'BLOG', exact: true }).focus();

      await page.keyboard.press('Escape');
      await expect(mobileMenu(page)).toBeHidden();
      await expectMenuButton(page, 'closed');
      await expect(button).toBeFocused();
    });

    test('a tap outside the menu closes it', async ({ page }) => {
      await page.goto('/');
      await menuButton(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      await page.mouse.click(WIDTH / 2, 780);
      await expect(mobileMenu(page)).toBeHidden();
      await expectMenuButton(page, 'closed');
    });

    test('the current page is marked in the menu, and only it', async ({ page }) => {
      await page.goto('/sobre');
      await menuButton(page).click();
      const menu = mobileMenu(page);
      await expect(menu.getByRole('link', { name: 'SOBRE NÓS', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(menu.getByRole('link', { name: 'CURSOS', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    });

    test('CURSOS from another page goes home and shows the courses section', async ({ page }) => {
      await openInteractive(page, '/contato');
      await menuButton(page).click();
      await mobileMenu(page).getByRole('link', { name: 'CURSOS', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(mobileMenu(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Nossos cursos' })).toBeInViewport();
    });
  });

  test.describe('the current page stands out in the open menu (colour, border, background), on every page', () => {
    for (const { path: urlPath } of sitePages()) {
      test(urlPath, async ({ page }) => {
        await page.goto(urlPath);
        await menuButton(page).click();
        await expect(mobileMenu(page)).toBeVisible();
        await expectCurrentEntryStandsOut(mobileMenu(page), `in the mobile menu on ${urlPath}`);
      });
    }
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
      await page.goto('/');
      await menuButton(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
    });
  });
});
