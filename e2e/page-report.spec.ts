import { load } from 'cheerio';
import { VERSION_FILE_PATH, type LiveVersion } from '../content/rules/publication';
import { pageReportPath } from '../content/rules/serving';
import { SEARCH_PATH } from '../content/rules/site-search';
import { LIVE_COMMIT_ATTRIBUTE, STALE_WARNING_ATTRIBUTE } from '../lib/early/live-version';
import { EARLY_DIR } from '../lib/early-bundle';
import { LONGEST_SENTENCES_LABEL, READING_BANDS, READING_EASE_LABEL } from '../lib/reading-ease';
import { courses } from '../content/courses';
import { policyQuestions } from '../lib/course-questions';
import { FRAMEWORK_TEMPLATE_ID } from '../lib/early/loader';
import { expect, test } from './support/fixtures';
import { firstInteraction } from './support/helpers';

/**
 * Marketing's page report at /admin/paginas: every page of the sitemap, with the Google result and the WhatsApp card
 * each page's own head gives (title, description, share image): read from the same registry, it cannot disagree.
 */

test('the page report shows every sitemap page with the title, description and share image the page itself has', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const sitemap = load(await (await request.get('/sitemap.xml')).text(), { xml: true });
  const paths = sitemap('url > loc')
    .map((_, loc) => new URL(sitemap(loc).text()).pathname.replace(/(.)\/$/, '$1'))
    .get();
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(10);
  expect(paths, 'the report is not in the sitemap').not.toContain(pageReportPath);

  await page.goto(pageReportPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório das páginas' })).toBeVisible();
  // The search page too: out of the sitemap, but its card is what a shared search shows.
  await expect(page.getByRole('article')).toHaveCount(paths.length + 1);
  await expect(page.getByRole('article', { name: SEARCH_PATH, exact: true })).toContainText(
    'Página de resultados da busca: fica fora do Google',
  );
  for (const path of [...paths, SEARCH_PATH]) {
    const head = load(await (await request.get(path)).text());
    const title = head('head > title').text();
    const description = head('head > meta[name="description"]').attr('content') ?? '';
    const shareImage = new URL(head('head > meta[property="og:image"]').attr('content') ?? '').pathname;
    const entry = page.getByRole('article', { name: path, exact: true });
    await expect(entry.getByRole('link', { name: title, exact: true }), `${path}: its Google title`).toHaveAttribute(
      'href',
      path,
    );
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

test('the page report opens with what the site says that is no longer true, worked out for the day it is read', async ({
  page,
}) => {
  const review = page.getByRole('region', { name: 'Conteúdo para revisar' });
  const undated = courses.map(
    (course) =>
      `O curso "${course.title}" não tem turma com data marcada: a página dele diz "Ainda não há turma com data marcada".`,
  );
  // With the shipped content, read in 2026 or later: the 2025 badge, the September 2025 banner, no course dated, and
  // the year-end recess of 2025 the last one entered.
  await page.goto(pageReportPath);
  await expect(review.getByRole('listitem')).toHaveText([
    /^O selo "MATRÍCULAS 2025", no topo de todas as páginas, fala de um ano que já passou/,
    /^A página inicial anuncia a próxima turma para "Setembro de 2025", um mês que já passou/,
    ...undated,
    /^Os recessos da escola já passaram \(o último, "Recesso de fim de ano", terminou em 2 de janeiro de 2026\)/,
  ]);
  await expect(review.getByText('Nada para revisar')).toBeHidden();

  // Read on 3 September 2025, Londrina's evening (the built list knows nothing of that day): the class of the 8th
  // still says its places are open, and every course has a class to come.
  await page.clock.setFixedTime(new Date('2025-09-03T22:00:00-03:00'));
  await page.reload();
  await expect(review.locator('time')).toHaveText('3 de setembro de 2025');
  await expect(review.getByRole('listitem')).toHaveText([
    `A turma de "${courses.find(({ slug }) => slug === 'formacao-mecanica-refrigeracao-ar-condicionado')?.title}" começa em 5 dias (8 de setembro de 2025) e ainda diz "Vagas abertas": confira as vagas.`,
  ]);
});

test('the page report says which version is live: when it was built, in Brasília time, and from which commit', async ({
  page,
}) => {
  await page.goto(pageReportPath);
  const live = page.getByText(/^Versão no ar: publicada em /);
  await expect(live).toHaveText(
    /^Versão no ar: publicada em \d{1,2} de [a-zç]+ de \d{4}, \d{2}:\d{2} \(horário de Brasília\), do commit [0-9a-f]{7}\.$/,
  );
  // The moment is machine-readable too, and is the build's (not the visitor's) time.
  const moment = await live.locator('time').getAttribute('datetime');
  expect(Number.isNaN(Date.parse(moment ?? ''))).toBe(false);
});

test('the page report warns, when opened, that the daily publication stopped: a change was due and the live version is older', async ({
  page,
  request,
}) => {
  const live = (await (await request.get(VERSION_FILE_PATH)).json()) as LiveVersion;
  const warning = page.getByRole('status').filter({ hasText: 'A publicação diária parou' });
  // Opened an hour after the build: the report reads the live version file and says nothing.
  await page.clock.install({ time: new Date(Date.parse(live.builtAt) + 3_600_000) });
  await page.goto(pageReportPath);
  await expect(page.getByText(/^Versão no ar: publicada em /)).toContainText(live.commit.slice(0, 7));
  const slot = page.locator(`[${STALE_WARNING_ATTRIBUTE}]`);
  await expect(slot, 'the live version file was read').toHaveAttribute(LIVE_COMMIT_ATTRIBUTE, live.commit);
  await expect(slot).toBeHidden();

  // Built weeks ago, and no change due since (the daily run rightly sent nothing): no warning.
  const served = (version: object) =>
    page.route(VERSION_FILE_PATH, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...live, ...version }) }),
    );
  await served({ builtAt: '2026-11-02T09:10:00.000Z', dueBy: '2026-12-01T03:00:00.000Z' });
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00Z'));
  await page.reload();
  await expect(slot).toHaveAttribute(LIVE_COMMIT_ATTRIBUTE, live.commit);
  await expect(slot).toBeHidden();

  // A post was due on 25 November, and the live site is still the version of the 24th: the schedule was switched off.
  await page.unrouteAll();
  await served({ builtAt: '2026-11-24T09:10:00.000Z', dueBy: '2026-11-25T03:00:00.000Z' });
  await page.reload();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'A publicação diária parou: o site no ar devia ter mudado em 25 de novembro de 2026, 06:10 (horário de Brasília)',
  );
  await expect(warning).toContainText('e ainda é a versão de 24 de novembro de 2026, 06:10.');
  await expect(warning).toContainText('Avise a equipe técnica');
});

