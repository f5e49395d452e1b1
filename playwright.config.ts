import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/support/browser';

const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const mobileSpecs = /.*\.mobile\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Most of a test is waiting (page loads, hydration, network idle, timers), not CPU: on 2 cores, 4 workers
  // finish the suite much sooner than 2 without starving the browsers. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS || 4),
  // No retries, in CI either: a test that passes only on a second try is a bug to fix at its cause.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    headless: true,
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: mobileSpecs,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'mobile',
      testMatch: mobileSpecs,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        defaultBrowserType: 'chromium',
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // Serves the existing static export (out/) like production: scripts/serve.mjs applies serve.json, generated
  // from scripts/serving/rules.mjs (clean URLs, 404, redirects, caching, security headers and CSP), so every
  // test runs under the production Content-Security-Policy. `npm test` builds out/ before running Playwright.
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
