import { expect, test } from '../support/fixtures';
import { loadChecks } from '../support/script-modules';

/**
 * The status and header checks of scripts/check-serving.mjs (scripts/serving/checks.mjs), one step each,
 * against the Playwright webServer: the local server of `npm start`, configured by serve.json from
 * scripts/serving/rules.mjs. CI runs the same checks against nginx (npm run test:nginx).
 */
test('the local server answers as the serving rules say: statuses, redirects, content types, caching, headers, CSP', async ({
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const { checks, runCheck } = await loadChecks();
  expect(checks.length).toBeGreaterThan(20);
  for (const check of checks) {
    await test.step(check.name, async () => {
      const result = await runCheck(baseURL, check.name);
      expect.soft(result.failures, check.name).toEqual([]);
    });
  }
});
