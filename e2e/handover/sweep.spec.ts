import { expect, test } from '../support/fixtures';
import { untilEarlyScriptRuns } from '../support/helpers';
import { holdFramework } from '../support/held-scripts';
import { GESTURES } from './gestures';
import { mark, watched, watchHandover } from './watch';

/**
 * The handover sweep (issue "the handover drops nothing"): each gesture of gestures.ts begins at offsets from 200 ms
 * before the framework's files are let through to 500 ms after, in 25 ms steps, so that it lands before, during and
 * after the moment the framework takes the page over from the early layer. The framework's arrival is the test's:
 * its files are held by a route until the test releases them, so no step depends on how fast the machine is. Each
 * step asserts the spec's outcome. On a phone (playwright.config.ts: the 'handover sweep' project, run
 * HANDOVER_SWEEP_RUNS times, 3 on CI).
 */

const OFFSETS_MS = Array.from({ length: (500 - -200) / 25 + 1 }, (_, index) => -200 + index * 25);

for (const gesture of GESTURES) {
  test.describe(gesture.name, () => {
    for (const offset of OFFSETS_MS) {
      test(`begun ${offset} ms from the release`, async ({ page }) => {
        await watchHandover(page);
        // Photos play no part in a gesture: left out, they leave the machine's time to the gestures.
        await page.route(/\.(avif|webp|jpe?g|png)(\?|$)/, (route) => route.abort('blockedbyclient'));
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
          await expect(page.locator('html'), 'the framework takes the page over').toHaveAttribute(
            'data-interactive',
            '',
            { timeout: 20_000 },
          );
        await gesture.verify(page, () => watched(page));

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
      });
    }
  });
}
