import path from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { launchOptions } from './browser';
import { DESKTOP_HEIGHT, DESKTOP_WIDTH } from './widths';

/**
 * The settings of the suites that build the site in a temporary copy (npm run test:cms, e2e/editor/; npm run test:blog,
 * e2e/blog/): apart from the main suite, alone, one worker, so their minute of build on both cores slows no other test.
 * Set like the main suite: pt-BR, Brasília time, the built site served by its own server.
 */
export function journeyConfig(name: string): PlaywrightTestConfig {
  return {
    testDir: '.',
    testMatch: '*.journey.ts',
    workers: 1,
    retries: 0,
    // Each suite's time for `.ci/run`'s table (run from the project's root, as npm runs it).
    reporter: [['list'], [path.resolve('e2e/support/project-times-reporter.ts')]],
    // A step that waits for what never comes fails in seconds, not at the test's end (the build alone takes a minute).
    expect: { timeout: 10_000 },
    outputDir: `../../test-results/${name}`,
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT },
      headless: true,
      actionTimeout: 20_000,
      screenshot: 'only-on-failure',
      launchOptions,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    },
  };
}
