import type { Page } from '@playwright/test';

/**
 * Holds back the framework's scripts (/_next/static/…js) until the returned function is called: the page shows
 * and behaves as its HTML alone makes it, with JavaScript on — the 1–3 s a phone spends before hydration
 * (scripts/postbuild/defer-scripts.ts), made as long as a test needs. Call before `page.goto`.
 */
export async function holdFrameworkScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
