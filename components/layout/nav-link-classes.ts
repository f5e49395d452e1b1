import { cn } from '@/lib/cn';
import type { NavLinkClassNames } from './nav-entry-link';

/** A menu link's classes, and the same with the current page's look merged over them (cn: its utilities win). */
function navLinkClassNames(link: string, currentPage: string): NavLinkClassNames {
  return { inactive: link, active: cn(link, currentPage) };
}

// Merged here, for the server component that renders the menus: the menus themselves are client components,
// which must not ship tailwind-merge.
export const DESKTOP_NAV_LINK_CLASSES = navLinkClassNames(
  'inline-flex min-h-11 items-center gap-1 rounded-md border-b-2 border-transparent px-2.5 text-[0.8125rem] font-semibold tracking-wide text-navy-900 transition-colors hover:text-brand-700 xl:px-3.5',
  'border-brand-600 text-brand-700',
);

export const MOBILE_NAV_LINK_CLASSES = navLinkClassNames(
  'flex min-h-12 items-center gap-1 rounded-md border-l-4 border-transparent px-3 font-semibold tracking-wide text-navy-900 hover:bg-ice-50',
  'border-brand-600 bg-ice-50 text-brand-700',
);
