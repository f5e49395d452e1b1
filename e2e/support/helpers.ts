import type { Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { expect } from './fixtures';

/**
 * Waits until the page says it is interactive: the root layout marks <html> with `data-interactive` once the
 * framework has hydrated it (components/layout/interactive-signal.tsx), a public signal rather than React's
 * internals. Only for what needs the framework: the controls that work natively (links, the mobile menu's
 * popover) need no wait. The framework's scripts start after `load` and the first paint
 * (scripts/postbuild/defer-scripts.ts); with four workers on two cores hydration can take several seconds, hence
 * the long timeout.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
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
 * `advanceClock`. The page's scripts are added in the first frame after `load`, or by a 1 s timer
 * (scripts/postbuild/defer-scripts.ts), and a frozen clock runs neither, so 1 s of page time is let pass first;
 * the timers the page sets while it hydrates still wait for the test.
 */
export async function openWithFrozenClock(page: Page, path: string): Promise<void> {
  // The installed clock runs in real time until it is paused: pausing a minute ahead (no page is open yet, so no
  // timer fires meanwhile) never asks it to go back, however long a loaded machine takes between the two calls.
  await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
  await page.goto(path);
  await page.clock.runFor(1000);
}

/**
 * Advances the frozen clock in small steps, giving the page a real moment between steps: React renders and
 * effects are not timers, so they only run between two clock advances, as they would in real time.
 */
export async function advanceClock(page: Page, ms: number, step = 50): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) await page.clock.runFor(Math.min(step, ms - elapsed));
}
