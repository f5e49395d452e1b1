import { load } from 'cheerio';
import { pageReportPath } from '../content/rules/serving';
import { expect, test } from './support/fixtures';

/**
 * Marketing's page report at /admin/paginas: every page of the sitemap, with the Google result and the WhatsApp card
 * each page's own head gives (title, description, share image): read from the same registry, it cannot disagree.
 */

test('the page report shows every sitemap page with the title, description and share image the page itself has', async ({ page, request }) => {
  test.setTimeout(60_000);
  const sitemap = load(await (await request.get('/sitemap.xml')).text(), { xml: true });
  const paths = sitemap('url > loc')
    .map((_, loc) => new URL(sitemap(loc).text()).pathname.replace(/(.)\/$/, '$1'))
    .get();
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(10);
  expect(paths, 'the report is not in the sitemap').not.toContain(pageReportPath);

  await page.goto(pageReportPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório das páginas' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(paths.length);
  for (const path of paths) {
    const head = load(await (await request.get(path)).text());
    const title = head('head > title').text();
    const description = head('head > meta[name="description"]').attr('content') ?? '';
    const shareImage = new URL(head('head > meta[property="og:image"]').attr('content') ?? '').pathname;
    const entry = page.getByRole('article', { name: path, exact: true });
    await expect(entry.getByRole('link', { name: title, exact: true }), `${path}: its Google title`).toHaveAttribute('href', path);
    await expect(entry.getByText(description, { exact: true }).first(), `${path}: its description`).toBeVisible();
    await expect(entry.getByRole('img'), `${path}: its WhatsApp image`).toHaveAttribute('src', shareImage);
    await expect(entry.getByText(`Título: ${title.length} de no máximo 60 caracteres`)).toBeVisible();
    await expect(entry.getByText(`Descrição: ${description.length} caracteres (de 70 a 160)`)).toBeVisible();
  }
});

test('the page report is kept out of search engines and leads back to the editor', async ({ page, request }) => {
  const response = await page.goto(pageReportPath);
  expect(response?.status()).toBe(200);
  await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots, 'robots.txt keeps crawlers out of /admin and what is under it').toMatch(/^Disallow: \/admin$/m);
  await expect(page.getByRole('link', { name: 'Voltar ao editor' })).toHaveAttribute('href', '/admin');
});

test('the page report says which version is live: when it was built, in Brasília time, and from which commit', async ({ page }) => {
  await page.goto(pageReportPath);
  const live = page.getByText(/^Versão no ar: publicada em /);
  await expect(live).toHaveText(/^Versão no ar: publicada em \d{1,2} de [a-zç]+ de \d{4}, \d{2}:\d{2} \(horário de Brasília\), do commit [0-9a-f]{7}\.$/);
  // The moment is machine-readable too, and is the build's (not the visitor's) time.
  const moment = await live.locator('time').getAttribute('datetime');
  expect(Number.isNaN(Date.parse(moment ?? ''))).toBe(false);
});
