'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Spec: from the mobile menu on another page, wait this long on the home page before scrolling. */
export const MOBILE_ANCHOR_DELAY_MS = 100;
const WAIT_FOR_SECTION_MS = 5000;

/** Scrolls to a section (smoothly unless the visitor prefers reduced motion) and moves focus there. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `/#${id}`);
  return true;
}

function whenHomeSectionExists(id: string, onReady: () => void): void {
  const startedAt = performance.now();
  const check = () => {
    if (window.location.pathname === '/' && document.getElementById(id)) onReady();
    else if (performance.now() - startedAt < WAIT_FOR_SECTION_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Returns a handler for anchor entries of the menu (e.g. CURSOS → /#cursos): on the home page it scrolls to
 * the section; elsewhere it goes to the home page first, then scrolls.
 */
export function useSectionNavigation(origin: 'desktop' | 'mobile') {
  const router = useRouter();
  const pathname = usePathname();

  return useCallback(
    (sectionId: string) => {
      if (pathname === '/') {
        scrollToSection(sectionId);
        return;
      }
      router.push('/');
      const delay = origin === 'mobile' ? MOBILE_ANCHOR_DELAY_MS : 0;
      whenHomeSectionExists(sectionId, () => window.setTimeout(() => scrollToSection(sectionId), delay));
    },
    [origin, pathname, router],
  );
}
