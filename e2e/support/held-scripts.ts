import type { Page } from '@playwright/test';

/**
 * Holds back the framework's scripts (/_next/static/chunks/…js) until the returned function is called: the page
 * shows and behaves as its HTML and the early script (lib/early/) make it — the 1–2.5 s a phone spends between a
 * visitor's first interaction and hydration (scripts/postbuild/defer-scripts.ts), made as long as a test needs.
 * Call before `page.goto`; the framework is only asked for on an interaction (support/helpers.ts, firstInteraction).
 */
export async function holdFrameworkScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
