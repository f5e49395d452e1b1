import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** How each link of a navigation looks (computed styles), and whether it is marked as the current page. */
export interface EntryLook {
  label: string;
  current: boolean;
  /** Text colour, background, font weight and the borders that are drawn (wide enough, not transparent). */
  look: string;
}

export function entryLooks(navigation: Locator): Promise<EntryLook[]> {
  return navigation.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
      const borders = (['Top', 'Right', 'Bottom', 'Left'] as const)
        .map((side) => {
          const width = style.getPropertyValue(`border-${side.toLowerCase()}-width`);
          const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
          return parseFloat(width) > 0 && !transparent(color) ? `${side.toLowerCase()} ${width} ${color}` : '';
        })
        .filter(Boolean);
      const background = transparent(style.backgroundColor) ? 'none' : style.backgroundColor;
      return {
        label: (link.textContent ?? '').trim(),
        current: link.getAttribute('aria-current') === 'page',
        look: `color ${style.color}; background ${background}; weight ${style.fontWeight}; borders ${borders.join(', ') || 'none'}`,
      };
    }),
  );
}

/**
 * The entry marked as the current page looks different from every other entry (colour, background, weight or a
 * drawn border), and the other entries all look alike; with no current entry, all look alike.
 */
export async function expectCurrentEntryStandsOut(navigation: Locator, where: string): Promise<void> {
  const entries = await entryLooks(navigation);
  const report = entries.map((entry) => `${entry.current ? '* ' : '  '}${entry.label}: ${entry.look}`).join('\n');
  const others = new Set(entries.filter((entry) => !entry.current).map((entry) => entry.look));
  expect(others.size, `the entries that are not current look alike ${where}:\n${report}`).toBe(1);
  for (const current of entries.filter((entry) => entry.current)) {
    expect(
      others.has(current.look),
      `the current entry ${current.label} looks like the others ${where}:\n${report}`,
    ).toBe(false);
  }
}
