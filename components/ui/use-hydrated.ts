'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the pre-rendered HTML and while React hydrates it; true from the render right after hydration (and
 * at once on a client-side navigation). Controls that need their script render disabled, or in their native
 * form, until then (the post-build step makes the framework load after `load`, so that lasts 1–3 s on a phone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
