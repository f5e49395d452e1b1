// The page's first inline script, at the start of <body>: it keeps the visitor's taps until the early script
// (main.ts, loaded `async` from the <head>) runs. On a slow connection the page paints before that file arrives; a
// tap made meanwhile is not lost: it is kept here and replayed by the early script, and the notice it shows counts
// its time from the tap (notices.ts).

/** The attribute of <html> that says the early script runs (a public signal, for tests and anyone). */
export const EARLY_ATTRIBUTE = 'data-early';

/** What the early layer acts on, that a tap before it runs must not lose. */
export const KEPT_CONTROLS = '[data-notice], [data-carousel] button, [data-copy-link]';
export const KEPT_FORMS = 'form[data-contact-form]';

/** A tap kept until the early script runs. */
export interface KeptTap {
  target: Element;
  /** `click`, or `submit` for a form. */
  type: 'click' | 'submit';
  /** When it happened (Date.now()). */
  at: number;
}

/** What the starter leaves for the early script on `window`. */
export interface StarterState {
  taps: KeptTap[];
  /** When the visitor first interacted (a key, a focus, a click, a mouse press), for the loader; 0 if not yet. */
  interactedAt: number;
  /** Set by the early script once it runs: from then on the starter keeps nothing. */
  started: boolean;
}

declare global {
  interface Window {
    earlyStarter?: StarterState;
  }
}

/**
 * Keeps the taps on what the early layer runs, and cancels what the browser would do meanwhile that the early
 * layer does otherwise: the no-script copy of a notice (a native popover) and the submission of the contact form.
 */
export function keepTaps(state: StarterState, doc: Document = document): void {
  const keep = (event: Event) => {
    if (state.started) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit') {
      if (!target?.matches(KEPT_FORMS)) return;
      event.preventDefault();
      state.taps.push({ target, type: 'submit', at: Date.now() });
      return;
    }
    const control = target?.closest(KEPT_CONTROLS);
    if (!control) return;
    if (control.hasAttribute('popovertarget') && control.hasAttribute('data-notice')) event.preventDefault();
    state.taps.push({ target: control, type: 'click', at: Date.now() });
  };
  doc.addEventListener('click', keep, true);
  doc.addEventListener('submit', keep, true);
  for (const type of ['keydown', 'focusin', 'click', 'pointerdown'] as const) {
    doc.addEventListener(type, (event) => {
      if (!state.interactedAt && !(event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'touch')) {
        state.interactedAt = Date.now();
      }
    }, { capture: true, passive: true });
  }
}
