'use client';

import type { MouseEvent, ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import type { NavEntry } from '@/lib/navigation';

/** Final classes of a menu's links, and of the current page's entry (merged on the server: nav-link-classes.ts). */
export interface NavLinkClassNames {
  inactive: string;
  active: string;
}

interface NavEntryLinkProps {
  entry: NavEntry;
  active: boolean;
  classNames: NavLinkClassNames;
  /** Follows the label of entries that have a dropdown arrow. */
  dropdownArrow: ReactNode;
  /** Called for anchor entries instead of following the link (JavaScript on). */
  onAnchor: (sectionId: string) => void;
}

export function NavEntryLink({ entry, active, classNames, dropdownArrow, onAnchor }: NavEntryLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (entry.kind !== 'anchor') return;
    event.preventDefault();
    onAnchor(entry.href.split('#')[1] ?? '');
  }

  return (
    <IntentLink
      href={entry.href}
      aria-current={active ? 'page' : undefined}
      className={active ? classNames.active : classNames.inactive}
      onClick={handleClick}
    >
      {entry.label}
      {entry.hasDropdownArrow && dropdownArrow}
    </IntentLink>
  );
}
