import { expect, test } from '../support/fixtures';
import { checks, runCheck } from '../support/serving-checks';

/**
 * The status and header checks of tools/serving/check-serving.ts (e2e/support/serving-checks.ts), one step each,
 * against the Playwright webServer: the local server of `npm start` (scripts/serving/server.ts), which applies
 * content/rules/serving.ts. CI runs the same checks against nginx (npm run test:nginx).
 */
test('the local server answers as the serving rules say: statuses, redirects, content types, caching, headers, CSP', async ({
  baseURL,
}) => {
  // Some 330 requests one after the other (the 207 hostile paths among them): more than the default 30 s on a
  // loaded 2-core machine, though each answer takes milliseconds.
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  expect(checks.length).toBeGreaterThan(20);
  for (const check of checks) {
    await test.step(check.name, async () => {
      const result = await runCheck(baseURL, check.name);
      expect.soft(result.failures, check.name).toEqual([]);
    });
  }
});
