import type { Page } from '@playwright/test';
import { TEXT_SIZE_PERCENT, TEXT_SPACING } from '../../lib/accessibility';

/**
 * What the reader's own settings must leave intact, measured in the page (reader-settings.spec.ts). Each function
 * returns readable lines, one per fault (empty when none).
 */

const CONTROLS = 'a[href], button, summary, input:not([type="hidden"]), select, textarea';
/** Marks, in the page's normal colours, the controls drawn as a shape (a fill, a ring or a border). */
const SHAPED_ATTRIBUTE = 'data-e2e-shaped';

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

/**
 * Edges fainter than WCAG 1.4.11's 3:1 against what is around them: every border and every ring (a box-shadow with
 * a spread and no blur), wherever one is drawn. Colours are read through a canvas, which takes any CSS colour.
 */
export function weakEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: [number, number, number, number], bottom: [number, number, number]): [number, number, number] =>
      [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])) as [number, number, number];
    const background = (element: Element | null): [number, number, number] => {
      const layers: [number, number, number, number][] = [];
      for (let node = element; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reverse().reduce<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const luminance = (color: [number, number, number]) => {
      const [r, g, b] = color.map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: [number, number, number], b: [number, number, number]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The box-shadow's layers with a spread and no blur or offset: rings. */
    const rings = (shadow: string) => {
      const layers: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < shadow.length; i += 1) {
        if (shadow[i] === '(') depth += 1;
        else if (shadow[i] === ')') depth -= 1;
        else if (shadow[i] === ',' && depth === 0) {
          layers.push(shadow.slice(start, i));
          start = i + 1;
        }
      }
      layers.push(shadow.slice(start));
      return layers.flatMap((layer) => {
        const lengths = [...layer.matchAll(/(-?[\d.]+)px/g)].map((match) => parseFloat(match[1]!));
        const color = layer
          .replace(/(-?[\d.]+)px/g, '')
          .replace('inset', '')
          .trim();
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        return spread > 0 && blur === 0 && x === 0 && y === 0 ? [color] : [];
      });
    };
    const faults = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const edges = [
        ...(['Top', 'Right', 'Bottom', 'Left'] as const)
          .filter(
            (side) =>
              parseFloat(style[`border${side}Width`]) >= 1 && !['none', 'hidden'].includes(style[`border${side}Style`]),
          )
          .map((side) => style[`border${side}Color`]),
        ...(style.boxShadow === 'none' ? [] : rings(style.boxShadow)),
      ];
      const around = background(element.parentElement);
      const inside = background(element);
      for (const edge of new Set(edges)) {
        const colour = rgba(edge);
        if (colour[3] === 0) continue;
        const drawn = over(colour, around);
        // The edge separates the element from what is around it: it must stand out from the weaker of the two sides.
        const contrast = Math.min(ratio(drawn, around), ratio(drawn, inside));
        if (contrast < 3 && ratio(inside, around) < 3) {
          const label = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').slice(0, 3).join('.')}` : ''}`;
          faults.add(`${label}: ${edge} at ${contrast.toFixed(2)}:1`);
        }
      }
    }
    return [...faults];
  });
}
