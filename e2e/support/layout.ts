import type { Locator, Page } from '@playwright/test';
import { enrolmentYear } from '../../lib/upcoming-classes';

/** The shared layout's parts, as the specs of both widths find them (navigation.spec.ts, layout.spec.ts). */

/** The entries of the main menu, in order: the header navigation at 1280 px, the hamburger menu at 375 px. */
export const MENU_ENTRIES = [
  'INÍCIO',
  'SOBRE NÓS',
  'POR QUE ESCOLHER',
  'CURSOS',
  'DEPOIMENTOS',
  'BLOG',
  'CONTATO',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** The contact bar: the block above the header holding the enrolment badge. */
export function contactBar(page: Page): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByText(`MATRÍCULAS ${enrolmentYear()}`, { exact: true }) })
    .filter({ hasNot: page.getByRole('banner') })
    .filter({ hasNot: page.getByRole('main') })
    .first();
}

/** The header's main navigation, at 1280 px. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal', exact: true });
}
