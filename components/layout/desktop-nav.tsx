'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isActiveEntry, mainNavigation } from '@/lib/navigation';
import { NavEntryLink, type NavLinkClassNames } from './nav-entry-link';
import { useSectionNavigation } from './use-section-navigation';

interface DesktopNavProps {
  linkClassNames: NavLinkClassNames;
  dropdownArrow: ReactNode;
}

export function DesktopNav({ linkClassNames, dropdownArrow }: DesktopNavProps) {
  const pathname = usePathname();
  const goToSection = useSectionNavigation('desktop');

  return (
    <nav aria-label="Menu principal" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => (
          <li key={entry.label}>
            <NavEntryLink
              entry={entry}
              active={isActiveEntry(entry, pathname)}
              onAnchor={goToSection}
              classNames={linkClassNames}
              dropdownArrow={dropdownArrow}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
