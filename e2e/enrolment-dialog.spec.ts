import type { Locator, Page, Request } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { advanceClock, courseAt, openWithFrozenClock } from './support/helpers';
import { notices, waitForNoticeLibrary, waitForScriptedControl } from './quality/states';
import { holdFrameworkScripts } from './support/held-scripts';
import { isRoutePrefetch, requestWithin } from './support/requests';

/**
 * The enrolment confirmation on a course page (spec §2 Course detail, §4, §5, §7, §8): a dialog without
 * inputs that closes on Cancelar, Fechar, Escape or Confirmar; confirming only shows a 5 s success notice
 * and makes no request. It is the browser's own <dialog>: without JavaScript (or before the page's script runs)
 * it opens and closes the same way, and Confirmar shows the success notice as a native popover. In a browser without
 * invoker commands, the early script's polyfill opens it (e2e/first-tap/, the "no popover nor commands" field).
 */

/** The course at a 0-based position of content/courses.ts. */

const course = courseAt(1);
const COURSE_PATH = `/cursos/${course.slug}`;
const SUCCESS_TITLE = 'Inscrição realizada com sucesso!';
const successDescription = (title: string) =>
  `Parabéns! Você garantiu sua vaga no curso de ${title}. Entraremos em contato em breve.`;

function enrolButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Inscreva-se Agora' });
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Confirmar inscrição' });
}

/** Opens the course page (`path`; null: the page already open) and its enrolment dialog. */
async function openDialog(page: Page, path: string | null = COURSE_PATH) {
  if (path) await page.goto(path);
  await waitForScriptedControl(enrolButton(page));
  await enrolButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

test('"Inscreva-se Agora" opens a confirmation dialog without any input', async ({ page }) => {
  await openDialog(page);
  const box = dialog(page);
  await expect(box.getByRole('heading', { name: 'Confirmar inscrição' })).toBeVisible();
  await expect(box).toContainText(course.title);
  await expect(box).toContainText(/ao confirmar, você concorda com os termos/i);
  await expect(box).toContainText(/nossa equipe entrará em contato/i);

  for (const role of [
    'textbox',
    'checkbox',
    'combobox',
    'radio',
    'spinbutton',
    'listbox',
    'slider',
    'switch',
  ] as const) {
    await expect(box.getByRole(role)).toHaveCount(0);
  }
  await expect(box.locator('input, textarea, select, [contenteditable="true"]')).toHaveCount(0);
  await expect(box.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Confirmar inscrição' })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Fechar' })).toBeVisible();
});

test('Cancelar closes the dialog and gives the focus back to "Inscreva-se Agora"', async ({ page }) => {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(enrolButton(page)).toBeFocused();
  await expect(notices(page)).toHaveCount(0);
});

test('the "Fechar" button closes the dialog', async ({ page }) => {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(enrolButton(page)).toBeFocused();
  await expect(notices(page)).toHaveCount(0);
});

test('Escape closes the dialog', async ({ page }) => {
  await openDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(enrolButton(page)).toBeFocused();
  await expect(notices(page)).toHaveCount(0);
});

test('the keyboard focus stays inside the open dialog', async ({ page }) => {
  await page.goto(COURSE_PATH);
  await waitForScriptedControl(enrolButton(page));
  await enrolButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // The least destructive answer has the focus first (WAI-ARIA's dialog pattern), not the terms' link above it.
  await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();

  const visited = new Set<string>();
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await dialog(page).evaluate((box) => {
      const active = document.activeElement as HTMLElement | null;
      return {
        inside: Boolean(active && box.contains(active)),
        name: active?.getAttribute('aria-label') || active?.textContent?.trim() || '',
      };
    });
    expect(focused.inside, `Tab #${presses + 1} left the dialog`).toBe(true);
    visited.add(focused.name);
  }
  // Tab cycles through everything the dialog holds: the terms' link and its three buttons.
  expect([...visited].sort()).toEqual(['Cancelar', 'Confirmar inscrição', 'Fechar', 'termos de inscrição']);

  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog(page).evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
});

