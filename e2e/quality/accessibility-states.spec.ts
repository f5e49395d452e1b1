import { expect, test } from '../support/fixtures';
import { EVERY_WIDTH, MOBILE } from '../support/widths';
import { courses } from '../../content/courses';
import { expectNoAxeViolations, openHydrated } from './gates';
import { firstCoursePath, mobileMenu, notices, openEnrolmentDialog, openMobileMenu, openNotice } from './states';

/**
 * WCAG 2.2 A/AA/AAA and best practices with axe-core in the states that only exist after an interaction: the enrolment dialog open and a
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

  for (const course of courses) {
    test(`on /cursos/${course.slug}, with every answer open`, { tag: EVERY_WIDTH }, async ({ page }) => {
      await openHydrated(page, `/cursos/${course.slug}`);
      const answers = page.getByRole('region', { name: 'Perguntas frequentes' }).locator('summary');
      expect(await answers.count()).toBeGreaterThanOrEqual(8);
      for (const summary of await answers.all()) await summary.click();
      await expect(page.locator('details:not([open])')).toHaveCount(0);
      await expectNoAxeViolations(
        page,
        `/cursos/${course.slug} with every answer open at ${page.viewportSize()?.width} px`,
      );
    });
  }

  // The notice and its region. The page under it is audited as loaded (every-page.spec.ts): for the notice's 3 s it
  // covers a strip of whatever is at the bottom of the screen, as the spec places it, and axe would report the
  // controls it half covers there, which depend on where the page was scrolled.
  test('with a notice showing', { tag: EVERY_WIDTH }, async ({ page }) => {
    await openNotice(page);
    const what = `with the "not implemented" notice showing at ${page.viewportSize()?.width} px`;
    await expectNoAxeViolations(page, what, 'section[aria-live]');
    await expect(notices(page), 'the notice stayed on screen during the audit').toHaveCount(1);
  });
});
