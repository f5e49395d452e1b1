import { expect, test } from '../support/fixtures';
import { openHydrated } from './gates';
import { expectEveryControlShowsFocus, expectVisibleFocus, rememberUnfocusedStyles, tabTo } from './keyboard';
import { expectMenuButton, firstCoursePath, menuButton, mobileMenu } from './states';

/**
 * Keyboard only, at 375 px (a phone with a keyboard, or a zoomed-in desktop): the skip link and a visible
 * focus on every control of the pages with the most controls, and the hamburger menu opened, walked and used
 * without a mouse. Escape closing the menu and giving the focus back is in layout.mobile.spec.ts.
 */

for (const urlPath of ['/', '/contato', firstCoursePath()]) {
  test(`${urlPath}: skip link first, visible focus on every control`, async ({ page }) => {
    await openHydrated(page, urlPath);
    await expectEveryControlShowsFocus(page, urlPath);
  });
}

test('the hamburger menu opens with Enter, its entries are reached with Tab and Enter opens one', async ({ page }) => {
  await openHydrated(page, '/');
  await rememberUnfocusedStyles(page);
  const button = menuButton(page);

  await tabTo(page, button);
  await expectVisibleFocus(page, 'the hamburger button');
  await page.keyboard.press('Enter');
  await expectMenuButton(page, 'open');
  await expect(mobileMenu(page)).toBeVisible();

  // The entries follow the button in the Tab order, each with a visible focus.
  await rememberUnfocusedStyles(page);
  const entries = mobileMenu(page).getByRole('link');
  const count = await entries.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await expect(entries.nth(index)).toBeFocused();
    await expectVisibleFocus(page, `menu entry ${index + 1}`);
  }

  // Back to "SOBRE NÓS" and open it with Enter: the page changes and the menu is closed.
  const about = mobileMenu(page).getByRole('link', { name: 'SOBRE NÓS', exact: true });
  while (!(await about.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/sobre');
  await expectMenuButton(page, 'closed');
  await expect(mobileMenu(page)).toBeHidden();
});
