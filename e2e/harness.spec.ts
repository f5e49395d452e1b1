import { expect, test } from './support/fixtures';

/**
 * The browser the suites drive (e2e/support/browser.ts) is a headless shell: no browser window, so no page of the
 * browser's own (a full Chrome's address-bar pop-ups are, a renderer each per context) takes the machine from the site.
 */
test('the suites drive a headless shell, which draws no page of its own', async ({ browser, page }) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { product } = await session.send('Browser.getVersion');
  expect(product, 'a headless shell names itself HeadlessChrome (CHROMIUM_PATH, e2e/support/browser.ts)').toMatch(
    /^HeadlessChrome\//,
  );
  // Only the test's own page (as a page and as its tab): no page of the browser's own.
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.url !== page.url()).map(({ type, url }) => `${type} ${url}`)).toEqual(
    [],
  );
  await session.detach();
});
