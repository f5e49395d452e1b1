'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isActiveEntry, mainNavigation, searchEntry } from '@/lib/navigation';
import { NavEntryLink, type NavLinkClassNames } from './nav-entry-link';

interface NavEntryListProps {
  /** Final classes of the list (merged on the server). */
  className: string;
  classNames: NavLinkClassNames;
  dropdownArrow: ReactNode;
  onAnchor: (sectionId: string) => void;
  /** The phone menu ends with the search page (the desktop header shows it as a magnifier). */
  withSearch?: boolean;
}

/** The site's menu entries (lib/navigation.ts), the current page's marked: one list for the desktop and phone menus. */
export function NavEntryList({
  className,
  classNames,
  dropdownArrow,
  onAnchor,
  withSearch = false,
}: NavEntryListProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {(withSearch ? [...mainNavigation, searchEntry] : mainNavigation).map((entry) => (
        <li key={entry.label}>
          <NavEntryLink
            entry={entry}
            active={isActiveEntry(entry, pathname)}
            onAnchor={onAnchor}
            classNames={classNames}
            dropdownArrow={dropdownArrow}
          />
        </li>
      ))}
    </ul>
  );
}
