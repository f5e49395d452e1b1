// The mark a script of the early layer leaves on what it has started, data-<name>-init: a second start (the script run
// twice, a test that starts it again) finds it and leaves things as they are. Its own module, importing nothing, so
// that the early layer (lib/early/) and the agreements it shares with the pages (lib/search.ts) spell it from one place
// with no cycle between them.

/** The mark of a started behaviour, search or carousel: data-<name>-init. */
export const initAttribute = (name: string) => `data-${name}-init`;
