import type { Locator, Page } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { courseAt, firstInteraction, waitUntilInteractive } from './support/helpers';
import { holdFrameworkScripts } from './support/held-scripts';
import { EVERY_WIDTH, MOBILE } from './support/widths';

/**
 * The home "Nossos cursos" carousel (spec §2 Home): one slide per course with image, title, description,
 * duration and a "Ver Mais Detalhes" link; previous/next arrows; it loops. Which cards are on screen tells where
 * the carousel is: three at once at 1280 px, one at a time at 375 px. Before the framework the early script runs the
 * arrows on the native scroller (the cards also swipe natively on a phone); nothing jumps when embla takes over.
 */

const COURSE_COUNT = courses.length;

/** The carousel itself (the section around it is a region named after the same heading). */
function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Nossos cursos' }).and(page.locator('[aria-roledescription="carrossel"]'));
}

function nextButton(page: Page): Locator {
  return carousel(page).getByRole('button', { name: 'Próximo curso' });
}

function previousButton(page: Page): Locator {
  return carousel(page).getByRole('button', { name: 'Curso anterior' });
}

/** The "Ver Mais Detalhes" link of the card at a 1-based `position` of content/courses.ts. */
function detailsLink(page: Page, position: number): Locator {
  return carousel(page).getByRole('link', { name: `Ver Mais Detalhes de ${courseAt(position - 1).title}` });
}

/** Opens the home page once embla runs the carousel (the framework comes with the first interaction). */
async function openWithScript(page: Page) {
  await page.goto('/');
  await waitUntilInteractive(page);
}

/** Opens the home page with the carousel in view, once its script runs. */
async function openCarousel(page: Page) {
  await openWithScript(page);
  await page.getByRole('heading', { name: 'Nossos cursos' }).scrollIntoViewIfNeeded();
  await carousel(page).scrollIntoViewIfNeeded();
}

/** Opens the home page with the framework held back (release it with the returned function): no control waits for it. */
async function openBeforeScript(page: Page): Promise<() => void> {
  const release = await holdFrameworkScripts(page);
  await page.goto('/');
  await expect(nextButton(page)).toBeEnabled();
  await expect(previousButton(page)).toBeEnabled();
  return release;
}

/** The cards whose "Ver Mais Detalhes" link is (fully) on screen are exactly `shown`. */
async function expectCardsOnScreen(page: Page, shown: number[]) {
  for (let position = 1; position <= COURSE_COUNT; position += 1) {
    if (shown.includes(position)) await expect(detailsLink(page, position)).toBeInViewport({ ratio: 1 });
    else await expect(detailsLink(page, position)).not.toBeInViewport();
  }
}

test(
  'the "Nossos cursos" carousel shows every course with image, title, description, duration and link',
  {
    tag: EVERY_WIDTH,
  },
  async ({ page }) => {
    await openCarousel(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(page.locator('#cursos').getByRole('heading', { name: 'Nossos cursos' })).toBeVisible();

    const slides = region.getByRole('listitem');
    await expect(slides).toHaveCount(COURSE_COUNT);

    for (const [index, course] of courses.entries()) {
      const card = region.getByRole('listitem', { name: `${index + 1} de ${COURSE_COUNT}`, exact: true });
      await expect(card).toHaveAttribute('aria-roledescription', 'slide');
      await expect(card.getByRole('img', { name: course.image.alt })).toHaveCount(1);
      await expect(card.getByRole('heading', { name: course.title, exact: true })).toHaveCount(1);
      await expect(card).toContainText(course.description);
      await expect(card).toContainText(course.duration);
      const link = card.getByRole('link', { name: /^Ver Mais Detalhes/ });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(/^Ver Mais Detalhes/);
      await expect(link).toHaveAttribute('href', `/cursos/${course.slug}`);
    }
  },
);

test.describe('at 1280 px, three cards at once', () => {
  test('"Próximo curso" and "Curso anterior" move the carousel', async ({ page }) => {
    await openCarousel(page);
    await expectCardsOnScreen(page, [1, 2, 3]);

    await nextButton(page).click();
    await expectCardsOnScreen(page, [2, 3, 4]);

    await previousButton(page).click();
    await expectCardsOnScreen(page, [1, 2, 3]);
  });

  test('loops: "Curso anterior" from the first course brings the last one first', async ({ page }) => {
    await openCarousel(page);
    await expectCardsOnScreen(page, [1, 2, 3]);

    await previousButton(page).click();
    await expectCardsOnScreen(page, [4, 1, 2]);
    // The last course is now the leftmost card.
    const lastBox = await detailsLink(page, 4).boundingBox();
    const firstBox = await detailsLink(page, 1).boundingBox();
    expect(lastBox && firstBox && lastBox.x < firstBox.x).toBe(true);
  });

  test('a "Ver Mais Detalhes" link opens the course page', async ({ page }) => {
    await openCarousel(page);
    await detailsLink(page, 2).click();
    await expect(page).toHaveURL(new RegExp(`/cursos/${courseAt(1).slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: courseAt(1).title })).toBeVisible();
  });

  test('before the framework the arrows already step through the courses; nothing moves when embla takes over', async ({
    page,
  }) => {
    const release = await openBeforeScript(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await nextButton(page).click();
    await expectCardsOnScreen(page, [2, 3, 4]);
    await nextButton(page).click();
    await expectCardsOnScreen(page, [3, 4, 1]);
    await page.waitForTimeout(500);
    const boxes = () => Promise.all([1, 3, 4].map((position) => detailsLink(page, position).boundingBox()));
    const before = await boxes();

    release();
    await waitUntilInteractive(page);
    // Within a pixel and a half, three roundings of less than half a pixel each: the native scroller rests on a whole
    // scroll offset, embla measures the slides in whole pixels (offsetLeft) and places its looped slides apart. The
    // viewport itself stays unscrolled under embla (use-carousel-state.ts), so no re-snap evens them out by chance.
    const moved = async () =>
      (await boxes()).map(
        (box, index) =>
          Math.abs((box?.x ?? 0) - (before[index]?.x ?? 0)) + Math.abs((box?.y ?? 0) - (before[index]?.y ?? 0)),
      );
    await expect.poll(async () => Math.max(...(await moved()))).toBeLessThanOrEqual(1.5);
    await expectCardsOnScreen(page, [3, 4, 1]);
    await nextButton(page).click();
    await expectCardsOnScreen(page, [4, 1, 2]);
  });
});

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
