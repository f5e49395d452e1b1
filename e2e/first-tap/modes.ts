import type { Page, Route } from '@playwright/test';
import { expect, test as base } from '../support/fixtures';
import { FRAMEWORK_FILES } from '../support/held-scripts';
import { emulateBrowserWithoutPopoverAndCommands } from './legacy-browser';

/**
 * The three fields the first tap is tried in (playwright.config.ts, one project each):
 * - `blocked`: the framework's files answer 404, as after a publication that removed them: the page must do
 *   everything the spec says with what runs before the framework;
 * - `arriving`: the framework's files are held until the test lets them through, in the middle of an interaction
 *   (`framework.arrive()`): the framework must take over where the visitor is;
 * - `legacy`: a browser without the popover attribute nor invoker commands (legacy-browser.ts); the framework comes
 *   on its own after the first tap.
 */
export type FirstTapMode = 'blocked' | 'arriving' | 'legacy';

interface Framework {
  mode: FirstTapMode;
  /**
   * Lets the framework arrive (held until now in `arriving`; on its way in `legacy`) and waits until the page is
   * interactive; in `blocked`, checks that it is not. On a frozen clock (`frozen`), lets the clock run in small
   * steps meanwhile (the framework waits for timers while it starts) and returns the milliseconds that ran.
   */
  arrive(options?: { frozen?: boolean }): Promise<number>;
}

interface Options {
  firstTapMode: FirstTapMode;
}

/**
 * Until the framework has arrived: the page is interactive (data-interactive on <html>) and sonner shows the next
 * notices (data-sonner on <html>; the early region finishes the one it shows).
 */
async function untilArrived(page: Page, frozen: boolean): Promise<number> {
  let ran = 0;
  await expect
    .poll(
      async () => {
        if (frozen) {
          await page.clock.runFor(10);
          ran += 10;
        }
        return page.evaluate(() =>
          ['data-interactive', 'data-sonner'].every((name) => document.documentElement.hasAttribute(name)),
        );
      },
      {
        message: 'the framework arrives: the page is interactive and sonner shows the notices',
        timeout: 20_000,
        intervals: [50],
      },
    )
    .toBe(true);
  return ran;
}

export const test = base.extend<Options & { framework: Framework }>({
  firstTapMode: ['blocked', { option: true }],
  framework: [
    async ({ page, firstTapMode }, provide) => {
      const held: Route[] = [];
      let released = false;
      await page.route(FRAMEWORK_FILES, (route) => {
        if (firstTapMode === 'blocked')
          return route.fulfill({ status: 404, contentType: 'text/html', body: 'Página não encontrada' });
        if (firstTapMode === 'arriving' && !released) {
          held.push(route);
          return undefined;
        }
        return route.fallback();
      });
      if (firstTapMode === 'legacy') await page.addInitScript(emulateBrowserWithoutPopoverAndCommands);
      await provide({
        mode: firstTapMode,
        async arrive({ frozen = false } = {}) {
          if (firstTapMode === 'blocked') {
            await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
            return 0;
          }
          released = true;
          for (const route of held.splice(0)) await route.fallback();
          return untilArrived(page, frozen);
        },
      });
      if (firstTapMode === 'blocked') await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    },
    { auto: true },
  ],
});

export { expect };

export { swipe } from '../support/touch';
