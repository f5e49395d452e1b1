import type { Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { NOTICE_TEXTS } from '../../lib/early/notices/catalogue';
import { CONSOLE_LABEL } from '../../lib/early/contact-message';
import { expect, test } from './modes';
import { expectNoticeFor, notices, openFrozen, untilNoticeSays } from './notice-timing';

/**
 * Every behaviour of the spec, done by the visitor's first tap, on a phone (pt-BR, touch), in three fields
 * (modes.ts): the framework blocked, the framework arriving in the middle of the interaction, and a browser without
 * popovers nor invoker commands. Where the framework arrives, it must take over where the visitor is: the open notice
 * left to its end, the slide, the form's text. The notices and the carousels have their own files (notices.spec.ts,
 * carousels.spec.ts).
 */

test.describe('the menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal (celular)', exact: true });

  test('opens on the first tap, closes with its button and Escape, and closes when an entry is chosen', async ({
    page,
    framework,
  }) => {
    await page.goto('/sobre');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAccessibleName('Fechar menu');
    await framework.arrive();
    await menuButton(page).tap();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: 'DEPOIMENTOS' }).tap();
    await expect(page).toHaveURL(/\/depoimentos$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/depoimentos|alunos/i);
    await expect(menu(page)).toBeHidden();
  });

  test('on the home page, CURSOS closes the menu and goes to the courses', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: 'CURSOS' }).tap();
    await expect(menu(page)).toBeHidden();
    await expect(page.locator('#cursos')).toBeInViewport();
  });
});

test.describe('the enrolment dialog', () => {
  const course = courses[1] ?? courses[0];
  const path = `/cursos/${course?.slug}`;
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmar inscrição' });
  const enrol = (page: Page) => page.getByRole('button', { name: 'Inscreva-se Agora' }).first();

  test('Cancel and Close close it, from the first tap', async ({ page, framework }) => {
    await page.goto(path);
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).tap();
    await expect(dialog(page)).toBeHidden();
    await framework.arrive();
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Fechar', exact: true }).tap();
    await expect(dialog(page)).toBeHidden();
  });

  test('Confirm closes it and shows the success notice naming the course, for 5 s on screen', async ({
    page,
    framework,
  }) => {
    await openFrozen(page, path);
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    // In the legacy field the framework came with the first tap; it is let in before Confirm, so that sonner, not
    // the early region, takes this notice (the other two fields try the early region).
    if (framework.mode === 'legacy') await framework.arrive({ frozen: true });
    await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).tap();
    await expect(dialog(page)).toBeHidden();
    const shown = await untilNoticeSays(page, NOTICE_TEXTS.enrolmentDescription(course?.title ?? ''));
    const elapsed = await framework.arrive({ frozen: true });
    await expectNoticeFor(page, NOTICE_TEXTS.enrolmentTitle, 5000, shown + elapsed);
  });
});

test.describe("a course page's answers", () => {
  test('each question opens its answer on the first tap and closes on the next, the framework arriving meanwhile', async ({
    page,
    framework,
  }) => {
    const course = courses[0];
    await page.goto(`/cursos/${course?.slug}`);
    const questions = page.getByRole('region', { name: 'Perguntas frequentes' }).locator('details');
    const first = questions.first();
    const answer = first.locator('p');
    await expect(answer).toBeHidden();
    await first.locator('summary').tap();
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(course?.questions[0]?.answer ?? '');
    await framework.arrive();
    await first.locator('summary').tap();
    await expect(answer).toBeHidden();
    const policy = questions.filter({ hasText: 'E se eu desistir?' });
    await policy.locator('summary').tap();
    await expect(policy.locator('p')).toContainText('7 dias');
  });
});

test.describe('the contact form', () => {
  test('the browser checks the fields, then the draft goes to the console, the thank-you notice shows and the fields clear', async ({
    page,
    framework,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openFrozen(page, '/contato');
    const send = page.getByRole('button', { name: 'Enviar Mensagem' });
    await send.tap();
    await expect(page.getByLabel('Nome Completo')).toBeFocused();
    expect(
      await page.getByLabel('Nome Completo').evaluate((field: HTMLInputElement) => field.validity.valueMissing),
    ).toBe(true);
    await expect(notices(page)).toHaveCount(0);

    await page.getByLabel('Nome Completo').fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Assunto').fill('Turma de março');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Quero saber o horário.');
    await framework.arrive({ frozen: true });
    // What was typed before the framework arrived is still there.
    await expect(page.getByLabel('Nome Completo')).toHaveValue('Ana Souza');
    await send.tap();
    await expect.poll(() => logged.find((text) => text.startsWith(CONSOLE_LABEL))).toContain('Ana Souza');
    await expect(page.getByLabel('Nome Completo')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    await expectNoticeFor(page, NOTICE_TEXTS.contactSent.title, 5000, 0);
    await expect(page).toHaveURL(/\/contato$/);
  });
});

test.describe('"Copiar link"', () => {
  test('puts the address on the clipboard and says so', async ({ page, context, framework }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const post = '/blog/fluidos-refrigerantes-r32-r290-o-que-muda';
    await page.goto(post);
    await page.getByRole('button', { name: 'Copiar link' }).tap();
    await expect(notices(page).first()).toContainText('Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${post}$`));
    await framework.arrive();
  });
});
