/**
 * What counts as the visitor's first interaction: a pointer or touch down, a key, a focus. The framework's loader
 * (scripts/postbuild/defer-scripts.ts) and the notification area (components/layout/notice-area.tsx) both wait for it.
 */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
