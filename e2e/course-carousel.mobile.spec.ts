import type { Locator, Page } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { courseAt } from './support/helpers';
import { holdFrameworkScripts } from './support/held-scripts';

/** The "Nossos cursos" carousel at 375 px: one card at a time, arrows move it, and it loops both ways. */

const COURSE_COUNT = courses.length;

/** The course at a 0-based position of content/courses.ts. */

/** The carousel itself (the section around it is a region named after the same heading). */
function carousel(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Nossos cursos' })
    .and(page.locator('[aria-roledescription="carrossel"]'));
}

function detailsLink(page: Page, position: number): Locator {
  return carousel(page).getByRole('link', { name: `Ver Mais Detalhes de ${courseAt(position - 1).title}` });
}

/** Only the card at `position` has its "Ver Mais Detalhes" link on screen. */
async function expectOnlyCardOnScreen(page: Page, position: number) {
  for (let other = 1; other <= COURSE_COUNT; other += 1) {
    if (other === position) await expect(detailsLink(page, other)).toBeInViewport({ ratio: 1 });
    else await expect(detailsLink(page, other)).not.toBeInViewport();
  }
}

test.describe('once the carousel script runs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // The arrows are disabled until the carousel script runs.
    await expect(carousel(page).getByRole('button', { name: 'Próximo curso' })).toBeEnabled({ timeout: 20_000 });
    await detailsLink(page, 1).scrollIntoViewIfNeeded();
  });

  test('"Próximo curso" walks through every course and loops back to the first', async ({ page }) => {
    await expectOnlyCardOnScreen(page, 1);
    const next = carousel(page).getByRole('button', { name: 'Próximo curso' });
    for (let position = 2; position <= COURSE_COUNT; position += 1) {
      await next.click();
      await expectOnlyCardOnScreen(page, position);
    }
    await next.click();
    await expectOnlyCardOnScreen(page, 1);
  });

  test('"Curso anterior" from the first course shows the last, then goes back', async ({ page }) => {
    await expectOnlyCardOnScreen(page, 1);
    const previous = carousel(page).getByRole('button', { name: 'Curso anterior' });
    await previous.click();
    await expectOnlyCardOnScreen(page, COURSE_COUNT);
    await previous.click();
    await expectOnlyCardOnScreen(page, COURSE_COUNT - 1);
    await carousel(page).getByRole('button', { name: 'Próximo curso' }).click();
    await expectOnlyCardOnScreen(page, COURSE_COUNT);
  });
});

test('before its script runs, the cards swipe natively and the carousel goes on from the swiped card', async ({ page }) => {
  const release = await holdFrameworkScripts(page);
  await page.goto('/');
  const next = carousel(page).getByRole('button', { name: 'Próximo curso' });
  await expect(next).toBeDisabled();
  await expect(carousel(page).getByRole('button', { name: 'Curso anterior' })).toBeDisabled();
  await detailsLink(page, 1).scrollIntoViewIfNeeded();
  await expectOnlyCardOnScreen(page, 1);

  const box = await carousel(page).getByRole('listitem').first().boundingBox();
  if (!box) throw new Error('the first card has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width, 0);
  await expectOnlyCardOnScreen(page, 2);
  const swipedTo = await detailsLink(page, 2).boundingBox();

  release();
  await expect(next).toBeEnabled({ timeout: 20_000 });
  await expect.poll(() => detailsLink(page, 2).boundingBox()).toEqual(swipedTo);
  await next.click();
  await expectOnlyCardOnScreen(page, 3);
});
