import { expect, test } from './support/fixtures';
import { firstInteraction, waitUntilInteractive } from './support/helpers';
import {
  openWithScript,
  openBeforeScript,
  carousel,
  detailsLink,
  nextButton,
  previousButton,
  expectCardsOnScreen,
  COURSE_COUNT,
} from './support/course-carousel';
import { MOBILE } from './support/widths';

/**
 * The home "Nossos cursos" carousel at 375 px, one card at a time: the arrows, a native pan, the keyboard, and a
 * swipe before and while the framework takes over. (The cards and the carousel at 1280 px: course-carousel.spec.ts.)
 */

test.describe('at 375 px, one card at a time', { tag: MOBILE }, () => {
  test.describe('once the carousel script runs', () => {
    test.beforeEach(async ({ page }) => {
      await openWithScript(page);
      await detailsLink(page, 1).scrollIntoViewIfNeeded();
    });

    test('"Próximo curso" walks through every course and loops back to the first', async ({ page }) => {
      await expectCardsOnScreen(page, [1]);
      for (let position = 2; position <= COURSE_COUNT; position += 1) {
        await nextButton(page).click();
        await expectCardsOnScreen(page, [position]);
      }
      await nextButton(page).click();
      await expectCardsOnScreen(page, [1]);
    });

    test('"Curso anterior" from the first course shows the last, then goes back', async ({ page }) => {
      await expectCardsOnScreen(page, [1]);
      await previousButton(page).click();
      await expectCardsOnScreen(page, [COURSE_COUNT]);
      await previousButton(page).click();
      await expectCardsOnScreen(page, [COURSE_COUNT - 1]);
      await nextButton(page).click();
      await expectCardsOnScreen(page, [COURSE_COUNT]);
    });

    // A finger that lands in the moment after embla starts, before the browser has painted the viewport as embla's,
    // pans the viewport natively while embla drags the slides: the browser's pan is what this scroll stands for.
    test("the viewport itself never scrolls under embla: a native pan adds nothing to embla's drag", async ({
      page,
    }) => {
      await expectCardsOnScreen(page, [1]);
      await nextButton(page).click();
      await expectCardsOnScreen(page, [2]);
      await carousel(page)
        .locator('[data-carousel-viewport]')
        .evaluate((viewport) => {
          viewport.scrollLeft = viewport.clientWidth;
        });
      await expect
        .poll(() =>
          carousel(page)
            .locator('[data-carousel-viewport]')
            .evaluate((viewport) => viewport.scrollLeft),
        )
        .toBe(0);
      await expectCardsOnScreen(page, [2]);
    });

    // On a busy phone the focus can land well after the key that moved it: the card still comes into view (embla's
    // own focus handling gives up when the focus comes more than 10 ms after the Tab key).
    test('Tab brings the next card into view, even on a page busy between the key and the focus', async ({ page }) => {
      await expectCardsOnScreen(page, [1]);
      await detailsLink(page, 1).focus();
      await page.evaluate(() => {
        window.addEventListener(
          'focus',
          () => {
            const until = performance.now() + 50;
            while (performance.now() < until) {
              // busy
            }
          },
          { capture: true },
        );
      });
      for (let position = 2; position <= COURSE_COUNT; position += 1) {
        await page.keyboard.press('Tab');
        await expect(detailsLink(page, position)).toBeFocused();
        await expectCardsOnScreen(page, [position]);
      }
    });
  });

  // The browser's snapping goes on by itself once the finger has lifted, even past a scroll offset set by script: the
  // framework must take over only when it has ended, not at a quiet moment of a busy page in the middle of it.
  test('a swipe still snapping as the framework takes over ends on the card the finger chose', async ({ page }) => {
    const release = await openBeforeScript(page);
    await firstInteraction(page);
    await detailsLink(page, 1).scrollIntoViewIfNeeded();
    await expectCardsOnScreen(page, [1]);
    const box = await carousel(page).locator('[data-carousel-viewport]').boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const cdp = await page.context().newCDPSession(page);
    const finger = (x: number) => [{ x, y: box.y + box.height / 2, id: 1 }];
    const startX = box.x + box.width * 0.8;
    const endX = startX - box.width * 0.6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(startX) });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: finger(startX + ((endX - startX) * step) / 10),
      });
    }
    // The framework arrives while the finger is down: the carousel waits for the finger.
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await expect(carousel(page)).not.toHaveAttribute('data-ready');
    // A busy moment in the middle of the snapping: no scroll event reaches the page for longer than the quiet time
    // that ends a scroll where the browser cannot say it ended.
    await carousel(page)
      .locator('[data-carousel-viewport]')
      .evaluate((viewport) => {
        document.addEventListener(
          'touchend',
          () => {
            viewport.addEventListener(
              'scroll',
              () => {
                const until = performance.now() + 400;
                while (performance.now() < until) {
                  // busy
                }
              },
              { once: true, passive: true },
            );
          },
          { once: true, passive: true },
        );
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(carousel(page)).toHaveAttribute('data-ready');
    await expectCardsOnScreen(page, [2]);
    await page.waitForTimeout(500);
    await expectCardsOnScreen(page, [2]);
    await cdp.detach();
  });

  test('before its script runs, the cards swipe natively and the carousel goes on from the swiped card', async ({
    page,
  }) => {
    const release = await openBeforeScript(page);
    await detailsLink(page, 1).scrollIntoViewIfNeeded();
    await expectCardsOnScreen(page, [1]);

    const box = await carousel(page).getByRole('listitem').first().boundingBox();
    if (!box) throw new Error('the first card has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
    await expectCardsOnScreen(page, [2]);
    const swipedTo = await detailsLink(page, 2).boundingBox();

    release();
    await waitUntilInteractive(page);
    await expect.poll(() => detailsLink(page, 2).boundingBox()).toEqual(swipedTo);
    await nextButton(page).click();
    await expectCardsOnScreen(page, [3]);
  });
});
