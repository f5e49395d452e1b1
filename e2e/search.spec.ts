import type { Page } from '@playwright/test';
import { SEARCH_PATH } from '../content/rules/site-search';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations, pageWithoutJavaScript } from './quality/gates';
import { EVERY_WIDTH, MOBILE } from './support/widths';

/**
 * The site search (/busca, lib/early/search/root.ts over Pagefind's index of the built pages): a visitor types as they
 * would (no accents, no hyphen), sees titles, marked excerpts and kinds, narrows by kind or category; nothing of it
 * is loaded before the field is used, nor on any other page; what was typed never leaves the browser.
 */

const FIELD = 'O que você procura?';

const results = (page: Page) => page.getByRole('list', { name: 'Resultados da busca' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 });

/** Requests for any of Pagefind's files or the search page's script. */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/') || /\/early\/search-/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/** The number of results the status line announces. */
async function resultCount(page: Page): Promise<number> {
  const status = (await page.getByRole('status').textContent()) ?? '';
  return Number(/^(\d+) resultados? para/.exec(status)?.[1] ?? 0);
}

async function search(page: Page, words: string): Promise<void> {
  await page.getByLabel(FIELD).fill(words);
  await expect(page.getByRole('status').filter({ hasText: `“${words}”` })).toBeVisible();
}

test(`the header leads to the search on every width, and the phone menu too ${EVERY_WIDTH}`, async ({
  page,
  isMobile,
}) => {
  await page.goto('/sobre');
  await page.getByRole('banner').getByRole('link', { name: 'Buscar no site' }).click();
  await expect(page).toHaveURL(SEARCH_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar no site' })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu principal (celular)' }).getByRole('link', { name: 'BUSCAR' }),
    ).toHaveAttribute('href', SEARCH_PATH);
  }
});

test(`"manutencao" finds "manutenção" and "R290" finds "R-290", with the words marked and the kind named ${EVERY_WIDTH}`, async ({
  page,
}) => {
  const requests = searchRequests(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(SEARCH_PATH);
  await expect(page.getByLabel(FIELD)).toBeVisible();
  // Opening the page prefetches Pagefind and the files it would ask for one after another, and nothing of the index
  // itself: its parts and the results' excerpts wait for what is typed.
  const ahead = await page
    .getByRole('search')
    .evaluate((form) =>
      [
        `${form.getAttribute('data-pagefind-bundle')}pagefind.js`,
        ...(form.getAttribute('data-pagefind-preload') ?? '').split(' '),
      ].map((url) => new URL(url, location.href).pathname),
    );
  expect(ahead).toHaveLength(5);
  await expect
    .poll(() => requests.filter((url) => url.startsWith('/pagefind/')).sort(), {
      message: 'Pagefind fetched ahead as the page opens',
    })
    .toEqual([...ahead].sort());

  await search(page, 'manutencao');
  const maintenance = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Manutenção preventiva: prepare o ar condicionado para o verão' }) });
  await expect(maintenance).toHaveCount(1);
  await expect(maintenance.getByText('Artigo · Manutenção', { exact: true })).toBeVisible();
  await expect(maintenance.locator('mark').first()).toHaveText(/^manuten[cç][aã]o/i);
  await expect(maintenance.getByRole('link')).toHaveAttribute(
    'href',
    '/blog/manutencao-preventiva-ar-condicionado-verao',
  );

  await search(page, 'R290');
  await expect(resultTitles(page).first()).toHaveText('Fluidos refrigerantes R-32 e R-290: o que muda para o técnico');
  await expect(results(page).getByRole('listitem').first().locator('mark').first()).toContainText('R-290');

  // Pagefind searched in its worker, under the worker's own policy, without falling back to the page's thread.
  expect(workers).toEqual([expect.stringMatching(/^\/pagefind\/[0-9a-f]{12}\/pagefind-worker\.js$/)]);
  // Every file of the search came from the index's folder (immutable: a tab keeps its index). Fetched once each in a
  // browser; here twice, prefetched and fetched, as routing requests (fixtures.ts) turns the browser's cache off.
  const searchFiles = requests.filter((url) => url.startsWith('/pagefind/'));
  expect(searchFiles.every((url) => url.startsWith(workers[0]?.replace('pagefind-worker.js', '') ?? '-'))).toBe(true);
  expect(warnings).toEqual([]);

  await search(page, 'curso de split');
  const course = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Instalação e Manutenção de Ar Condicionado Split' }) });
  await expect(course.getByText(/^Curso · /)).toBeVisible();
});

test('the kind and the category narrow the results, and the address keeps the search (after #, never sent)', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await page.goto(SEARCH_PATH);
  await search(page, 'split');
  const everything = await resultCount(page);
  expect(everything).toBeGreaterThan(2);
  await expect(resultTitles(page)).toHaveCount(Math.min(everything, 12));

  await page.getByRole('radio', { name: 'Cursos' }).check();
  await expect(page.getByRole('status')).not.toHaveText(`${everything} resultados para “split”:`);
  const courses = await resultCount(page);
  expect(courses).toBeGreaterThan(0);
  expect(courses).toBeLessThan(everything);
  await expect(resultTitles(page)).toHaveCount(courses);
  await expect(results(page).getByText(/^Curso · /)).toHaveCount(courses);

  await page.getByRole('radio', { name: 'Artigos do blog' }).check();
  await page.getByLabel('Categoria', { exact: true }).selectOption('Dicas');
  await expect(resultTitles(page)).toHaveText(['Como escolher o ar condicionado split ideal para o seu ambiente']);
  await expect(results(page).getByText(/ · /)).toHaveText(['Artigo · Dicas']);

  expect(new URL(page.url()).hash).toBe('#q=split&tipo=Artigo&categoria=Dicas');
  expect(
    sent.filter((url) => /split/i.test(url)),
    'the words typed are in no request',
  ).toEqual([]);

  // The same address, opened again (a kept tab, a shared link), shows the same search.
  const shown = await resultTitles(page).allTextContents();
  await page.reload();
  await expect(page.getByLabel(FIELD)).toHaveValue('split');
  await expect(page.getByRole('radio', { name: 'Artigos do blog' })).toBeChecked();
  await expect(resultTitles(page)).toHaveText(shown);
});

