import type { Page, Request } from '@playwright/test';
import { EARLY_DIR } from '../../lib/early-bundle';

// What a page asks for before and after the first interaction (e2e/first-interaction.spec.ts, early-script.spec.ts,
// stale-and-restored-pages.spec.ts): the early script's files, and the framework's.

/** A file of the early script (lib/early/), which the page asks for before any interaction. */
export const isEarlyFile = (url: URL) => url.pathname.startsWith(`/${EARLY_DIR}/`);
/** A request of the framework: a script (not the early one), its flight data or a route payload. */
const isFrameworkRequest = (request: Request) => {
  const url = new URL(request.url());
  if (isEarlyFile(url)) return false;
  return (
    request.resourceType() === 'script' ||
    url.pathname.startsWith('/_next/static/flight/') ||
    url.pathname.endsWith('.txt')
  );
};

/** Records the framework's requests (scripts, flight data, route payloads) from now on. */
export function recordFrameworkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isFrameworkRequest(request)) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** Opens a page and lets it settle: loaded, its images decoded, two more seconds for anything late. */
export async function openAndSettle(page: Page, urlPath: string) {
  await page.goto(urlPath);
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
}
