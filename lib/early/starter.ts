// The page's first inline script, at the start of <body>: it fetches the early script (main.ts) once the page has
// loaded and painted its largest image, or at the visitor's first gesture, whichever comes first (loadEarlyScript), and keeps the visitor's taps
// until that script runs. The early file thus never shares the phone's bandwidth nor its main thread with the page's
// largest image; a tap made before it runs is not lost: it is kept here and replayed by the early script, however
// late that comes, and the notice it shows counts its time from when it appears (notices/hub.ts).

/** The attribute of <html> that says the early script runs (a public signal, for tests and anyone). */
export const EARLY_ATTRIBUTE = 'data-early';

/**
 * What the starter keeps of a tap before the early script runs, each a selector list made from the behaviours'
 * declarations (behaviours.ts, keptSelectors), written into the starter as it is bundled: their controls, their
 * forms, and the controls a polyfill serves ('' keeps nothing).
 */
export interface KeptSelectors {
  controls: string;
  forms: string;
  polyfilled: string;
}

/** The visitor's events that are an interaction (the loader's too): a finger's press is not, it may be a scroll. */
export const INTERACTION_EVENTS = ['keydown', 'focusin', 'click', 'pointerdown'] as const;
export const isFingerPress = (event: Event) =>
  event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'touch';

/** A tap kept until the early script runs. */
export interface KeptTap {
  target: Element;
  /** `click`, or `submit` for a form. */
  type: 'click' | 'submit';
}

/** What the starter leaves for the early script on `window`. */
export interface StarterState {
  taps: KeptTap[];
  /** When the visitor first interacted (a key, a focus, a click, a mouse press), for the loader; 0 if not yet. */
  interactedAt: number;
  /** Set by the early script once it runs: from then on the starter keeps nothing. */
  started: boolean;
  /**
   * The last control a polyfill serves (a popover's or a command's button) clicked before the early script ran: in a
   * browser without the feature, the polyfill replays it once it runs (polyfills.ts).
   */
  waitingControl?: Element;
}

/** On the starter's <script>: the early script's URL (and, for the early script to read, its polyfills' URLs: polyfills.ts). */
export const EARLY_SOURCE_ATTRIBUTE = 'data-early-src';

declare global {
  interface Window {
    earlyStarter?: StarterState;
  }
}

/**
 * Keeps the taps on what the early layer runs, and cancels what the browser would do meanwhile that the early
 * layer does otherwise: the no-script copy of a notice (a native popover) and the submission of the contact form.
 */
export function keepTaps(state: StarterState, kept: KeptSelectors, doc: Document = document): void {
  const closest = (target: Element | null, selector: string) => (selector && target?.closest(selector)) || null;
  const keep = (event: Event) => {
    if (state.started) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit') {
      if (!closest(target, kept.forms) || !target) return;
      event.preventDefault();
      state.taps.push({ target, type: 'submit' });
      return;
    }
    const control = closest(target, kept.controls);
    if (!control) {
      const served = event.type === 'click' ? closest(target, kept.polyfilled) : null;
      if (served) state.waitingControl = served;
      return;
    }
    // A kept control's no-script popover (a notice's) stays closed: the early script shows the notice instead.
    if (control.hasAttribute('popovertarget')) event.preventDefault();
    state.taps.push({ target: control, type: 'click' });
  };
  doc.addEventListener('click', keep, true);
  doc.addEventListener('submit', keep, true);
  for (const type of INTERACTION_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        if (!state.interactedAt && !isFingerPress(event)) state.interactedAt = Date.now();
      },
      { capture: true, passive: true },
    );
  }
}

/**
 * Run by the early script once its behaviours listen (main.ts): the kept taps, done now in their order, however long
 * they waited (each notice they show counts its time from when it appears: notices/hub.ts); from then on the starter
 * keeps nothing.
 */
export function replayKeptTaps(state: StarterState): void {
  state.started = true;
  for (const tap of state.taps.splice(0)) {
    if (tap.type === 'submit' && tap.target instanceof HTMLFormElement) tap.target.requestSubmit();
    else if (tap.target instanceof HTMLElement) tap.target.click();
  }
}

/**
 * Fetches the early script (the starter's EARLY_SOURCE_ATTRIBUTE) once the page has loaded and painted its largest
 * image, or at the visitor's first gesture, whichever comes first, once: a later gesture or timer finds it requested
 * (its listeners stay, each a no-op, rather than cost the page's first script the bytes of their removal).
 */
export function loadEarlyScript(starter: Element, doc: Document = document): void {
  const src = starter.getAttribute(EARLY_SOURCE_ATTRIBUTE);
  if (!src) return;
  const view = window;
  // The visitor's gestures that fetch it at once, if the page has not loaded yet.
  const gestures = [...INTERACTION_EVENTS, 'touchstart'] as const;
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    doc.head.append(script);
  };
  // The page's largest image (fetchpriority=high) paints a few frames after `load`, once decoded: the request waits
  // for that paint, so that it never shares the network with the image, in a lab's simulated phone either (Lighthouse
  // counts every request begun before the paint). A browser that reports no such paint gets the script at `load`.
  // Where the image never paints as the largest (a hidden tab, a scrolled page), a second after its decoding: counted
  // from `load`, a busy phone's decoding threads could outlast it and let the request go before the paint.
  const loaded = () => {
    const image = doc.querySelector<HTMLImageElement>('img[fetchpriority=high]');
    if (!image || !('LargestContentfulPaint' in view)) return load();
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image))
        load();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const later = () => view.setTimeout(load, 1e3);
    image.decode().then(later, later);
  };
  if (doc.readyState === 'complete') {
    loaded();
    return;
  }
  view.addEventListener('load', loaded);
  for (const type of gestures) doc.addEventListener(type, load, { capture: true, passive: true });
}
