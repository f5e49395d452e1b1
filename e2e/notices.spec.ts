import type { Locator, Page } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { advanceClock, openWithFrozenClock } from './support/helpers';
import { noticeArea, notices, waitForNoticeLibrary, waitForScriptedControl } from './quality/states';

/**
 * The notification area (spec §2 shared layout, §8, §9): "not implemented" notices last 3000 ms, only one
 * notice is on screen at a time, each can be closed, F8 moves focus to the area, and the area is a
 * persistent polite live region so that screen readers announce new notices. Before the page's script runs
 * (or without JavaScript), the "not implemented" buttons open the same notice as a native popover.
 */

const NOT_IMPLEMENTED_TITLE = '🚧 Funcionalidade não implementada';
const NOT_IMPLEMENTED_DESCRIPTION = 'Este recurso ainda não está disponível. Peça no próximo prompt! 🚀';

/**
 * The notification area is fetched at the visitor's first interaction. Tests that time a notice with a frozen clock
 * first focus its button, as a keyboard user reaching it would, and wait for the area, so that the click shows the
 * notice at once, as on a page where the visitor has already interacted. (The tests with a running clock
 * click straight away: the notice then waits for the area.)
 */
async function focusFirst(page: Page, trigger: Locator): Promise<void> {
  await trigger.focus();
  await waitForNoticeLibrary(page);
  await expect(noticeArea(page)).toHaveAttribute('aria-live', 'polite');
}

function footerButton(page: Page, name: string): Locator {
  return page.getByRole('contentinfo').getByRole('button', { name, exact: true });
}

async function expectNotImplementedNotice(page: Page) {
  await expect(notices(page)).toHaveCount(1);
  const notice = notices(page).first();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(NOT_IMPLEMENTED_TITLE);
  await expect(notice).toContainText(NOT_IMPLEMENTED_DESCRIPTION);
}

const footerTriggers = [
  'Ar Condicionado Split',
  'Mecânico em Refrigeração e A/C',
  'Câmaras Frigorificas',
  'Política de Privacidade',
  'Trabalhe Conosco',
];

for (const name of footerTriggers) {
  test(`footer "${name}" shows the "not implemented" notice`, async ({ page }) => {
    await page.goto('/');
    const trigger = footerButton(page, name);
    await waitForScriptedControl(trigger);
    await expect(notices(page)).toHaveCount(0);
    await trigger.click();
    await expectNotImplementedNotice(page);
  });
}

test('home "Garanta sua Vaga Agora" shows the "not implemented" notice', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('main').getByRole('button', { name: 'Garanta sua Vaga Agora' });
  await waitForScriptedControl(trigger);
  await trigger.click();
  await page.mouse.move(1, 1);
  await expectNotImplementedNotice(page);
});

test('the "not implemented" notice lasts 3000 ms', async ({ page }) => {
  await openWithFrozenClock(page, '/');
  const trigger = footerButton(page, 'Trabalhe Conosco');
  await waitForScriptedControl(trigger);
  await focusFirst(page, trigger);
  await trigger.click();
  // Keep the pointer off the notice: hovering a notice pauses its timer.
  await page.mouse.move(1, 1);

  await advanceClock(page, 2500);
  await expectNotImplementedNotice(page);

  await advanceClock(page, 500 + 300); // 3 s plus the exit animation
  await expect(notices(page)).toHaveCount(0);
});

test('only one notice is on screen at a time: a new notice replaces the current one', async ({ page }) => {
  await openWithFrozenClock(page, '/');
  const privacy = footerButton(page, 'Política de Privacidade');
  const careers = footerButton(page, 'Trabalhe Conosco');
  await waitForScriptedControl(careers);
  await focusFirst(page, privacy);
  await privacy.click();
  await careers.click();
  await page.mouse.move(1, 1);

  await advanceClock(page, 300); // past the exit animation of the replaced notice
  await expectNotImplementedNotice(page);
  await advanceClock(page, 1000);
  await expect(notices(page)).toHaveCount(1);
});

