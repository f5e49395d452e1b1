import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { untilEarlyScriptRuns } from '../support/helpers';
import { holdFramework } from '../support/held-scripts';
import type { Gesture } from './gesture-parts';
import { GESTURES } from './gestures';
import { mark, watched, watchHandover } from './watch';

/**
 * The handover sweep (issue "the handover drops nothing"): each gesture of gestures.ts begins at offsets from 200 ms
 * before the framework's files are let through to 500 ms after, in 25 ms steps, so that it lands before, during and
 * after the moment the framework takes the page over from the early layer. The framework's arrival is the test's:
 * its files are held by a route until the test releases them, so no step depends on how fast the machine is. Each
 * trial asserts the spec's outcome. On a phone (playwright.config.ts: the 'handover sweep' project, run
 * HANDOVER_SWEEP_RUNS times, 2 on CI).
 *
 * One test per gesture, its offsets as trials (steps) in one tab: each trial loads the page anew, with a gate of its
 * own, in the tab the last one left. The site keeps nothing in the browser (no storage, no cookies) and the test's
 * routes keep the HTTP cache off, so a trial starts where a new visitor does; it saves a browser context per trial,
 * more than half of a trial's time on 2 cores.
 */

const OFFSETS_MS = Array.from({ length: (500 - -200) / 25 + 1 }, (_, index) => -200 + index * 25);

/** A trial's bound: a page load, the gesture, the framework's arrival and the spec's outcome, on a loaded machine. */
const TRIAL_TIMEOUT_MS = 20_000;

for (const gesture of GESTURES) {
  test(gesture.name, async ({ page }) => {
    test.setTimeout(OFFSETS_MS.length * TRIAL_TIMEOUT_MS);
    await watchHandover(page);
    // Photos play no part in a gesture: left out, they leave the machine's time to the gestures.
    await page.route(/\.(avif|webp|jpe?g|png)(\?|$)/, (route) => route.abort('blockedbyclient'));
    for (const offset of OFFSETS_MS) {
      await test.step(`begun ${offset} ms from the release`, () => trial(page, gesture, offset));
    }
  });
}

/** One gesture begun `offset` ms from the framework's release (negative: before it), on a page loaded anew. */
async function trial(page: Page, gesture: Gesture, offset: number): Promise<void> {
  // The pointer where a new tab has it, not where the last trial left it (on a notice, it would hold the next one).
  await page.mouse.move(0, 0);
  const gate = await holdFramework(page);
  await page.goto(gesture.path);
  await untilEarlyScriptRuns(page);
  await gesture.prepare(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  // Asked for by the first interaction, and held; none on a page without the framework.
  if (gesture.frameworkFree) expect(gate.requested()).toBe(0);
  else await expect.poll(() => gate.requested()).toBeGreaterThan(0);

  const release = async () => {
    await gate.release();
    await mark(page, 'release');
  };
  if (offset >= 0) {
    await release();
    if (offset > 0) await page.waitForTimeout(offset);
    await mark(page, 'gesture');
    await gesture.perform(page);
  } else {
    await mark(page, 'gesture');
    const performed = gesture.perform(page);
    await page.waitForTimeout(-offset);
    await release();
    await performed;
  }

  if (gesture.frameworkFree) expect(gate.requested()).toBe(0);
  else
    await expect(page.locator('html'), 'the framework takes the page over').toHaveAttribute('data-interactive', '', {
      timeout: TRIAL_TIMEOUT_MS,
    });
  await gesture.verify(page, () => watched(page));
  await gate.remove();

  // Where the gesture landed, against the framework's arrival: for the sweep's report.
  const { interactiveAt, marks } = await watched(page);
  if (interactiveAt !== null && marks.gesture !== undefined && marks.release !== undefined) {
    test.info().annotations.push({
      type: 'handover',
      description: JSON.stringify({
        gesture: gesture.name,
        offset,
        fromHydration: Math.round(marks.gesture - interactiveAt),
        releaseToHydration: Math.round(interactiveAt - marks.release),
      }),
    });
  }
}
