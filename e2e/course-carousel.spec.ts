import type { Locator, Page } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { courseAt } from './support/helpers';
import { holdFrameworkScripts } from './support/held-scripts';

/**
 * The home "Nossos cursos" carousel (spec §2 Home): one slide per course with image, title, description,
 * duration and a "Ver Mais Detalhes" link; previous/next arrows; it loops. At the desktop width three
 * cards are shown at once, so which cards are on screen tells where the carousel is.
 */

const COURSE_COUNT = courses.length;

/** The course at a 0-based position of content/courses.ts. */

/** The carousel itself (the section around it is a region named after the same heading). */
function carousel(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Nossos cursos' })
    .and(page.locator('[aria-roledescription="carrossel"]'));
}

function detailsLink(page: Page, position: number): Locator {
  const course = courseAt(position - 1);
  return carousel(page).getByRole('link', { name: `Ver Mais Detalhes de ${course.title}` });
}

async function openCarousel(page: Page) {
  await page.goto('/');
  // The arrows are disabled until the carousel script runs.
  await expect(carousel(page).getByRole('button', { name: 'Próximo curso' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Nossos cursos' }).scrollIntoViewIfNeeded();
  await carousel(page).scrollIntoViewIfNeeded();
}

/** The cards whose "Ver Mais Detalhes" link is (fully) on screen are exactly `shown`. */
async function expectCardsOnScreen(page: Page, shown: number[]) {
  for (let position = 1; position <= COURSE_COUNT; position += 1) {
    if (shown.includes(position)) await expect(detailsLink(page, position)).toBeInViewport({ ratio: 1 });
    else await expect(detailsLink(page, position)).not.toBeInViewport();
  }
}

test('the "Nossos cursos" carousel shows every course with image, title, description, duration and link', async ({
  page,
}) => {
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
});

test('"Próximo curso" and "Curso anterior" move the carousel', async ({ page }) => {
  await openCarousel(page);
  await expectCardsOnScreen(page, [1, 2, 3]);

  await carousel(page).getByRole('button', { name: 'Próximo curso' }).click();
  await expectCardsOnScreen(page, [2, 3, 4]);

  await carousel(page).getByRole('button', { name: 'Curso anterior' }).click();
  await expectCardsOnScreen(page, [1, 2, 3]);
});

test('loops: "Curso anterior" from the first course brings the last one first', async ({ page }) => {
  await openCarousel(page);
  await expectCardsOnScreen(page, [1, 2, 3]);

  await carousel(page).getByRole('button', { name: 'Curso anterior' }).click();
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

test('before its script runs the arrows are disabled; nothing moves when it takes over', async ({ page }) => {
  const release = await holdFrameworkScripts(page);
  await page.goto('/');
  const next = carousel(page).getByRole('button', { name: 'Próximo curso' });
  await expect(next).toBeDisabled();
  await expect(carousel(page).getByRole('button', { name: 'Curso anterior' })).toBeDisabled();
  await carousel(page).scrollIntoViewIfNeeded();
  const boxes = () => Promise.all([1, 2, 3, 4].map((position) => detailsLink(page, position).boundingBox()));
  const before = await boxes();

  release();
  await expect(next).toBeEnabled({ timeout: 20_000 });
  expect(await boxes()).toEqual(before);
  await expectCardsOnScreen(page, [1, 2, 3]);
});
