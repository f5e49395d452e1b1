import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../support/browser';
import { DESKTOP_HEIGHT, DESKTOP_WIDTH } from '../support/widths';

const port = Number(process.env.EDITOR_E2E_PORT || 4174);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * `npm run test:cms`: marketing's journey in the real editor, then one build of what it saved (e2e/editor/). Apart from
 * the main suite because it builds the site in a temporary copy: alone, one worker, its minute of build on both cores
 * slows no other test. Set like the main suite: pt-BR, Brasília time, the built site served by its own server.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.journey.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A step that waits for what never comes fails in seconds, not at the test's end (the build alone takes a minute).
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/editor',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT },
    baseURL,
    headless: true,
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    launchOptions,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  webServer: {
    command: 'npm run serve --silent',
    cwd: '../..',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
