import { expect, test } from '../support/fixtures';
import { sitePages } from '../support/site-map';
import { MOBILE } from '../support/widths';
import { openHydrated } from './gates';
import {
  enrolmentDialog,
  firstCoursePath,
  mobileMenu,
  notices,
  openEnrolmentDialog,
  openMobileMenu,
  openNotice,
} from './states';
import { NARROWEST_WIDTH_PX } from '../../lib/accessibility';
import { smallTargets } from './target-size';

/**
 * Target size, WCAG 2.5.5 (AAA), at 320 px on the phone: every control a finger can reach is at least 44 × 44 CSS px
 * or has that much hit area, on every page and in what opens over them (the menu, the enrolment dialog, a notice,
 * the skip link once focused). Links inside running text are exempt (target-size.ts).
 */

test.describe('every control is at least 44 × 44 px at 320 px', { tag: MOBILE }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: NARROWEST_WIDTH_PX, height: 640 });
  });

  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }) => {
      await openHydrated(page, urlPath);
      expect(await smallTargets(page), `controls under 44 × 44 on ${urlPath}`).toEqual([]);
    });
  }

  test('the open menu', async ({ page }) => {
    await openMobileMenu(page);
    await expect(mobileMenu(page)).toBeVisible();
    expect(await smallTargets(page), 'controls under 44 × 44 with the menu open').toEqual([]);
  });

  test('the enrolment dialog', async ({ page }) => {
    await openEnrolmentDialog(page, firstCoursePath());
    await expect(enrolmentDialog(page)).toBeVisible();
    expect(await smallTargets(page, 'dialog[open]'), 'controls under 44 × 44 in the dialog').toEqual([]);
  });

  test('a notice', async ({ page }) => {
    await openNotice(page);
    await expect(notices(page)).toHaveCount(1);
    expect(await smallTargets(page, '[aria-live] li'), 'controls under 44 × 44 in the notice').toEqual([]);
  });

  test('the skip link, once focused', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    expect(await smallTargets(page, 'a[href="#conteudo"]'), 'the focused skip link under 44 × 44').toEqual([]);
  });
});
