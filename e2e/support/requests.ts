import { errors, type Page, type Request } from '@playwright/test';

/** Requests seen by the tests that prove an action sends nothing. */

/**
 * A route prefetch of the framework: the visitor's pointer resting on a link (or a touch, or the keyboard focus)
 * makes the page ask for that link's route ahead of a click (components/ui/intent-link.tsx). In a static export
 * Next.js first probes the page with a bare HEAD request (no body, no query), then reads the route's segment
 * files with GETs marked `Next-Router-Prefetch`. Neither carries anything the visitor typed or chose: a page
 * scrolling under a resting pointer starts one at any moment, so the tests that watch for requests leave them out
 * by what they are, not by waiting for them to be over.
 */
export function isRoutePrefetch(request: Request): boolean {
  if (request.method() === 'GET' && request.headers()['next-router-prefetch'] !== undefined) return true;
  if (request.method() !== 'HEAD' || request.resourceType() !== 'fetch' || request.postData() !== null) return false;
  const url = new URL(request.url());
  return url.search === '' && url.origin === new URL(request.frame().url()).origin;
}

/**
 * Waits up to `ms` for the page to start a request that `matters` (every request, by default), for the tests that
 * expect none: resolves with the first one as soon as it starts (the test then fails without waiting any longer),
 * or with null once the time is up. Only the answer "nothing" waits the whole bound.
 */
export async function requestWithin(
  page: Page,
  ms: number,
  matters: (request: Request) => boolean = () => true,
): Promise<Request | null> {
  try {
    return await page.waitForEvent('request', { predicate: matters, timeout: ms });
  } catch (error) {
    if (error instanceof errors.TimeoutError) return null;
    throw error;
  }
}
