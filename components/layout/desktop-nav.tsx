'use client';

import { usePathname } from 'next/navigation';
import { isActiveEntry, mainNavigation } from '@/lib/navigation';
import { NavEntryLink } from './nav-entry-link';
import { useSectionNavigation } from './use-section-navigation';

export function DesktopNav() {
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
              className="inline-flex min-h-11 items-center gap-1 rounded-md border-b-2 border-transparent px-2.5 text-[0.8125rem] font-semibold tracking-wide text-navy-900 transition-colors hover:text-brand-700 xl:px-3.5"
              activeClassName="border-brand-600 text-brand-700"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
