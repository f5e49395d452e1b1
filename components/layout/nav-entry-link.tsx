'use client';

import Link from 'next/link';
import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavEntry } from '@/lib/navigation';

interface NavEntryLinkProps {
  entry: NavEntry;
  active: boolean;
  className: string;
  activeClassName: string;
  /** Called for anchor entries instead of following the link (JavaScript on). */
  onAnchor: (sectionId: string) => void;
  onChoose?: () => void;
}

export function NavEntryLink({ entry, active, className, activeClassName, onAnchor, onChoose }: NavEntryLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onChoose?.();
    if (entry.kind !== 'anchor') return;
    event.preventDefault();
    onAnchor(entry.href.split('#')[1] ?? '');
  }

  return (
    <Link
      href={entry.href}
      aria-current={active ? 'page' : undefined}
      className={clsx(className, active && activeClassName)}
      onClick={handleClick}
    >
      {entry.label}
      {entry.hasDropdownArrow && <ChevronDown className="size-4" aria-hidden="true" />}
    </Link>
  );
}
