import { readFileSync } from 'node:fs';
import path from 'node:path';
import { courses } from '../content/courses';
import { policies } from '../content/policies';
import { lateTerms } from '../content/rules/payment-terms';
import { site } from '../content/site';
import { terms } from '../content/terms';
import { LIMITING_CLAUSE_LABEL } from '../components/terms/limiting-clause';
import { isEasy, readingEase } from '../lib/reading-ease';
import { parsePage } from '../scripts/postbuild/html';
import { pageBlocks } from '../scripts/postbuild/reading-ease';
import { TERMS_PATH } from '../lib/terms';
import { expect, test } from './support/fixtures';
import { courseAt } from './support/helpers';
import { EVERY_WIDTH } from './support/widths';

/**
 * The terms of enrolment (/termos-de-inscricao), the contract's summary Decreto 7.962/2013 art. 4 asks a site to show
 * before the purchase and to let the buyer keep: reached from the enrolment dialog (same tab) and the footer, built
 * from the same data as the course pages, its limiting clauses standing out, easy to read, and printable as a clean
 * document. The every-page gates (e2e/quality/: axe AAA, reflow at 320 px, target size) crawl it like any page.
 */

const course = courseAt(0);

test(
  'the enrolment dialog\'s "termos de inscrição" opens the terms in the same tab',
  { tag: EVERY_WIDTH },
  async ({ page }) => {
    await page.goto(`/cursos/${course.slug}`);
    await page
      .getByRole('complementary', { name: 'Detalhes do curso' })
      .getByRole('button', { name: 'Inscreva-se Agora' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar inscrição' });
    await expect(dialog).toBeVisible();
    // The spec's sentence is unchanged: the link is its own words.
    await expect(dialog.getByRole('paragraph')).toContainText(
      'Ao confirmar, você concorda com os termos de inscrição da escola e nossa equipe entrará em contato para combinar os próximos passos.',
    );
    const link = dialog.getByRole('link', { name: 'termos de inscrição' });
    await expect(link).not.toHaveAttribute('target');
    const pagesBefore = page.context().pages().length;
    await link.click();
    await expect(page).toHaveURL(TERMS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de inscrição' })).toBeVisible();
    expect(page.context().pages()).toHaveLength(pagesBefore);
    await expect(page).toHaveTitle('Termos de Inscrição | Frio Norte');
  },
);

test('the footer leads to the terms of enrolment', async ({ page }) => {
  await page.goto('/sobre');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de inscrição', exact: true }).click();
  await expect(page).toHaveURL(TERMS_PATH);
});

test('the terms say what is bought, the rules and who the school is, from the same data as the course pages', async ({
  page,
}) => {
  await page.goto(TERMS_PATH);
  const main = page.getByRole('main');
  await expect(main.getByText(terms.introduction)).toBeVisible();

  const bought = main.getByRole('region', { name: 'O que você contrata' });
  const rows = bought.getByRole('table', { name: 'Os cursos e os seus certificados' }).getByRole('row');
  await expect(rows).toHaveCount(courses.length + 1);
  for (const [index, each] of courses.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('link', { name: each.title })).toHaveAttribute('href', `/cursos/${each.slug}`);
    await expect(row).toContainText(`${each.certificate.hours} horas, emitido por ${each.certificate.issuer}`);
  }

  // Each rule that limits the student's rights stands out, in words (Decreto 7.962/2013 art. 4 I; CDC art. 54 § 4).
  for (const [section, rule] of [
    ['Preço e pagamento', lateTerms(policies.payment).toLowerCase()],
    ['Desistência e reembolso', policies.cancellation],
    ['Faltas, reposição e certificado', policies.makeUpLessons],
    ['Tamanho da turma', policies.belowMinimum],
  ] as const) {
    const region = main.getByRole('region', { name: section });
    await expect(region.getByText(LIMITING_CLAUSE_LABEL)).toBeVisible();
    await expect(region).toContainText(rule);
  }
  await expect(main.getByRole('region', { name: 'Desistência e reembolso' })).toContainText('7 dias');

  const school = main.getByRole('region', { name: 'Quem é a escola' });
  await expect(school).toContainText(site.legalName);
  await expect(school).toContainText(site.cnpj);
  await expect(main.getByRole('region', { name: 'Seus dados pessoais' }).getByRole('listitem')).toHaveText(
    terms.personalData,
  );
});

test('the terms read as "fácil" or easier (Flesch, as the page report measures)', () => {
  const html = readFileSync(path.join('out', `${TERMS_PATH}.html`), 'utf8');
  // The blocks the page report measures (the post-build pass), read from the built page with its HTML parser.
  const ease = readingEase(pageBlocks(parsePage(html)));
  expect(ease, 'running text found in the built page').toBeDefined();
  expect(isEasy(ease!), `score ${ease?.score}, longest: ${JSON.stringify(ease?.longest)}`).toBe(true);
});

test("printed, the terms are the page's own text: no menu, contact bar, footer or notices", async ({ page }) => {
  await page.goto(TERMS_PATH);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de inscrição' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(page.getByRole('link', { name: site.email }).first()).toBeHidden();
  const colours = await page
    .getByRole('main')
    .evaluate((main) => [
      ...new Set([main, ...main.querySelectorAll('*')].map((node) => getComputedStyle(node).color)),
    ]);
  expect(colours).toEqual(['rgb(0, 0, 0)']);
});
