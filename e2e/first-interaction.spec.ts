import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { outDir } from '../content/rules/serving';
import { EARLY_DIR } from '../lib/early-bundle';
import { expect, test } from './support/fixtures';
import { isEarlyFile, openAndSettle, recordFrameworkRequests } from './support/framework-requests';
import { NOT_FOUND_PATH, readPage, sitePages } from './support/site-map';
import { SEARCH_PATH } from '../content/rules/site-search';
import { swipe } from './support/touch';
import { MOBILE } from './support/widths';
import { inlineScripts } from '../scripts/postbuild/csp';

/** All inline script of a page together, gzipped (the budget). */
const INLINE_SCRIPT_BUDGET = 3 * 1024;
/** The early script, gzipped (the budget for one shared file). */
const EARLY_FILE_BUDGET = 6 * 1024;

/**
 * A reader downloads only the page and the early script (lib/early/): the framework's scripts and its flight data
 * come with the first interaction (scripts/postbuild/defer-scripts.ts, flight-data.ts, lib/early/loader.ts), and
 * what must run before that is the early script's (or inline, on the not-found page). What the early script does
 * before the framework, and pages left open across a publication or restored by the back button, have their own
 * files (early-script.spec.ts, stale-and-restored-pages.spec.ts).
 */

test.describe('before any interaction, no script and no framework data', () => {
  for (const { path: urlPath, file } of sitePages()) {
    test(`${urlPath}`, async ({ page }) => {
      const html = readPage(file).html();
      expect(html, 'inline flight data in the HTML').not.toContain('self.__next_f.push(');
      const inline = gzipSync(inlineScripts(html).join('\n')).length;
      expect(inline, 'gzip bytes of all inline script').toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
      const requests = recordFrameworkRequests(page);
      const early: string[] = [];
      page.on('request', (request) => {
        if (isEarlyFile(new URL(request.url()))) early.push(new URL(request.url()).pathname);
      });
      await openAndSettle(page, urlPath);
      // Hovering and scrolling are not interactions that need the framework.
      await page.mouse.move(10, 300);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(500);
      expect(requests, 'requested before the first interaction').toEqual([]);
      // The early script, and only it (a modern browser needs no polyfill); the search page, its own script too.
      const expected = urlPath === SEARCH_PATH ? ['main', 'search'] : ['main'];
      expect(early).toHaveLength(expected.length);
      expect(early).toEqual(
        expect.arrayContaining(
          expected.map((entry) => expect.stringMatching(new RegExp(`^/${EARLY_DIR}/${entry}-[\\w-]+\\.js$`))),
        ),
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    });
  }

  test('the early script fits its budget, and so does each polyfill', () => {
    // The starter names it (and fetches it): components/layout/early-script.tsx.
    const scripts = sitePages().map(({ file }) => readPage(file)('script[data-early-src]'));
    const main = [...new Set(scripts.map((script) => script.attr('data-early-src') ?? ''))];
    expect(main, 'one early script, the same on every page').toEqual([
      expect.stringMatching(new RegExp(`^/${EARLY_DIR}/main-`)),
    ]);
    const first = scripts[0];
    const urls = [
      main[0] ?? '',
      first?.attr('data-popover-polyfill') ?? '',
      first?.attr('data-invokers-polyfill') ?? '',
    ];
    for (const url of urls) {
      const gzip = gzipSync(readFileSync(path.join(outDir, url))).length;
      expect(gzip, `${url}: gzip bytes`).toBeLessThanOrEqual(EARLY_FILE_BUDGET);
    }
  });
});

test.describe('a phone reader', () => {
  const POST = '/blog/manutencao-preventiva-ar-condicionado-verao';

  test(`a finger that scrolls the page fetches nothing; a tap brings the framework ${MOBILE}`, async ({ page }) => {
    await openAndSettle(page, POST);
    const requests = recordFrameworkRequests(page);
    for (let flick = 0; flick < 4; flick += 1) {
      await swipe(page, 180, 650, 0, -420);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolled' }).toBeGreaterThan(600);
    // And sideways, over the text.
    await swipe(page, 300, 400, -200, 0);
    await page.waitForTimeout(1500);
    expect(requests, 'fetched by scrolling').toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

    // A tap on the text (not a link) is an interaction.
    const paragraph = page.getByRole('main').locator('.prose-content p').first();
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.tap({ position: { x: 4, y: 4 } });
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    expect(requests.filter((url) => url.startsWith('/_next/static/flight/'))).toHaveLength(1);
  });
});

test.describe('the first interaction brings the framework', () => {
  for (const [what, interact] of [
    ['a key', (page: Page) => page.keyboard.press('Shift')],
    ['a tap on the text', (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).click()],
    ['focus on a form field', (page: Page) => page.getByLabel('Nome Completo').focus()],
  ] as const) {
    test(`on /contato, ${what}: the flight data and the scripts, then the page is interactive`, async ({ page }) => {
      await openAndSettle(page, '/contato');
      const requests = recordFrameworkRequests(page);
      await interact(page);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
      // The flight data is fetched while the scripts preload; the loader adds the scripts once it has it.
      expect(requests.filter((url) => /^\/_next\/static\/flight\/[\w-]+\.json$/.test(url))).toHaveLength(1);
      expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
      // Interactive: the form's submit button is enabled and its no-JavaScript note is gone.
      await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
    });
  }

  test('pressing a link is not an interaction that needs the framework: the link just navigates', async ({ page }) => {
    await openAndSettle(page, '/sobre');
    const requests = recordFrameworkRequests(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true });
    await link.hover();
    await page.mouse.down();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test('after the framework arrives, a link navigates on the client, without a new document', async ({ page }) => {
    await openAndSettle(page, '/sobre');
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/Sobre/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('hovering a link of the site prefetches its page (speculation rules), before any interaction', async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: request interception (the suite's block of other hosts) turns the browser's
    // speculative prefetch off. /sobre asks no other host.
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      const prefetched: string[] = [];
      context.on('request', (request) => {
        if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(new URL(request.url()).pathname);
      });
      await openAndSettle(page, '/sobre');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true }).hover();
      await expect.poll(() => prefetched).toContain('/cursos');
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    } finally {
      await context.close();
    }
  });

  test(`the not-found page (${NOT_FOUND_PATH}) never loads the framework: its behaviour is inline or the early script's`, async ({
    page,
  }) => {
    const requests = recordFrameworkRequests(page);
    await page.goto('/cursos/instalacao-split');
    await page.keyboard.press('Tab');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    // The inline suggestion ran.
    await expect(page.getByRole('main').getByText('Você quis dizer')).toBeVisible();
  });
});
