import type { Page } from '@playwright/test';

// What more contrast (`prefers-contrast: more`) must give, measured in the page (reader-settings.spec.ts): every edge
// at least 3:1 against what is around it. One readable line per fault.

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
