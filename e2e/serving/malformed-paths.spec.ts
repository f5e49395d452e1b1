import type { Page } from '@playwright/test';
import { posts } from '../../content/posts';
import { expect, test } from '../support/fixtures';
import { firstInteraction, waitUntilInteractive } from '../support/helpers';
import { EVERY_WIDTH } from '../support/widths';

/**
 * Paths a careless link or an attacker may produce, opened in the browser: a malformed one (a cut percent escape)
 * gets the malformed-request page (app/400/page.tsx: status 400, the site's look, no script at all); a well-formed
 * one naming nothing gets the not-found page, which must survive hydration (no uncaught error, its heading and
 * links still there); and any client error that does happen must leave the visitor on the site's layout with a
 * pt-BR message and a way back (app/error.tsx).
 */

const firstPost = posts[0];
if (!firstPost) throw new Error('content/posts.ts has no post');

/** Uncaught errors and console errors of the page, collected from before its first script. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Página não encontrada' });

/** The computed font-family of an element. */
const fontFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

test.describe('malformed request paths: the 400 page', { tag: EVERY_WIDTH }, () => {
  for (const path of ['/cursos/a%E0%A4%A', '/%zz']) {
    test(`${path}: status 400, the malformed-request page in the site's layout, no script, no error`, async ({
      page,
    }) => {
      const errors = watchErrors(page); // CSP violations are console errors too (and the fixture fails on any)
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1, name: 'Endereço inválido' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('script')).toHaveCount(0);
      // The stylesheet applied: headings and text in the site's two fonts (unstyled, both are the browser default).
      const headingFont = await fontFamily(page, '#requisicao-invalida-titulo');
      expect(headingFont).not.toBe(await fontFamily(page, 'body'));
      expect(errors).toEqual([]);

      // ...and the heading font is the one the site's pages use.
      await page.goto('/sobre');
      expect(await fontFamily(page, 'h1')).toBe(headingFont);
    });
  }
});

test.describe('well-formed escapes that are not UTF-8: the not-found page', () => {
  for (const path of [
    '/cursos/%C0',
    '/cursos/%ff%fe',
    '/cursos/camara%C0frigorifica',
    '/cursos/%E0%A4',
    '/cursos/%C0/x',
  ]) {
    test(`${path}: the not-found page, its inline scripts run, with no page error`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitUntilInteractive(page);
      await expect(notFoundHeading(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a malformed course slug close to a course still gets the suggestion', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/cursos/camara-frigorifica%C0');
    await waitUntilInteractive(page);
    await expect(page.getByText('Você quis dizer').getByRole('link')).toHaveAttribute(
      'href',
      '/cursos/refrigeracao-comercial-industrial',
    );
    expect(errors).toEqual([]);
  });

  for (const path of ['/blog/%C0', '/blog/%ff%fe']) {
    test(`${path}: the blog's not-found page (the first post), its inline scripts run, with no page error`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitUntilInteractive(page);
      await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('/blog/%C0/x: the not-found page, its inline scripts run, with no page error', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto('/blog/%C0/x');
    expect(response?.status()).toBe(404);
    await waitUntilInteractive(page);
    await expect(notFoundHeading(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a client error after the page loaded', () => {
  test('keeps the layout and shows a pt-BR message with a way back', async ({ page }) => {
    // Simulates a future bug: the home page's hero carousel fails while it renders (its reduced-motion check throws).
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (query.includes('prefers-reduced-motion')) throw new Error('falha simulada');
        return matchMedia(query);
      };
    });
    // The early script's own use of it fails too, and is reported; its other behaviours and the loader go on.
    const reported = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('falha simulada'),
    );
    await page.goto('/');
    await reported;
    // The framework, which renders the carousel again, comes with the first interaction.
    await firstInteraction(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await main.getByRole('link', { name: 'Ver todos os cursos' }).click();
    await expect(page).toHaveURL('/cursos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })).toHaveCount(0);
  });
});

test.describe('a client error in the layout itself', () => {
  test("replaces the whole document with a pt-BR page, in the site's styles, with the ways back", async ({ page }) => {
    // Simulates a future bug: the signal that the page is interactive (a client component of the root layout) throws.
    await page.addInitScript(() => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
        if (name === 'data-interactive') throw new Error('falha simulada');
        setAttribute.call(this, name, value);
      };
    });
    await page.goto('/sobre');
    await firstInteraction(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle(/^Algo deu errado \| /);
    // The root layout is gone (global-error.tsx), its stylesheet is not: the buttons keep the site's look.
    await expect(page.getByRole('banner')).toHaveCount(0);
    // brand-600 of app/globals.css, #09549e.
    await expect(page.getByRole('button', { name: 'Tentar de novo' })).toHaveCSS('background-color', 'rgb(9, 84, 158)');
    // Without the font classes the text falls back to the system fonts of app/globals.css, never the browser's serif.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Arial/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui/);
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
  });
});
