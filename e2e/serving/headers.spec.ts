import { expect, test } from '../support/fixtures';
import { checks, runCheck } from '../../tools/serving/checks';

/**
 * The status and header checks of tools/serving/check-serving.ts (tools/serving/checks.ts), one step each,
 * against the Playwright webServer: the local server of `npm start` (scripts/serving/server.ts), which applies
 * scripts/serving/rules.ts. CI runs the same checks against nginx (npm run test:nginx).
 */
test('the local server answers as the serving rules say: statuses, redirects, content types, caching, headers, CSP', async ({
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  expect(checks.length).toBeGreaterThan(20);
  for (const check of checks) {
    await test.step(check.name, async () => {
      const result = await runCheck(baseURL, check.name);
      expect.soft(result.failures, check.name).toEqual([]);
    });
  }
});
