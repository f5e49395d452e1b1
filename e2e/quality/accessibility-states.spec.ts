import { expect, test } from '../support/fixtures';
import { EVERY_WIDTH, MOBILE } from '../support/widths';
import { expectNoAxeViolations } from './gates';
import { firstCoursePath, mobileMenu, notices, openEnrolmentDialog, openMobileMenu, openNotice } from './states';

/**
 * WCAG 2.2 A/AA with axe-core in the states that only exist after an interaction: the enrolment dialog open and a
 * notice showing (at every width), and the hamburger menu open (at 375 px, the only width that has it). Every page
 * as loaded is audited by every-page.spec.ts.
 */

test.describe('axe after an interaction', () => {
  test('with the mobile menu open', { tag: MOBILE }, async ({ page }) => {
    await openMobileMenu(page);
    await expectNoAxeViolations(page, 'with the mobile menu open');
    await expect(mobileMenu(page)).toBeVisible();
  });

  test('with the enrolment dialog open', { tag: EVERY_WIDTH }, async ({ page }) => {
    await openEnrolmentDialog(page, firstCoursePath());
    await expectNoAxeViolations(page, `with the enrolment dialog open at ${page.viewportSize()?.width} px`);
  });

  test('with a notice showing', { tag: EVERY_WIDTH }, async ({ page }) => {
    await openNotice(page);
    await expectNoAxeViolations(page, `with the "not implemented" notice showing at ${page.viewportSize()?.width} px`);
    await expect(notices(page), 'the notice stayed on screen during the audit').toHaveCount(1);
  });
});
