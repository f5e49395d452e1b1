'use client';

import type { ReactNode } from 'react';
import type { NavLinkClassNames } from './nav-entry-link';
import { NavEntryList } from './nav-entry-list';
import { useSectionNavigation } from './use-section-navigation';

const MOBILE_MENU_ID = 'menu-celular';

interface MobileMenuProps {
  linkClassNames: NavLinkClassNames;
  dropdownArrow: ReactNode;
  /** The button's icons while the menu is closed and while it is open: both are rendered, CSS shows one. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
}

/**
 * The hamburger menu of small screens, an HTML popover opened by its button (`popovertarget`): it opens and closes
 * from the first paint, before any script has run, and the browser gives it the expanded state of the button,
 * Escape, closing on a tap outside, the focus order (its entries right after the button) and the focus back on
 * the button (the early script loads a polyfill where popovers are missing). CSS alone swaps the icon and the
 * button's name. Choosing an entry closes it, from the first tap (lib/early/menu.ts); once the framework runs, the
 * CURSOS anchor waits 100 ms on the home page before scrolling (spec).
 *
 * Below the sticky header, whatever the scroll: CSS anchor positioning against the header (`--site-header`,
 * named in site-header.tsx); the area below it also caps the panel's height. A browser without anchor positioning
 * places it at the header's height from the top. Opened by the polyfill (no top layer), it hangs from the header
 * itself, as an absolutely positioned box.
 */
export function MobileMenu({ linkClassNames, dropdownArrow, openIcon, closeIcon }: MobileMenuProps) {
  const goToSection = useSectionNavigation('mobile');

  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-ice-100"
      >
        {openIcon}
        {closeIcon}
        {/* Only the shown one names the button (display: none leaves the accessible name). */}
        <span className="sr-only group-popover-open:hidden">Abrir menu</span>
        <span className="sr-only hidden group-popover-open:inline">Fechar menu</span>
      </button>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Menu principal (celular)"
        className="m-0 max-h-full w-full max-w-none overflow-y-auto border-0 border-t border-ice-200 bg-white p-0 text-navy-900 shadow-card [position-anchor:--site-header] [position-area:bottom] not-supports-[position-area:bottom]:top-18 not-supports-[position-area:bottom]:bottom-auto lg:hidden polyfilled-open:absolute polyfilled-open:inset-x-0 polyfilled-open:top-full polyfilled-open:bottom-auto polyfilled-open:max-h-[calc(100dvh-4.5rem)] polyfilled-open:[position-area:none]"
      >
        <NavEntryList
          className="container-page flex flex-col py-2"
          onAnchor={goToSection}
          classNames={linkClassNames}
          dropdownArrow={dropdownArrow}
          withSearch
        />
      </nav>
    </div>
  );
}
