import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { courseAt, waitUntilInteractive } from './support/helpers';
import {
  carousel,
  COURSE_COUNT,
  detailsLink,
  expectCardsOnScreen,
  nextButton,
  openBeforeScript,
  openCarousel,
  previousButton,
} from './support/course-carousel';
import { EVERY_WIDTH } from './support/widths';

/**
 * The home "Nossos cursos" carousel (spec §2 Home): one slide per course with image, title, description,
 * duration and a "Ver Mais Detalhes" link; previous/next arrows; it loops. Which cards are on screen tells where
 * the carousel is: three at once at 1280 px, one at a time at 375 px. Before the framework the early script runs the
 * arrows on the native scroller (the cards also swipe natively on a phone); nothing jumps when embla takes over. The
 * carousel at 375 px: course-carousel-phone.spec.ts.
 */

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
