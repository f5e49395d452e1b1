import { SEARCH_PATH } from '@/content/rules/site-search';

export interface NavEntry {
  label: string;
  href: string;
  /** Anchor entries point at a section of the home page and are never highlighted. */
  kind: 'page' | 'anchor';
  /** Shown with a dropdown arrow (spec: CURSOS). */
  hasDropdownArrow?: boolean;
}

export const COURSES_SECTION_ID = 'cursos';

export const mainNavigation: readonly NavEntry[] = [
  { label: 'INÍCIO', href: '/', kind: 'page' },
  { label: 'SOBRE NÓS', href: '/sobre', kind: 'page' },
  { label: 'POR QUE ESCOLHER', href: '/porque-escolher', kind: 'page' },
  { label: 'CURSOS', href: `/#${COURSES_SECTION_ID}`, kind: 'anchor', hasDropdownArrow: true },
  { label: 'DEPOIMENTOS', href: '/depoimentos', kind: 'page' },
  { label: 'BLOG', href: '/blog', kind: 'page' },
  { label: 'CONTATO', href: '/contato', kind: 'page' },
];

/** The search page: a magnifier in the header, and an entry of the phone menu. */
export const searchEntry: NavEntry = { label: 'BUSCAR', href: SEARCH_PATH, kind: 'page' };

function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * An entry is active when the current path is its page or lies below it (/blog/x keeps BLOG active).
 * Home is active only on "/" itself; anchor entries never are.
 */
export function isActiveEntry(entry: NavEntry, currentPath: string): boolean {
  if (entry.kind === 'anchor') return false;
  const path = normalisePath(currentPath);
  if (entry.href === '/') return path === '/';
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
