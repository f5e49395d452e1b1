import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Keyboard helpers of the keyboard specs: what has focus, and whether the visitor can see it. */

export const SKIP_LINK_NAME = 'Pular para o conteúdo';

export interface FocusedElement {
  /** e.g. `a "Pular para o conteúdo"` or `button "Próximo slide"`. */
  label: string;
  isBody: boolean;
  /** Why the focus cannot be seen, or '' when it can. */
  problem: string;
}

type FocusStyleStore = Window & { __unfocusedStyles?: WeakMap<Element, string> };

/**
 * Remembers how every focusable element looks while it does not have focus (outline and box-shadow), so that
 * `focusedElement` can tell whether focusing it changed something the visitor sees. Call it once after the
 * page has loaded, before the first Tab.
 */
export async function rememberUnfocusedStyles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window as FocusStyleStore;
    store.__unfocusedStyles = new WeakMap();
    const focusable = document.querySelectorAll(
      'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]',
    );
    for (const element of focusable) {
      const style = getComputedStyle(element);
      store.__unfocusedStyles.set(
        element,
        JSON.stringify([style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow]),
      );
    }
  });
}

/**
 * The element that has focus and whether its focus is visible: it is rendered (not the 1 px of a screen-reader
 * only element), at least part of it is on screen and not covered by another element (WCAG 2.4.11), and
 * focusing it drew an outline or a box-shadow (ring) that it did not have before (WCAG 2.4.7).
 */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(async () => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) {
      return { label: 'body', isBody: true, problem: '' };
    }
    const name = (active.getAttribute('aria-label') || active.innerText || active.getAttribute('title') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const label = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"`;

    /** Why the visitor cannot see where the focus is (on screen, uncovered), or ''. */
    const placement = (): string => {
      const rect = active.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4) return `rendered ${rect.width}×${rect.height} px`;
      const left = Math.max(rect.left, 0);
      const right = Math.min(rect.right, window.innerWidth);
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      if (right - left < 1 || bottom - top < 1) return 'outside the viewport';
      // Some point of the visible part must hit the element itself (not a sticky header or an overlay).
      const xs = [0.5, 0.1, 0.9].map((f) => left + (right - left) * f);
      const ys = [0.5, 0.1, 0.9].map((f) => top + (bottom - top) * f);
      const reachable = xs.some((x) =>
        ys.some((y) => {
          const hit = document.elementFromPoint(x, y);
          return Boolean(hit && (hit === active || active.contains(hit)));
        }),
      );
      return reachable ? '' : 'covered by another element';
    };

    let problem = placement();
    if (problem === 'outside the viewport' || problem === 'covered by another element') {
      // Focusing scrolls the element into view, smoothly (scroll-behavior: smooth), from a later frame on (on a
      // busy machine, several frames later): judge it once it has stopped moving in place, or after 120 frames.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let last = '';
      let still = 0;
      for (let frames = 0; frames < 120; frames += 1) {
        await frame();
        const { top, left } = active.getBoundingClientRect();
        const position = `${Math.round(top)},${Math.round(left)}`;
        still = position === last ? still + 1 : 0;
        last = position;
        if (still >= 5 && placement() === '') break;
      }
      problem = placement();
    }
    if (problem) return { label, isBody: false, problem };

    // The map of /contato: Tab moves into the frame's own document (Google Maps), whose controls draw their own
    // focus; that document cannot load in the tests (support/fixtures.ts blocks other hosts).
    if (active.tagName === 'IFRAME') return { label, isBody: false, problem: '' };

    const style = getComputedStyle(active);
    const store = window as FocusStyleStore;
    const before = store.__unfocusedStyles?.get(active);
    const now = JSON.stringify([style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow]);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    if (!outline && !ring) return { label, isBody: false, problem: 'no outline and no box-shadow when focused' };
    if (before === undefined) return { label, isBody: false, problem: 'not seen before the walk (no baseline)' };
    if (before === now) return { label, isBody: false, problem: 'looks the same focused and not focused' };
    return { label, isBody: false, problem: '' };
  });
}

/**
 * Presses Tab from the top of the page until the focus leaves the page or comes back to the first element,
 * and returns every element reached with what (if anything) hides its focus.
 */
export async function tabThroughPage(page: Page, maxPresses = 250): Promise<FocusedElement[]> {
  await rememberUnfocusedStyles(page);
  const reached: FocusedElement[] = [];
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (focused.isBody || (reached.length > 0 && focused.label === reached[0]?.label)) break;
    reached.push(focused);
  }
  return reached;
}

/** Presses Tab until `target` has focus (from wherever the focus is); fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, null, { timeout: 5000 })) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused({ timeout: 1 });
}

/** Asserts that the focused element shows its focus. */
export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  let focused = await focusedElement(page);
  expect(focused.isBody, `${what}: something has focus`).toBe(false);
  // A scroll the browser starts itself (the form check focusing its first field) may begin a few frames late on
  // a busy machine: give it until it has settled, then the focus must be in sight. The poll ends as soon as it is;
  // the bound is only reached when the focus stays hidden, so it leaves a loaded machine room.
  await expect
    .poll(
      async () => {
        focused = await focusedElement(page);
        return focused.problem;
      },
      { message: `${what}: the focus on ${focused.label} is visible`, timeout: 10_000 },
    )
    .toBe('');
}

/**
 * Tabs through the whole page and expects the skip link first, more than a handful of controls, and a visible
 * focus on every one of them.
 */
export async function expectEveryControlShowsFocus(page: Page, urlPath: string): Promise<void> {
  const reached = await tabThroughPage(page);
  expect(reached[0]?.label, 'the first Tab reaches the skip link').toContain(SKIP_LINK_NAME);
  expect(reached.length, 'controls reached with Tab').toBeGreaterThan(5);
  const hidden = reached.filter((element) => element.problem).map((element) => `${element.label}: ${element.problem}`);
  expect(hidden, `controls whose focus cannot be seen on ${urlPath}:\n${hidden.join('\n')}`).toEqual([]);
}
