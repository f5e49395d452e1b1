import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openHydrated } from './gates';
import { enrolButton, enrolmentDialog, firstCoursePath, noticeArea, notices } from './states';

/**
 * The four journeys as a screen reader meets them: at each step, the accessibility tree of what the reader is on
 * (names, roles, states, in reading order) and of what is announced (the notices' live region, the dialog's title,
 * the search's result count), pinned as ARIA snapshots in journeys.spec.ts-snapshots/. A change that renames or
 * reorders what a screen reader hears fails here; update it on purpose (`npm run test:e2e -- journeys
 * --update-snapshots`) and read the diff. Parts that change with the calendar (the dated classes) are left out.
 */

async function expectHeard(locator: Locator, name: string): Promise<void> {
  await expect(locator).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
}

/** The notice a screen reader hears, once it is the only one on screen. */
async function expectAnnounced(page: Page, name: string): Promise<void> {
  await expect(notices(page)).toHaveCount(1);
  await expectHeard(noticeArea(page).filter({ has: page.getByRole('listitem') }), name);
}

test('choose a course and enrol', async ({ page }) => {
  await openHydrated(page, '/');
  await expectHeard(page.getByRole('navigation', { name: 'Menu principal' }), 'enrol-1-main-menu');

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'CURSOS', exact: true })
    .click();
  await expect(page).toHaveURL(/#cursos$/);
  await expectHeard(page.getByRole('region', { name: 'Todos os nossos cursos' }), 'enrol-2-course-carousel');

  await openHydrated(page, firstCoursePath());
  await expectHeard(page.getByRole('navigation', { name: 'Trilha de navegação' }), 'enrol-3-course-breadcrumbs');
  await expectHeard(page.getByRole('main').getByRole('heading', { level: 1 }), 'enrol-3-course-title');
  await expectHeard(enrolButton(page), 'enrol-3-enrol-button');

  await enrolButton(page).click();
  await expect(enrolmentDialog(page)).toBeVisible();
  await expectHeard(enrolmentDialog(page), 'enrol-4-dialog');

  await enrolmentDialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(enrolmentDialog(page)).toBeHidden();
  await expectAnnounced(page, 'enrol-5-notice');
});

test('contact the school', async ({ page }) => {
  await openHydrated(page, '/contato');
  const form = page.getByRole('form', { name: 'Envie sua mensagem' });
  await expectHeard(form, 'contact-1-form');

  await form.getByLabel('Nome Completo').fill('Maria Aparecida Souza');
  await form.getByLabel('E-mail').fill('maria.souza@example.com.br');
  await form.getByLabel('Assunto').fill('Turma de sábado');
  await form.getByLabel('Mensagem').fill('Gostaria de saber se há turma aos sábados.');
  await expectHeard(form, 'contact-2-filled');

  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expectAnnounced(page, 'contact-3-notice');
  await expectHeard(form, 'contact-4-form-after');
});

test('search the site', async ({ page }) => {
  await openHydrated(page, '/busca');
  const search = page.getByRole('search', { name: 'Buscar no site' });
  await expectHeard(search, 'search-1-form');

  await search.getByRole('searchbox').fill('R-290');
  await expect(page.getByRole('status').filter({ hasText: '“R-290”' })).toBeVisible();
  await expectHeard(page.getByRole('status').filter({ hasText: '“R-290”' }), 'search-2-count');
  await expectHeard(page.getByRole('list', { name: 'Resultados da busca' }), 'search-3-results');
});

test('read a post and share it', async ({ page, context }) => {
  // A visitor's browser lets a page write to the clipboard on a tap; a browser under automation may ask first.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/blog');
  await expectHeard(page.getByRole('navigation', { name: 'Categorias do blog' }), 'post-1-categories');

  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await openHydrated(page, new URL(page.url()).pathname);
  await expectHeard(page.getByRole('main').getByRole('article').locator('header').first(), 'post-2-header');

  const copy = page.getByRole('button', { name: 'Copiar link' }).first();
  await expectHeard(copy.locator('xpath=..'), 'post-3-share');
  await copy.click();
  await expectAnnounced(page, 'post-4-notice');
});
