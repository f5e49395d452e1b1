'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the pre-rendered HTML and while React hydrates it; true from the render right after hydration (and
 * at once on a client-side navigation). Controls that need their script render disabled, or in their native
 * form, until then (the post-build step makes the framework arrive with the visitor's first interaction, and a
 * slow phone then needs 1–2.5 s more).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
