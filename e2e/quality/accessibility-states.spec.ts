import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from './gates';
import { firstCoursePath, notices, openEnrolmentDialog, openNotice } from './states';

/**
 * WCAG 2.2 A/AA with axe-core at 1280 px in the states that only exist after an interaction: the enrolment
 * dialog open and a notice showing. Every page as loaded is audited by every-page.spec.ts; the 375 px twin of
 * this file (plus the open hamburger menu) is accessibility-states.mobile.spec.ts.
 */

test.describe('axe at 1280 px', () => {
  test('with the enrolment dialog open', async ({ page }) => {
    await openEnrolmentDialog(page, firstCoursePath());
    await expectNoAxeViolations(page, 'with the enrolment dialog open');
  });

  test('with a notice showing', async ({ page }) => {
    await openNotice(page);
    await expectNoAxeViolations(page, 'with the "not implemented" notice showing');
    await expect(notices(page), 'the notice stayed on screen during the audit').toHaveCount(1);
  });
});
