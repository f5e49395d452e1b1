import type { Locator } from '@playwright/test';
import { courses } from '../../content/courses';
import { expect } from './fixtures';

/** Waits until React has attached its handlers to the element, so a click reaches the component. */
export async function waitUntilHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** The course at a position of content/courses.ts, failing clearly if the content changed. */
export function courseAt(index: number) {
  const course = courses[index];
  if (!course) throw new Error(`content/courses.ts has no course #${index + 1}`);
  return course;
}
