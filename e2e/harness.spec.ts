import { expect, test } from './support/fixtures';
import { ADDRESS_BAR_POPUPS, PLAYWRIGHT_DISABLED_FEATURES } from './support/browser';

/**
 * The browser the suites drive (e2e/support/browser.ts): Playwright's own switches kept, the address bar's pop-ups off.
 * Chromium reads only the last `--disable-features`; Playwright passes its list first, ours comes after it.
 */
test('the browser keeps every feature Playwright turns off, and draws no address-bar pop-up', async ({
  browser,
  page,
}) => {
  // The browser's own account of how it was started.
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = commandLine
    .split(/\s+/)
    .filter((item) => item.startsWith('--disable-features='))
    .map((item) => item.slice('--disable-features='.length).split(','));
  expect(lists.length, 'Playwright’s list, then ours').toBe(2);
  const [playwrights = [], ours = []] = lists;
  expect(ours).toEqual(expect.arrayContaining([...playwrights, ...ADDRESS_BAR_POPUPS]));
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));

  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  await session.detach();
});
