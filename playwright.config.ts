import { defineConfig, devices, type Project } from '@playwright/test';
import type { FirstTapMode } from './e2e/first-tap/modes';
import { launchOptions } from './e2e/support/browser';
import {
  DESKTOP_HEIGHT,
  DESKTOP_WIDTH,
  MOBILE_HEIGHT,
  MOBILE_ONLY,
  MOBILE_WIDTH,
  ON_MOBILE,
} from './e2e/support/widths';

const port = Number(process.env.E2E_PORT || 4173);

/** A phone: touch, 375 px, Chromium. */
const phone = {
  ...devices['iPhone 13'],
  browserName: 'chromium' as const,
  defaultBrowserType: 'chromium' as const,
  viewport: { width: MOBILE_WIDTH, height: MOBILE_HEIGHT },
  screen: { width: MOBILE_WIDTH, height: MOBILE_HEIGHT },
  isMobile: true,
  hasTouch: true,
};

/** The first tap (e2e/first-tap/), on a phone, in each of its fields (e2e/first-tap/modes.ts). */
const FIRST_TAP = /first-tap\/.*\.spec\.ts$/;
const firstTapProjects: Project[] = (
  [
    ['first-tap: framework blocked', 'blocked'],
    ['first-tap: framework arriving', 'arriving'],
    ['first-tap: no popover nor commands', 'legacy'],
  ] as const satisfies readonly (readonly [string, FirstTapMode])[]
).map(([name, firstTapMode]) => ({ name, testMatch: FIRST_TAP, use: { ...phone, firstTapMode } }));
/** The handover sweep (e2e/handover/): on a phone, HANDOVER_SWEEP_RUNS times in a row (2 on CI, .ci/run). */
const HANDOVER = /handover\/.*\.spec\.ts$/;
const handoverProject: Project = {
  name: 'handover sweep',
  testMatch: HANDOVER,
  repeatEach: Number(process.env.HANDOVER_SWEEP_RUNS || 1),
  use: phone,
};
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A test's browser keeps a core busy while it loads and hydrates a page: on 2 cores, 2 workers finished a sample of
  // 37 tests in 75 s and 4 in 91 s (the sweep: 172 s against 223 s), and a quieter machine makes timing tests
  // steadier. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS || 2),
  // No retries, in CI either: a test that passes only on a second try is a bug to fix at its cause.
  retries: 0,
  // How long a test and a wait may take bounds the machine, not the site (the site's timing is measured by each test
  // on the page's own clock, and its speed by the bench): on 2 cores with 4 workers, a test that visits six pages
  // once took over 30 s, and a page reached by a click over 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./e2e/support/project-times-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
  ],
  use: {
    baseURL,
    headless: true,
    launchOptions,
    // Set the way the site's visitors and marketing team set theirs: Brazilian Portuguese, Brasília time.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  // One project per width. Both see every spec file; a test's tags pick its widths (e2e/support/widths.ts):
  // untagged tests run on the desktop only, `@mobile` ones on the phone only, `@every-width` ones on both.
  projects: [
    {
      name: 'desktop',
      testIgnore: [FIRST_TAP, HANDOVER],
      grepInvert: MOBILE_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT } },
    },
    { name: 'mobile', testIgnore: [FIRST_TAP, HANDOVER], grep: ON_MOBILE, use: phone },
    ...firstTapProjects,
    handoverProject,
  ],
  // Serves the existing static export (out/) like production: `npm run serve` is the local server with the rules of
  // content/rules/serving.ts (clean URLs, 404 and 400 pages, redirects, caching, security headers and CSP), so every
  // test runs under the production Content-Security-Policy. `npm test` builds out/ before running Playwright.
  webServer: {
    command: 'npm run serve --silent',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