test(`what is typed before the page's script runs is searched as soon as it runs ${MOBILE}`, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/early/search-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(SEARCH_PATH, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(FIELD).fill('refrigerante');
  release();
  await expect(page.getByRole('status')).toHaveText(/resultados? para “refrigerante”/);
  await expect(resultTitles(page).first()).toBeVisible();
});

test('no other page loads anything of the search, and only the search page may compile WebAssembly', async ({
  page,
  request,
}) => {
  const requests = searchRequests(page);
  for (const path of [
    '/',
    '/cursos/instalacao-manutencao-split-system',
    '/blog/fluidos-refrigerantes-r32-r290-o-que-muda',
    '/contato',
  ]) {
    await page.goto(path);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 600);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy, `${path}: its policy`).not.toContain('wasm-unsafe-eval');
  }
  expect(requests).toEqual([]);
  const searchPage = await (await request.get(SEARCH_PATH)).text();
  expect(searchPage).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
});

test('when the index has changed under an open page (a publication), the page says so and still offers the way on', async ({
  page,
}) => {
  await page.route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(SEARCH_PATH);
  await page.getByLabel(FIELD).fill('split');
  await expect(page.getByRole('status')).toHaveText(/^A busca não está disponível agora .*Recarregue a página/);
  await expect(page.getByRole('heading', { name: 'Nossos cursos' })).toBeVisible();
});

test(`without JavaScript the search page says so and lists the courses and the blog's categories ${EVERY_WIDTH}`, async ({
  browser,
  page,
  baseURL,
}) => {
  const noScript = await pageWithoutJavaScript(browser, page, baseURL ?? '');
  await noScript.goto(SEARCH_PATH);
  await expect(
    noScript.getByRole('main').getByText(/^A busca do site precisa do JavaScript ativado no navegador\./),
  ).toBeVisible();
  await expect(noScript.getByRole('search')).toBeHidden();
  await expect(noScript.getByRole('region', { name: 'Nossos cursos' }).getByRole('link')).toHaveCount(4);
  await expect(noScript.getByRole('region', { name: 'Categorias do blog' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/blog\/categoria\//,
  );
  await noScript.context().close();
});

test(`the search page with results passes axe (WCAG 2.2 A/AA) ${EVERY_WIDTH}`, async ({ page }) => {
  await page.goto(SEARCH_PATH);
  await search(page, 'ar condicionado');
  await expect(resultTitles(page).first()).toBeVisible();
  await expectNoAxeViolations(page, 'on /busca with results');
});
