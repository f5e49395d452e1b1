import type { TestInfo } from '@playwright/test';
import { AUDITED_WIDTHS_PX } from '../../lib/accessibility';

/**
 * The widths the suite runs at, one Playwright project each (playwright.config.ts): 'desktop' (1280 × 720) and
 * 'mobile' (375 × 812, touch). Both projects see every spec file; a test's tags pick the widths it runs at:
 *
 * - no width tag: desktop only;
 * - `@mobile` (MOBILE): the phone only;
 * - `@every-width` (EVERY_WIDTH): both, once per width.
 *
 * A behaviour is written once, in one spec file, and tagged with the widths it concerns.
 */

/** The widths the accessibility statement names (lib/accessibility.ts). */
export const DESKTOP_WIDTH = AUDITED_WIDTHS_PX.desktop;
export const DESKTOP_HEIGHT = 720;
export const MOBILE_WIDTH = AUDITED_WIDTHS_PX.phone;
export const MOBILE_HEIGHT = 812;

/** Runs on the phone only. */
export const MOBILE = '@mobile';
/** Runs at every width (desktop and phone). */
export const EVERY_WIDTH = '@every-width';

/** Tests the 'desktop' project leaves out (its grepInvert). */
export const MOBILE_ONLY = /@mobile(?![\w-])/;
/** Tests the 'mobile' project runs (its grep). */
export const ON_MOBILE = /@(mobile|every-width)(?![\w-])/;

/** The viewport width of the project running the test: what `page.viewportSize()` must say. */
export function projectWidth(testInfo: TestInfo): number {
  return testInfo.project.name === 'mobile' ? MOBILE_WIDTH : DESKTOP_WIDTH;
}
