import type { Page } from '@playwright/test';
import { NOTICE_TEXTS } from '../../lib/early/notices/catalogue';
import { expect } from '../support/fixtures';
import type { Watched } from './watch';

/**
 * The gestures the handover sweep lands around the framework's arrival (sweep.spec.ts), one per behaviour that the
 * early layer hands over (issue: "the handover drops nothing"). Each one:
 * - `prepare`: on the page, before the framework is let in, makes the first interaction (which asks for the
 *   framework, held by the test) and puts on screen what the gesture needs;
 * - `perform`: the gesture itself, begun at its offset from the release; it checks what must hold at once;
 * - `verify`: once the framework has taken over, the spec's outcome, with what the page saw meanwhile (watch.ts).
 */
export interface Gesture {
  name: string;
  path: string;
  /** A page that never loads the framework (content/rules/serving.ts): nothing is handed over, nothing may change. */
  frameworkFree?: true;
  prepare(page: Page): Promise<void>;
  perform(page: Page): Promise<void>;
  verify(page: Page, seen: () => Promise<Watched>): Promise<void>;
}

// The page parts and moves the gestures share (gestures.ts, notice-gestures.ts).

export const NOT_IMPLEMENTED = NOTICE_TEXTS.notImplemented.title;

const noticeRegions = (page: Page) => page.getByRole('region', { name: /^Notificações/ });
export const notices = (page: Page) => noticeRegions(page).getByRole('listitem');
export const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

/** Taps "Trabalhe Conosco" in the footer and waits for its "not implemented" notice. */
export async function showNotImplemented(page: Page): Promise<void> {
  await footerButton(page, 'Trabalhe Conosco').tap();
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(NOT_IMPLEMENTED);
}

/** A finger: down at (x, y), moved by dx in steps a frame apart, held still a moment, then lifted (no fling). */
export async function drag(page: Page, x: number, y: number, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (px: number) => [{ x: px, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x) });
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x + (dx * step) / steps) });
    await page.waitForTimeout(16);
  }
  // The finger stops before it lifts: a moment still (a pixel back and forth), so that no fling carries the carousel
  // further, however late a loaded machine delivers the moves.
  for (const wobble of [1, 0, 1, 0]) {
    await page.waitForTimeout(60);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x + dx + wobble) });
  }
  await page.waitForTimeout(100);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** What the page saw of the notice saying `title`, failing if it never showed. */
export const notice = (watched: Watched, title: string) => {
  const seen = watched.notices[title];
  if (!seen) throw new Error(`the notice "${title}" never showed`);
  return seen;
};
