import type { Page } from '@playwright/test';
import { MIN_TARGET_PX } from '../../lib/accessibility';

/**
 * The visible controls under the minimum target size, as readable lines (empty when none). A control passes when
 * its box is 44 × 44, or when the 44 × 44 square centred on it hits it everywhere (a hit area larger than the box,
 * overlapping nothing else); a field's labels are part of its target, as a tap on them reaches it. Links inside running
 * text are exempt, as 2.5.5 says: an inline link whose block holds other words than its own. `within` narrows the
 * look to what is open over the page (a modal dialog leaves the rest out of reach).
 */
export function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ min, within }) => {
      const CONTROLS =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';
      const BLOCK = new Set(['block', 'list-item', 'flex', 'grid', 'table-cell', 'flow-root']);
      const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const inRunningText = (control: HTMLElement) => {
        if (getComputedStyle(control).display !== 'inline') return false;
        let block = control.parentElement;
        while (block && !BLOCK.has(getComputedStyle(block).display)) block = block.parentElement;
        return !!block && words(block.textContent).length > words(control.textContent).length;
      };
      // Visually hidden (Tailwind's sr-only: a 1 px box clipped away) until focused, like the skip link.
      const visible = (control: HTMLElement) => {
        const box = control.getBoundingClientRect();
        const clipped = getComputedStyle(control).clipPath === 'inset(50%)';
        return (
          !clipped &&
          box.width > 1 &&
          box.height > 1 &&
          control.checkVisibility({ visibilityProperty: true, opacityProperty: false })
        );
      };
      const target = (control: HTMLElement): HTMLElement[] =>
        control instanceof HTMLInputElement ? [control, ...(control.labels ?? [])] : [control];
      const hitsEverywhere = (control: HTMLElement) => {
        const box = control.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const half = min / 2 - 0.5;
        const corners: [number, number][] = [
          [x - half, y - half],
          [x + half, y - half],
          [x - half, y + half],
          [x + half, y + half],
        ];
        return corners.every(([px, py]) => {
          const hit = document.elementFromPoint(px, py);
          return !!hit && target(control).some((part) => part.contains(hit));
        });
      };
      const describe = (control: HTMLElement) => {
        const box = control.getBoundingClientRect();
        const name = words(control.getAttribute('aria-label') ?? control.textContent).slice(0, 40);
        return `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} × ${Math.round(box.height)}`;
      };
      const small: string[] = [];
      const root = document.querySelector<HTMLElement>(within);
      const controls = root
        ? [root, ...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((node) => node.matches(CONTROLS))
        : [];
      for (const control of controls) {
        if (!visible(control) || inRunningText(control)) continue;
        const boxes = target(control).map((part) => part.getBoundingClientRect());
        if (boxes.some((box) => box.width >= min && box.height >= min)) continue;
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        if (!hitsEverywhere(control)) small.push(describe(control));
      }
      return small;
    },
    { min: MIN_TARGET_PX, within },
  );
}