/** The rules of Meta's crawler the post-build step checks on each card (scripts/postbuild/whatsapp-card.ts), in order. */
const WHATSAPP_RULES = [
  'Título (og:title)',
  'Descrição (og:description)',
  'Endereço da página (og:url)',
  'Imagem (og:image)',
  'Endereço da imagem',
  'Arquivo da imagem',
  'Peso da imagem',
  'Largura da imagem',
  'Proporção da imagem',
];
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("every entry of the page report shows its WhatsApp card passing each of Meta's rules, as checked on the built site", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The report is filled in after the build, so it never loads the framework, whose hydration would undo that.
  const framework: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && !url.pathname.startsWith(`/${EARLY_DIR}/`)) framework.push(url.pathname);
    if (url.pathname.startsWith('/_next/static/flight/') || url.pathname.endsWith('.txt')) framework.push(url.pathname);
  });
  await page.goto(pageReportPath);
  await expect(
    page.locator(`template#${FRAMEWORK_TEMPLATE_ID}`),
    'no framework to load on the first interaction',
  ).toHaveCount(0);
  await firstInteraction(page);

  const entries = page.getByRole('article');
  const count = await entries.count();
  expect(count, 'entries in the report').toBeGreaterThan(10);
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    const path = await entry.getByRole('heading', { level: 3 }).textContent();
    await expect(
      entry.getByText('Cartão do WhatsApp: ok', { exact: true }),
      `${path}: its WhatsApp card`,
    ).toBeVisible();
    const rules = entry.getByRole('list', { name: 'Regras do WhatsApp conferidas' }).getByRole('listitem');
    await expect(rules, `${path}: each rule, passing`).toHaveText(
      WHATSAPP_RULES.map((rule) => new RegExp(`^${literally(rule)}: ok — .`)),
    );
  }
  await expect(page.getByText(/conferido na publicação|: falha/), 'no check left unfilled or failing').toHaveCount(0);
  expect(framework, 'framework requests after the first interaction').toEqual([]);
});

