// The framework (React, the Next.js router and the page's flight data) arrives with the visitor's first interaction,
// and never sooner: a reader who only reads downloads the page and its images, as the script-free floor would.
// Every behaviour of the spec works before it (this folder), so the framework only enhances.
//
// The post-build step (scripts/postbuild/next-export.ts) moves the framework's elements, untouched, into a
// <template id="framework"> at the end of the page, and the page's flight data into a file named by its content
// (data-flight). On the first interaction this loader starts the script downloads (a preload hint for each script of
// the template), fetches the flight data meanwhile, hands its chunks to Next.js, then puts the template's scripts into
// the page, as they were (Next's own preload hints stay in the template: the loader's cover every script).
//
// What counts as an interaction: a key, a focus, a click or tap, a mouse or pen press. A touch that moves (a swipe,
// a scroll) is not one: it fetches nothing. A press on a link is not one either: the link navigates anyway.
// If the flight data cannot be fetched (offline, or a page left open across a publication whose files are gone), the
// page stays as it is, fully usable, and the next interaction tries again.
import { INTERACTION_EVENTS, isFingerPress } from './starter';

export const FRAMEWORK_TEMPLATE_ID = 'framework';
/** On the template: the URL of the page's flight data. */
export const FLIGHT_ATTRIBUTE = 'data-flight';
/** Next.js reads its flight data from this global array (the inline scripts of its export push into it). */
export const FLIGHT_GLOBAL = '__next_f';

export type FlightChunk = readonly (string | number)[];

export type LoaderState = 'waiting' | 'loading' | 'loaded';

/**
 * On <html> while the framework's flight data is on its way (a public signal, for tests and anyone): set in the
 * interaction's own event, gone once the attempt has ended, fetched or failed. An interaction meanwhile starts no
 * second attempt.
 */
export const FRAMEWORK_LOADING_ATTRIBUTE = 'data-framework-loading';

/** Whether an event is the visitor's interaction that brings the framework. */
export function isInteraction(event: Event): boolean {
  if (isFingerPress(event)) return false;
  const target = event.target as Element | null;
  return !target?.closest?.('a[href]');
}

function isFlight(value: unknown): value is FlightChunk[] {
  return Array.isArray(value) && value.every((chunk) => Array.isArray(chunk));
}

/** Puts a copy of each of the template's elements that match `selector` at the end of <body>, in order. */
function insertFrom(template: HTMLTemplateElement, selector: string): void {
  for (const element of template.content.querySelectorAll(selector)) {
    template.ownerDocument.body.append(template.ownerDocument.importNode(element, true));
  }
}

/**
 * Starts downloading every script of the template while the flight data is fetched: a preload hint for each, with the
 * script's own integrity and CORS mode (a hint that differed would be a second download).
 */
function preloadScripts(template: HTMLTemplateElement): void {
  const doc = template.ownerDocument;
  for (const script of template.content.querySelectorAll('script[src]')) {
    const hint = doc.createElement('link');
    hint.rel = 'preload';
    hint.setAttribute('as', 'script');
    hint.href = script.getAttribute('src') ?? '';
    for (const name of ['integrity', 'crossorigin']) {
      const value = script.getAttribute(name);
      if (value !== null) hint.setAttribute(name, value);
    }
    doc.head.append(hint);
  }
}

/**
 * Waits for the first interaction, then loads the framework. Returns the loader's state, for tests; undefined on a
 * page without the framework (the not-found page, `next dev`).
 */
export function startLoader(doc: Document = document): (() => LoaderState) | undefined {
  const template = doc.getElementById(FRAMEWORK_TEMPLATE_ID);
  const flightUrl = template?.getAttribute(FLIGHT_ATTRIBUTE);
  if (!(template instanceof HTMLTemplateElement) || !flightUrl) return undefined;
  let state: LoaderState = 'waiting';
  let hinted = false;
  const options = { capture: true, passive: true } as const;
  const listen = (on: boolean) => {
    for (const type of INTERACTION_EVENTS) {
      if (on) doc.addEventListener(type, onEvent, options);
      else doc.removeEventListener(type, onEvent, options);
    }
  };

  async function load(): Promise<void> {
    state = 'loading';
    doc.documentElement.setAttribute(FRAMEWORK_LOADING_ATTRIBUTE, '');
    listen(false);
    if (!hinted) preloadScripts(template as HTMLTemplateElement);
    hinted = true;
    try {
      const response = await fetch(flightUrl as string);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const chunks: unknown = await response.json();
      if (!isFlight(chunks)) throw new Error('not flight data');
      const view = (doc.defaultView ?? window) as unknown as Record<string, FlightChunk[] | undefined>;
      const queue = (view[FLIGHT_GLOBAL] ??= []);
      for (const chunk of chunks) queue.push(chunk);
    } catch (error) {
      // The page works without the framework; the next interaction tries again.
      console.warn(`O framework não pôde ser carregado (${flightUrl}); a página segue funcionando sem ele.`, error);
      state = 'waiting';
      doc.documentElement.removeAttribute(FRAMEWORK_LOADING_ATTRIBUTE);
      listen(true);
      return;
    }
    insertFrom(template as HTMLTemplateElement, 'script');
    state = 'loaded';
    doc.documentElement.removeAttribute(FRAMEWORK_LOADING_ATTRIBUTE);
  }

  function onEvent(event: Event): void {
    if (state === 'waiting' && isInteraction(event)) void load();
  }

  listen(true);
  // The visitor interacted before the early script ran (the starter noted it): the framework is wanted already.
  if (doc.defaultView?.earlyStarter?.interactedAt) void load();
  return () => state;
}
