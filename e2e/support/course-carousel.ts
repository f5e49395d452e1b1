import type { Locator, Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { expect } from './fixtures';
import { courseAt, waitUntilInteractive } from './helpers';
import { holdFrameworkScripts } from './held-scripts';

// The home page's course carousel as its specs find and open it (e2e/course-carousel.spec.ts,
// course-carousel-phone.spec.ts).

/** How many courses, so how many cards. */
export const COURSE_COUNT = courses.length;

/** The carousel itself (the section around it is a region named after the same heading). */
export function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Nossos cursos' }).and(page.locator('[aria-roledescription="carrossel"]'));
}

export function nextButton(page: Page): Locator {
  return carousel(page).getByRole('button', { name: 'Próximo curso' });
}

export function previousButton(page: Page): Locator {
  return carousel(page).getByRole('button', { name: 'Curso anterior' });
}

/** The "Ver Mais Detalhes" link of the card at a 1-based `position` of content/courses.ts. */
export function detailsLink(page: Page, position: number): Locator {
  return carousel(page).getByRole('link', { name: `Ver Mais Detalhes de ${courseAt(position - 1).title}` });
}

/** Opens the home page once embla runs the carousel (the framework comes with the first interaction). */
export async function openWithScript(page: Page) {
  await page.goto('/');
  await waitUntilInteractive(page);
}

/** Opens the home page with the carousel in view, once its script runs. */
export async function openCarousel(page: Page) {
  await openWithScript(page);
  await page.getByRole('heading', { name: 'Nossos cursos' }).scrollIntoViewIfNeeded();
  await carousel(page).scrollIntoViewIfNeeded();
}

/** Opens the home page with the framework held back (release it with the returned function): no control waits for it. */
export async function openBeforeScript(page: Page): Promise<() => void> {
  const release = await holdFrameworkScripts(page);
  await page.goto('/');
  await expect(nextButton(page)).toBeEnabled();
  await expect(previousButton(page)).toBeEnabled();
  return release;
}

/** The cards whose "Ver Mais Detalhes" link is (fully) on screen are exactly `shown`. */
export async function expectCardsOnScreen(page: Page, shown: number[]) {
  for (let position = 1; position <= COURSE_COUNT; position += 1) {
    if (shown.includes(position)) await expect(detailsLink(page, position)).toBeInViewport({ ratio: 1 });
    else await expect(detailsLink(page, position)).not.toBeInViewport();
  }
}
