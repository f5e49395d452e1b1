import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from './gates';
import { firstCoursePath, mobileMenu, notices, openEnrolmentDialog, openMobileMenu, openNotice } from './states';

/**
 * WCAG 2.2 A/AA with axe-core at 375 px in the states that only exist after an interaction: the hamburger menu
 * open, the enrolment dialog open and a notice showing. Every page as loaded is audited by
 * every-page.mobile.spec.ts; the 1280 px twin of this file is accessibility-states.spec.ts.
 */

test.describe('axe at 375 px', () => {
  test('with the mobile menu open', async ({ page }) => {
    await openMobileMenu(page);
    await expectNoAxeViolations(page, 'with the mobile menu open');
    await expect(mobileMenu(page)).toBeVisible();
  });

  test('with the enrolment dialog open', async ({ page }) => {
    await openEnrolmentDialog(page, firstCoursePath());
    await expectNoAxeViolations(page, 'with the enrolment dialog open at 375 px');
  });

  test('with a notice showing', async ({ page }) => {
    await openNotice(page);
    await expectNoAxeViolations(page, 'with the "not implemented" notice showing at 375 px');
    await expect(notices(page), 'the notice stayed on screen during the audit').toHaveCount(1);
  });
});