const BAND = READING_BANDS.map((band) => band.label).join('|');

test('every entry of the page report says how easy its text is to read, with its longest sentences, taken from the page itself', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(pageReportPath);
  const entries = page.getByRole('article');
  const count = await entries.count();
  const longest = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    const path = (await entry.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect(
      entry.getByText(new RegExp(`^${READING_EASE_LABEL}: \\d{1,3} de 100 \\((${BAND})\\)$`)),
      `${path}: its reading ease`,
    ).toBeVisible();
    const sentences = entry.getByRole('list', { name: LONGEST_SENTENCES_LABEL }).getByRole('listitem');
    const listed = await sentences.count();
    expect(listed, `${path}: its longest sentences, up to three`).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(3);
    const words = await sentences.evaluateAll((items) =>
      items.map((item) => Number(/\((\d+) palavras\)$/.exec(item.textContent ?? '')?.[1])),
    );
    expect(words, `${path}: longest first`).toEqual([...words].sort((a, b) => b - a));
    longest.set(path, ((await sentences.first().textContent()) ?? '').replace(/ \(\d+ palavras\)$/, ''));
  }
  await expect(
    page.getByText(`${READING_EASE_LABEL}: medida na publicação`),
    'no placeholder left unfilled',
  ).toHaveCount(0);

  // The sentences are the page's own, as a visitor reads them in its main content.
  for (const path of [courses[0] ? `/cursos/${courses[0].slug}` : '/', '/sobre']) {
    const sentence = longest.get(path);
    if (!sentence) throw new Error(`${path} is not in the report`);
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(sentence);
  }
});

test("each course's entry lists the page's questions, the school's rules too, each answer with its reading ease", async ({
  page,
}) => {
  await page.goto(pageReportPath);
  for (const course of courses) {
    const entry = page.getByRole('article', { name: `/cursos/${course.slug}` });
    await expect(
      entry.getByRole('heading', { name: 'Perguntas frequentes (facilidade de leitura das respostas)' }),
    ).toBeVisible();
    const rows = entry
      .getByRole('heading', { name: /^Perguntas frequentes/ })
      .locator('xpath=following-sibling::ol[1]')
      .getByRole('listitem');
    const questions = [
      ...course.questions.map(({ question }) => question),
      ...policyQuestions().map(({ question }) => question),
    ];
    await expect(rows).toHaveCount(questions.length);
    for (const [index, question] of questions.entries()) {
      // Every shipped answer reads as "fácil" or easier: the report's goal for marketing.
      await expect(rows.nth(index)).toHaveText(
        new RegExp(
          `^${question.replace(/[?()]/g, '\\$&')}( \\(regra da escola, em todos os cursos\\))?: \\d{2,3} de 100 \\((fácil|muito fácil)\\)$`,
        ),
      );
    }
  }
});
