import type { Page, Route } from '@playwright/test';

/** The framework's files: its scripts (not its stylesheets) and the pages' flight data. */
export const FRAMEWORK_FILES = /\/_next\/static\/(chunks\/[^?]+\.js|flight\/[^?]+\.json)(\?|$)/;

/**
 * Holds back the framework's scripts (/_next/static/chunks/…js) until the returned function is called: the page
 * shows and behaves as its HTML and the early script (lib/early/) make it — the 1–2.5 s a phone spends between a
 * visitor's first interaction and hydration (scripts/postbuild/defer-scripts.ts), made as long as a test needs.
 * Call before `page.goto`; the framework is only asked for on an interaction (support/helpers.ts, firstInteraction).
 */
export function holdFrameworkScripts(page: Page): Promise<() => void> {
  return holdUntilReleased(page, '**/_next/static/chunks/**/*.js');
}

/** The early script (lib/early/main.ts, one shared file: lib/early-bundle.ts). */
export const EARLY_SCRIPT = '**/_next/static/early/main-*.js';

/**
 * Holds back the early script until the returned function is called, as a slow connection does: the page shows as
 * its HTML and its inline starter make it, and the starter keeps the visitor's taps until the script runs
 * (lib/early/starter.ts). Call before `page.goto`; the page asks for it after its largest image's paint, or at the
 * first gesture.
 */
export function holdEarlyScript(page: Page): Promise<() => void> {
  return holdUntilReleased(page, EARLY_SCRIPT);
}

/** Holds every request to `url` until the returned function is called, then lets each (and every later one) through. */
async function holdUntilReleased(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The framework's arrival, in a test's hands: its files (FRAMEWORK_FILES) wait until `release`. */
export interface FrameworkGate {
  /** Lets every held file through, and every later one. */
  release(): Promise<void>;
  /** How many framework files the page has asked for so far. */
  requested(): number;
  /** Stops holding: the page's next loads get the framework as usual (a test that loads several pages, one gate each). */
  remove(): Promise<void>;
}

/** Holds every framework file (scripts and flight data) from now until the gate is released. Call before `page.goto`. */
export async function holdFramework(page: Page): Promise<FrameworkGate> {
  const held: Route[] = [];
  let open = false;
  let requested = 0;
  const hold = (route: Route) => {
    requested += 1;
    if (open) return route.fallback();
    held.push(route);
    return undefined;
  };
  await page.route(FRAMEWORK_FILES, hold);
  return {
    async release() {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
    requested: () => requested,
    remove: () => page.unroute(FRAMEWORK_FILES, hold),
  };
}
