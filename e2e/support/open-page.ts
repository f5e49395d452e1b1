import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What the specs of the site's pages share (e2e/pages.spec.ts, course-pages.spec.ts, blog-pages.spec.ts,
// pages-without-javascript.spec.ts).

/** `text` escaped for a regular expression: a pattern that matches it as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens `path`, expecting it to answer 200, and returns its main landmark. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return page.getByRole('main');
}
