import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's headless shell (package `chromium-headless-shell`): Chromium's engine with no browser window around it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package `chromium`). */
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The switches every launch gets: no sandbox (CI runs as root), nothing fetched from the internet, no GPU. */
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
];

/**
 * The browser the suites drive: $CHROMIUM_PATH if set, else Debian's headless shell if present, else Playwright's own
 * (`npx playwright install chromium`, whose headless runs use its headless shell too).
 *
 * A shell, not the full browser: a full Chromium in headless mode still draws its window's address bar, whose pop-ups
 * are pages with a renderer each, one more per browser context. Measured on 2 cores, the same 61 tests took 6.6 minutes
 * with the full browser and 4.6 with the shell. The pages are drawn by the same engine either way
 * (e2e/harness.spec.ts checks which browser runs).
 */
export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined),
  args: ARGS,
};

/**
 * The full browser, for what only it does: the back/forward cache (the shell never restores a page from it).
 * $CHROMIUM_FULL_PATH if set, else Debian's, else Playwright's own full Chromium (its `chromium` channel).
 */
export const fullBrowserLaunchOptions: LaunchOptions =
  process.env.CHROMIUM_FULL_PATH || existsSync(FULL_CHROMIUM)
    ? { executablePath: process.env.CHROMIUM_FULL_PATH || FULL_CHROMIUM, args: ARGS }
    : { channel: 'chromium', args: ARGS };
