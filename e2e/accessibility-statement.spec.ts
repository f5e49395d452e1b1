import * as promised from '../lib/accessibility';
import { site } from '../content/site';
import { expect, test } from './support/fixtures';
import { EVERY_WIDTH } from './support/widths';

/**
 * The accessibility statement (/acessibilidade), in the eMAG and GOV.UK manner: reached from the footer of every page,
 * it states the standard, the tests, the known exceptions and how to report a barrier. Its facts are the values the
 * quality gates run with (lib/accessibility.ts), so what it promises is what the suite checks.
 */

test('the footer leads to the accessibility statement', { tag: EVERY_WIDTH }, async ({ page }) => {
  await page.goto('/cursos');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade', exact: true }).click();
  await expect(page).toHaveURL(promised.ACCESSIBILITY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Declaração de acessibilidade' })).toBeVisible();
  await expect(page).toHaveTitle('Declaração de Acessibilidade | Frio Norte');
});

test('the statement says the standard, the tests, the exceptions and how to report, with the values the gates check', async ({
  page,
}) => {
  await page.goto(promised.ACCESSIBILITY_PATH);
  const main = page.getByRole('main');
  const standard = main.getByRole('region', { name: 'O padrão que seguimos' });
  await expect(standard).toContainText(`${promised.STANDARDS.wcag}, nível ${promised.STANDARDS.level}`);
  await expect(standard).toContainText(promised.STANDARDS.emag);
  await expect(standard).toContainText(`${promised.ENHANCED_CONTRAST_RATIO}:1`);
  await expect(standard).toContainText(`${promised.MIN_TARGET_PX} × ${promised.MIN_TARGET_PX} pixels`);
  await expect(standard).toContainText(`${promised.NARROWEST_WIDTH_PX} pixels`);

  const tests = main.getByRole('region', { name: 'Como testamos' });
  await expect(tests).toContainText(
    `${promised.AUDITED_WIDTHS_PX.phone} e ${promised.AUDITED_WIDTHS_PX.desktop} pixels`,
  );
  await expect(tests.getByRole('listitem')).toHaveText(promised.READER_SETTINGS.map((setting) => `${setting};`));

  const exceptions = main.getByRole('region', { name: 'O que ainda não está completo' });
  await expect(exceptions.getByRole('term')).toHaveText(promised.KNOWN_EXCEPTIONS.map((exception) => exception.title));
  await expect(exceptions.getByRole('definition')).toHaveText(
    promised.KNOWN_EXCEPTIONS.map((exception) => exception.detail),
  );

  const report = main.getByRole('region', { name: 'Encontrou uma barreira?' });
  await expect(report).toContainText(`Respondemos em até ${promised.REPORT_ANSWER_BUSINESS_DAYS} dias úteis`);
  await expect(report.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}?subject=Acessibilidade%20do%20site`,
  );
  await expect(report.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phoneHref}`);
  await expect(report.getByRole('link', { name: 'formulário de contato' })).toHaveAttribute('href', '/contato');
  await expect(report.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});
