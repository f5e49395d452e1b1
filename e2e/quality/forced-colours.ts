import type { Page } from '@playwright/test';
import { CONTROLS } from './reader-settings';

/**
 * What forced colours (Windows' contrast themes) must leave intact, measured in the page (reader-settings.spec.ts):
 * the controls' edges and focus outlines, and the icons that carry meaning. One readable line per fault.
 */

/** Marks, in the page's normal colours, the controls drawn as a shape (a fill, a ring or a border). */
const SHAPED_ATTRIBUTE = 'data-e2e-shaped';

/**
 * Marks the controls that are drawn as a shape in the page's own colours: a background, a ring (box-shadow) or a
 * border. Forced colours remove backgrounds and shadows, so these must keep an edge of their own there.
 */
export function markShapedControls(page: Page): Promise<number> {
  return page.evaluate(
    ({ controls, attribute }) => {
      const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
      let count = 0;
      for (const control of document.querySelectorAll<HTMLElement>(controls)) {
        const style = getComputedStyle(control);
        const shaped =
          !transparent(style.backgroundColor) || style.boxShadow !== 'none' || parseFloat(style.borderTopWidth) > 0;
        if (shaped) {
          control.setAttribute(attribute, '');
          count += 1;
        }
      }
      return count;
    },
    { controls: CONTROLS, attribute: SHAPED_ATTRIBUTE },
  );
}

/**
 * In forced colours: the shaped controls with no edge left (no border and no outline), the controls whose focus
 * shows no outline, and the icons that carry meaning (a control's only content, the rating's stars) that vanish or
 * read alike.
 */
export function forcedColoursFaults(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ controls, attribute }) => {
      const faults: string[] = [];
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const visible = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          getComputedStyle(element).clipPath !== 'inset(50%)' &&
          element.checkVisibility({ visibilityProperty: true })
        );
      };
      const hasEdge = (style: CSSStyleDeclaration) =>
        (['Top', 'Right', 'Bottom', 'Left'] as const).some(
          (side) =>
            parseFloat(style[`border${side}Width`]) >= 1 && !['none', 'hidden'].includes(style[`border${side}Style`]),
        ) ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1);
      for (const control of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
        if (visible(control) && !hasEdge(getComputedStyle(control))) faults.push(`${name(control)}: no edge`);
      }
      for (const control of document.querySelectorAll<HTMLElement>(controls)) {
        if (!visible(control)) continue;
        control.focus({ focusVisible: true } as FocusOptions);
        if (document.activeElement !== control) continue;
        const style = getComputedStyle(control);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
          faults.push(`${name(control)}: no focus outline`);
        control.blur();
      }
      for (const control of document.querySelectorAll<HTMLElement>(controls)) {
        if (!visible(control) || (control.innerText ?? '').trim() !== '') continue;
        const icon = control.querySelector('svg');
        if (!icon) continue;
        const style = getComputedStyle(icon);
        const painted = (paint: string) => paint !== 'none' && !/rgba\(.*,\s*0\)$/.test(paint);
        if (!painted(style.stroke) && !painted(style.fill)) faults.push(`${name(control)}: its icon is not painted`);
      }
      for (const rating of document.querySelectorAll<HTMLElement>('[role="img"][aria-label*="estrelas"]')) {
        const paints = new Set([...rating.querySelectorAll('svg')].map((star) => getComputedStyle(star).fill));
        if (paints.size < 2 && /Avaliação: [1-4] de/.test(rating.getAttribute('aria-label') ?? '')) {
          faults.push(`${name(rating)}: filled and empty stars read alike`);
        }
      }
      return faults;
    },
    { controls: CONTROLS, attribute: SHAPED_ATTRIBUTE },
  );
}
