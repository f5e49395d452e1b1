'use client';

import type { ReactNode } from 'react';
import type { NavLinkClassNames } from './nav-entry-link';
import { NavEntryList } from './nav-entry-list';
import { useSectionNavigation } from './use-section-navigation';

interface DesktopNavProps {
  linkClassNames: NavLinkClassNames;
  dropdownArrow: ReactNode;
}

export function DesktopNav({ linkClassNames, dropdownArrow }: DesktopNavProps) {
  const goToSection = useSectionNavigation('desktop');

  return (
    <nav aria-label="Menu principal" className="hidden lg:block">
      <NavEntryList
        className="flex items-center gap-1"
        onAnchor={goToSection}
        classNames={linkClassNames}
        dropdownArrow={dropdownArrow}
      />
    </nav>
  );
}
