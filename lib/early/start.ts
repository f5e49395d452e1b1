// How the early script starts its behaviours (main.ts, from behaviours.ts): each once per document, each on its own.
import { initAttribute } from '@/lib/init-attribute';
import type { EarlyBehaviour } from './behaviours';

/**
 * Starts each behaviour that needs the page parsed (`needsPage`), or each that does not, unless it is marked as
 * started on <html>, and marks it: a second start (the early script run twice, a test that starts it again) is a
 * no-op instead of a second set of listeners. Each on its own: one that fails (a browser missing something) leaves
 * the others, and the loader, working.
 */
export function startBehaviours(
  behaviours: Readonly<Record<string, EarlyBehaviour>>,
  needsPage: boolean,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  for (const name in behaviours) {
    const behaviour = behaviours[name];
    const mark = initAttribute(name);
    if (!behaviour || !behaviour.needsPage !== !needsPage || root.hasAttribute(mark)) continue;
    root.setAttribute(mark, '');
    try {
      behaviour.start();
    } catch (error) {
      console.error(error);
    }
  }
}
