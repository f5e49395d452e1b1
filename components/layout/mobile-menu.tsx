'use client';

import { useRef, type ReactNode } from 'react';
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
 * the button. CSS alone swaps the icon and the button's name. Once the framework runs, choosing an entry also
 * closes it (a client-side navigation keeps the layout, and an open popover with it) and the CURSOS anchor waits
 * 100 ms on the home page before scrolling (spec).
 *
 * Below the sticky header, whatever the scroll: CSS anchor positioning against the header (`--site-header`,
 * named in site-header.tsx); the area below it also caps the panel's height.
 */
export function MobileMenu({ linkClassNames, dropdownArrow, openIcon, closeIcon }: MobileMenuProps) {
  const goToSection = useSectionNavigation('mobile');
  const panelRef = useRef<HTMLElement>(null);

  function close() {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }

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
        <span className="sr-only group-has-[:popover-open]:hidden">Abrir menu</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">Fechar menu</span>
      </button>
      <nav
        ref={panelRef}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Menu principal (celular)"
        className="m-0 max-h-full w-full max-w-none overflow-y-auto border-0 border-t border-ice-200 bg-white p-0 text-navy-900 shadow-card [position-anchor:--site-header] [position-area:bottom] lg:hidden"
      >
        <NavEntryList
          className="container-page flex flex-col py-2"
          onAnchor={goToSection}
          onChoose={close}
          classNames={linkClassNames}
          dropdownArrow={dropdownArrow}
        />
      </nav>
    </div>
  );
}