test('a different notice replaces the one on screen', async ({ page }) => {
  const course = courses[0];
  if (!course) throw new Error('content/courses.ts has no course');
  await page.goto(`/cursos/${course.slug}`);
  const enrol = page.getByRole('button', { name: 'Inscreva-se Agora' });
  await waitForScriptedControl(enrol);
  await waitForScriptedControl(footerButton(page, 'Trabalhe Conosco'));
  await enrol.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText('Inscrição realizada com sucesso!');

  await footerButton(page, 'Trabalhe Conosco').click();
  await page.mouse.move(1, 1);
  await expectNotImplementedNotice(page);
  await expect(notices(page)).not.toContainText('Inscrição realizada com sucesso!');
});

test('"Fechar notificação" dismisses the notice', async ({ page }) => {
  await page.goto('/');
  const trigger = footerButton(page, 'Política de Privacidade');
  await waitForScriptedControl(trigger);
  await trigger.click();
  await expectNotImplementedNotice(page);

  await noticeArea(page).getByRole('button', { name: 'Fechar notificação' }).click();
  await expect(notices(page)).toHaveCount(0);
});

test('F8 moves the focus to the notification area', async ({ page }) => {
  await page.goto('/');
  const trigger = footerButton(page, 'Trabalhe Conosco');
  await waitForScriptedControl(trigger);
  await trigger.click();
  await expectNotImplementedNotice(page);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('F8');
  // The region with the notice: sonner's, or the early one finishing its notice while sonner's arrives beside it.
  const area = noticeArea(page).filter({ has: page.getByRole('listitem') });
  const focusIsInArea = await area.evaluate((element) => element.contains(document.activeElement));
  expect(focusIsInArea).toBe(true);
  await expect(area.getByRole('list')).toBeFocused();
  await expect(area).toHaveAttribute('aria-label', /^Notificações.*F8/);
});

test('the notification area is a persistent polite live region, present before any notice', async ({ page }) => {
  await page.goto('/');
  const trigger = footerButton(page, 'Ar Condicionado Split');
  await waitForScriptedControl(trigger);
  // The area is fetched at the visitor's first interaction; reaching the button (as a keyboard or screen-reader
  // user does before pressing it) is one.
  await trigger.focus();

  // sonner takes over the area with its own region as it arrives (the early one is hidden): wait for it, so that the
  // region marked below is the one the click's notice goes to.
  await waitForNoticeLibrary(page);
  const area = noticeArea(page);
  await expect(area).toHaveCount(1);
  await expect(area).toHaveAttribute('aria-live', 'polite');
  await expect(notices(page)).toHaveCount(0);
  // Mark the element so we can tell whether the notice lands in this very element (not a newly created one).
  await area.evaluate((element) => element.setAttribute('data-e2e-marker', 'before-notice'));

  await trigger.click();
  await expectNotImplementedNotice(page);
  await expect(area).toHaveAttribute('data-e2e-marker', 'before-notice');
  await expect(area).toHaveAttribute('aria-live', 'polite');
  // No element inside the region turns announcements off for the new notice.
  const silenced = await area.evaluate((element) =>
    Array.from(element.querySelectorAll('[aria-live]')).some((node) => node.getAttribute('aria-live') === 'off'),
  );
  expect(silenced).toBe(false);
});

test('if the notification library fails to download, the early region goes on showing the notices', async ({
  page,
}) => {
  // sonner cannot be downloaded once the framework is there, as on a phone that lost its connection for a moment.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('data-sonner-toaster')) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  const failure = page.waitForEvent('console', (message) =>
    message.text().includes('Não foi possível carregar a área de notificações'),
  );
  await page.goto('/');
  const trigger = footerButton(page, 'Trabalhe Conosco');
  await waitForScriptedControl(trigger);
  await failure;
  await trigger.click();
  await expectNotImplementedNotice(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a "not implemented" button opens the same notice natively, which closes with its button', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: NOT_IMPLEMENTED_TITLE });
    await expect(notice).toBeHidden();
    await footerButton(page, 'Política de Privacidade').click();
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAccessibleDescription(NOT_IMPLEMENTED_DESCRIPTION);
    await notice.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(notice).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Garanta sua Vaga Agora' }).click();
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
  });
});
