import type { Page } from '@playwright/test';
import { TEXT_SIZE_PERCENT, TEXT_SPACING } from '../../lib/accessibility';

/**
 * What the reader's own settings must leave intact, measured in the page (reader-settings.spec.ts): text spacing and
 * 200 % text here, forced colours in forced-colours.ts, more contrast in contrast-edges.ts. Each function returns
 * readable lines, one per fault (empty when none).
 */

/** The controls a reader uses: links, buttons, disclosures and form fields. */
export const CONTROLS = 'a[href], button, summary, input:not([type="hidden"]), select, textarea';

/** WCAG 1.4.12's spacing (the accessibility statement's values): what a reader's style sheet may set, all at once. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: ${TEXT_SPACING.lineHeight} !important;
    letter-spacing: ${TEXT_SPACING.letterSpacingEm}em !important;
    word-spacing: ${TEXT_SPACING.wordSpacingEm}em !important;
  }
  p { margin-bottom: ${TEXT_SPACING.paragraphSpacingEm}em !important; }
`;

/**
 * 200 % text, as the reader sets it in the browser (Chrome's font size, "Muito grande" and beyond): the default size
 * doubled through the DevTools protocol, so that the rem sizes and the media queries follow it, as they do for the
 * reader. Call before the page is opened.
 */
export async function doubleTextSize(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  // Chrome's defaults (16 and 13 px), scaled.
  const scale = TEXT_SIZE_PERCENT / 100;
  await session.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
}

/**
 * Text cut off: an element that hides its overflow and has more text than it shows (the carousels' viewports, which
 * hide the slides beside on purpose, and visually hidden text excepted).
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      if (!hides || style.clipPath === 'inset(50%)' || element.closest('[data-carousel-viewport]')) continue;
      if (!element.checkVisibility() || (element.innerText ?? '').trim() === '') continue;
      const cutX = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible';
      const cutY = element.scrollHeight > element.clientHeight + 1 && style.overflowY !== 'visible';
      if (cutX || cutY) {
        const text = element.innerText.replace(/\s+/g, ' ').trim().slice(0, 50);
        faults.push(
          `${element.tagName.toLowerCase()} "${text}": ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
      }
    }
    return faults;
  });
}

/**
 * Lines of text drawn over one another, in the page's flow (what is fixed or sticky floats over the page by design,
 * and slides beside the screen are not drawn).
 */
export function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const lines: { rect: DOMRect; node: Text }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (
        !parent ||
        node.data.trim() === '' ||
        !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        continue;
      if (getComputedStyle(parent).clipPath === 'inset(50%)' || floating(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1 && rect.left >= 0 && rect.right <= innerWidth + 1)
          lines.push({ rect, node });
      }
    }
    const faults: string[] = [];
    const TOLERANCE = 2;
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const [a, b] = [lines[i]!, lines[j]!];
        if (a.node === b.node) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > TOLERANCE && overlapY > TOLERANCE) {
          faults.push(`"${a.node.data.trim().slice(0, 30)}" over "${b.node.data.trim().slice(0, 30)}"`);
        }
      }
    }
    return faults;
  });
}

/**
 * Controls out of reach: beyond the page's sides, or covered where a tap would land once scrolled to (the sticky
 * header and what floats are left to cover what passes under them, not a control scrolled to the middle).
 */
export function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate((controls) => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} in ${width}`);
    for (const control of document.querySelectorAll<HTMLElement>(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !control.checkVisibility({ visibilityProperty: true })) continue;
      if (getComputedStyle(control).clipPath === 'inset(50%)' || control.closest('[data-carousel-viewport]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const centre = control.getBoundingClientRect();
      const hit = document.elementFromPoint(centre.left + centre.width / 2, centre.top + centre.height / 2);
      const label = (control.getAttribute('aria-label') ?? control.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      if (centre.right < 0 || centre.left > width)
        faults.push(`${control.tagName.toLowerCase()} "${label}": beyond the page's side`);
      else if (
        !hit ||
        !(
          control.contains(hit) ||
          (control instanceof HTMLInputElement && [...(control.labels ?? [])].some((l) => l.contains(hit)))
        )
      ) {
        faults.push(
          `${control.tagName.toLowerCase()} "${label}": covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}`,
        );
      }
    }
    return faults;
  }, CONTROLS);
}
