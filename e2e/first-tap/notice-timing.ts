import type { Page } from '@playwright/test';
import { expect } from './modes';

// The notices and the frozen clock the first-tap specs time them on (e2e/first-tap/).

export const notices = (page: Page) => page.getByRole('region', { name: /^Notificações/ }).getByRole('listitem');
export const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

/** The frozen clock's step while a test waits for the page (untilOnFrozenClock). */
const STEP_MS = 10;

/**
 * Until `done` holds, on a frozen clock, which runs a step after each look that finds it false; returns the
 * milliseconds the clock ran meanwhile.
 */
async function untilOnFrozenClock(
  page: Page,
  done: () => Promise<boolean>,
  message: string,
  timeout: number,
): Promise<number> {
  let ran = 0;
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(STEP_MS);
        ran += STEP_MS;
        return false;
      },
      { message, timeout, intervals: [20] },
    )
    .toBe(true);
  return ran;
}

/**
 * Opens a page on a frozen clock (time only moves when the test says, page.clock.runFor), once its early script runs.
 * The starter asks for that script when the largest image paints, or a second after the image's decoding where the
 * browser names another element as the largest paint (lib/early/starter.ts): a second of the frozen clock, which runs
 * in small steps until the script has run.
 */
export async function openFrozen(page: Page, path: string) {
  await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
  await page.goto(path);
  await untilOnFrozenClock(
    page,
    async () => (await page.locator('html').getAttribute('data-early')) !== null,
    'the early script runs (data-early on <html>)',
    20_000,
  );
}

/**
 * Until the first notice on screen says `text`, on a frozen clock, which runs in small steps meanwhile; returns the
 * milliseconds of the clock the notice may have been on screen already: those of the last step, in which it appeared
 * (none if it was there at the first look). The early region draws a notice at once, sonner on its next timer: where
 * the framework came on its own before the tap (the legacy field), sonner draws it.
 */
export async function untilNoticeSays(page: Page, text: string): Promise<number> {
  const said = async () =>
    (
      await notices(page)
        .first()
        .textContent({ timeout: 50 })
        .catch(() => '')
    )?.includes(text) ?? false;
  const ran = await untilOnFrozenClock(page, said, `a notice says "${text}"`, 5000);
  return Math.min(ran, STEP_MS);
}

/**
 * Expects the one notice on screen to say `title` for `lasts` ms on screen, counted from when it appeared (not from
 * the tap, which the starter may have kept until the early script ran), `ran` of which already ran; then to go.
 * The clock first runs a moment: sonner draws a notice on its next timer.
 */
export async function expectNoticeFor(page: Page, title: string, lasts: number, ran: number) {
  // Off the notice: a pointer resting on it (where a tap left it) pauses its time, in sonner as in the early region.
  await page.mouse.move(1, 1);
  await page.clock.runFor(50);
  const elapsed = ran + 50;
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(title);
  await page.clock.runFor(Math.max(0, lasts - 150 - elapsed));
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(title);
  // The rest of its time, and sonner's exit animation.
  await page.clock.runFor(150 + 400);
  await expect(notices(page)).toHaveCount(0);
}
