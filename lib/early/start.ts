// How the early script starts its behaviours (main.ts): each on its own, and each once per root.

/** The mark of a started behaviour on its root: data-<name>-init (search, carousel, notices…). */
export const initAttribute = (name: string) => `data-${name}-init`;

/**
 * Starts a behaviour on its root unless it is marked as started there, and marks it: a second start (the early script
 * run twice, a test that starts it again) is a no-op instead of a second set of listeners. Returns whether it started.
 */
export function startOnce(root: Element, name: string, start: () => unknown): boolean {
  const mark = initAttribute(name);
  if (root.hasAttribute(mark)) return false;
  root.setAttribute(mark, '');
  start();
  return true;
}

/**
 * Starts each behaviour of the document once (marked on <html>), each on its own: one that fails (a browser missing
 * something) leaves the others, and the loader, working.
 */
export function startAll(behaviours: Readonly<Record<string, () => unknown>>, doc: Document = document): void {
  for (const [name, start] of Object.entries(behaviours)) {
    try {
      startOnce(doc.documentElement, name, start);
    } catch (error) {
      console.error(error);
    }
  }
}
