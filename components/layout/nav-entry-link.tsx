'use client';

import type { MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import type { NavEntry } from '@/lib/navigation';

interface NavEntryLinkProps {
  entry: NavEntry;
  active: boolean;
  className: string;
  /** Overrides utilities of `className` for the current page's entry (merged with cn(), so it wins). */
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
    <IntentLink
      href={entry.href}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && activeClassName)}
      onClick={handleClick}
    >
      {entry.label}
      {entry.hasDropdownArrow && <ChevronDown className="size-4" aria-hidden="true" />}
    </IntentLink>
  );
}
