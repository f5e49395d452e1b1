'use client';

import { useEffect } from 'react';

/** The attribute of <html> that says the framework has hydrated the page (its controls have their handlers). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks <html> once the page is interactive, a public signal the end-to-end tests (and anyone else) can wait for
 * instead of React's internals. Rendered last in <body>: the effects of one commit run in tree order, so by the
 * time this one runs, every component hydrated with the page has run its own.
 */
export function InteractiveSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