for (const each of courses) {
  test(`confirming on "${each.title}" closes the dialog and shows the success notice`, async ({ page }) => {
    await openDialog(page, `/cursos/${each.slug}`);
    await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(notices(page)).toHaveCount(1);
    await expect(notices(page).first()).toContainText(SUCCESS_TITLE);
    await expect(notices(page).first()).toContainText(successDescription(each.title));
  });
}

test('the success notice lasts 5000 ms', async ({ page }) => {
  await openWithFrozenClock(page, COURSE_PATH);
  await openDialog(page, null);
  // Opening the dialog was the first interaction, which fetches the notification area: the notice is timed once it is
  // there (sonner's, marked on <html>), so that the click shows it at once.
  await waitForNoticeLibrary(page);
  await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
  await page.mouse.move(1, 1); // a pointer resting on a notice pauses its timer

  await advanceClock(page, 4500);
  await expect(dialog(page)).toHaveCount(0);
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(SUCCESS_TITLE);
  await expect(notices(page).first()).toContainText(successDescription(course.title));

  await advanceClock(page, 500 + 500); // 5 s plus the exit animation
  await expect(notices(page)).toHaveCount(0);
});

test('confirming makes no request', async ({ page }) => {
  await page.goto(COURSE_PATH);
  await waitForScriptedControl(enrolButton(page));
  // What the page still loads is over before the confirmation is watched. A link passing under the resting pointer
  // as the page scrolls has its route prefetched, at any moment: those send nothing and are left out by what they
  // are (support/requests.ts).
  await enrolButton(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');

  const isCall = (request: Request) =>
    !isRoutePrefetch(request) &&
    (request.method() !== 'GET' ||
      ['fetch', 'xhr', 'document', 'websocket', 'eventsource', 'ping'].includes(request.resourceType()));
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await enrolButton(page).click();
  await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(notices(page).first()).toContainText(SUCCESS_TITLE);
  // A call ends this wait as soon as it starts; only "none" waits the whole second before it is believed.
  await requestWithin(page, 1000, isCall);

  const calls = requests
    .filter(isCall)
    .map((request) => `${request.method()} ${request.resourceType()} ${request.url()}`);
  expect(calls).toEqual([]);
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${COURSE_PATH}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog opens, and Cancelar, Fechar and Escape close it, giving the focus back', async ({ page }) => {
    await page.goto(COURSE_PATH);
    for (const close of [
      () => dialog(page).getByRole('button', { name: 'Cancelar' }).click(),
      () => dialog(page).getByRole('button', { name: 'Fechar', exact: true }).click(),
      () => page.keyboard.press('Escape'),
    ]) {
      await enrolButton(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(course.title);
      await expect.poll(() => dialog(page).evaluate((box) => box.contains(document.activeElement))).toBe(true);
      await close();
      await expect(dialog(page)).toHaveCount(0);
      await expect(enrolButton(page)).toBeFocused();
    }
  });

  test('Confirmar shows the success notice; its Fechar closes everything', async ({ page }) => {
    await page.goto(COURSE_PATH);
    await enrolButton(page).click();
    await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
    const success = page.getByRole('dialog', { name: SUCCESS_TITLE });
    await expect(success).toBeVisible();
    await expect(success).toHaveAccessibleDescription(successDescription(course.title));
    await expect(success.getByRole('button', { name: 'Fechar' })).toBeFocused();

    await success.getByRole('button', { name: 'Fechar' }).click();
    await expect(success).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
    await expect(enrolButton(page)).toBeFocused();

    // Opened again, it asks again.
    await enrolButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(success).toHaveCount(0);
  });
});

test('a dialog opened before the script runs is taken over by it', async ({ page }) => {
  const release = await holdFrameworkScripts(page);
  await page.goto(COURSE_PATH);
  await enrolButton(page).click();
  await expect(dialog(page)).toBeVisible();

  release();
  await waitForScriptedControl(enrolButton(page));
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(notices(page).first()).toContainText(SUCCESS_TITLE);
  await expect(enrolButton(page)).toBeFocused();
});

test('in a browser with invoker commands the button looks active from the first paint', async ({ page }) => {
  await holdFrameworkScripts(page);
  await page.goto(COURSE_PATH);
  await expect(enrolButton(page)).toHaveCSS('opacity', '1');
  await expect(enrolButton(page)).toHaveCSS('pointer-events', 'auto');
});
