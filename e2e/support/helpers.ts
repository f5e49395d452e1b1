import type { Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { FRAMEWORK_TEMPLATE_ID } from '../../lib/early/loader';
import { expect } from './fixtures';

/**
 * The visitor's first interaction, which brings the framework (scripts/postbuild/defer-scripts.ts): a Shift key
 * press, which moves nothing and is not on a link.
 */
export async function firstInteraction(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Makes the first interaction, then waits until the page says it is interactive: the root layout marks <html>
 * with `data-interactive` once the framework has hydrated it (components/layout/interactive-signal.tsx), a public
 * signal rather than React's internals; at once on a page that never loads the framework. Only for what needs
 * the framework: the controls that work natively (links, the mobile menu's popover, the dialog) need no wait.
 * With four workers on two cores hydration can take several seconds, hence the long timeout.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await firstInteraction(page);
  // A page without the framework's template (the not-found page) is as interactive as it gets from the start.
  if ((await page.locator(`template#${FRAMEWORK_TEMPLATE_ID}`).count()) === 0) return;
  await expect(page.locator('html'), 'the page becomes interactive (data-interactive on <html>)').toHaveAttribute(
    'data-interactive',
    '',
    { timeout: 20_000 },
  );
}

/** The course at a position of content/courses.ts, failing clearly if the content changed. */
export function courseAt(index: number) {
  const course = courses[index];
  if (!course) throw new Error(`content/courses.ts has no course #${index + 1}`);
  return course;
}

/**
 * Opens a page with the clock frozen at its first instant: timers and animation frames only run on
 * `advanceClock`. Unless `framework` is false, it then makes the first interaction and lets the clock run in 10 ms
 * steps until the page is interactive (the framework waits for timers while it starts); the timers the page sets
 * as it hydrates run on the test's clock from then on.
 */
export async function openWithFrozenClock(page: Page, path: string, { framework = true } = {}): Promise<void> {
  // The installed clock runs in real time until it is paused: pausing a minute ahead (no page is open yet, so no
  // timer fires meanwhile) never asks it to go back, however long a loaded machine takes between the two calls.
  await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
  await page.goto(path);
  await untilEarlyScriptRuns(page);
  if (framework) await interactOnFrozenClock(page);
}

/** Waits until the page's early script runs (lib/early/main.ts: its public signal, `data-early` on <html>). */
export async function untilEarlyScriptRuns(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the early script runs (data-early on <html>)').toHaveAttribute('data-early', '', {
    timeout: 20_000,
  });
}

/**
 * On a frozen clock: makes the first interaction and lets the clock run in 10 ms steps until the page is
 * interactive (the framework waits for timers while it starts). Small steps: the page's own timers (the hero's
 * inline autoplay) barely move while the framework loads.
 */
export async function interactOnFrozenClock(page: Page): Promise<void> {
  await firstInteraction(page);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return page.locator('html').getAttribute('data-interactive');
      },
      { message: 'the page becomes interactive (data-interactive on <html>)', timeout: 20_000, intervals: [50] },
    )
    .not.toBeNull();
}

/**
 * Advances the frozen clock in small steps, giving the page a real moment between steps: React renders and
 * effects are not timers, so they only run between two clock advances, as they would in real time.
 */
export async function advanceClock(page: Page, ms: number, step = 50): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) await page.clock.runFor(Math.min(step, ms - elapsed));
}
