// The carousels before embla (the hero and the course carousel): arrows, dots and the hero's autoplay on the native
// scroll-snap viewport, looping as embla loops (ring.ts), until embla takes each over (take-over.ts). The DOM they
// share with embla is described in dom.ts; the steps are steps.ts and motion.ts, the autoplay autoplay.ts, and when a
// carousel is at rest rest.ts.
import { startAutoplay } from './autoplay';
import {
  ALL_SLIDES_ATTRIBUTE,
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_INIT_ATTRIBUTE,
  DOT_ATTRIBUTE,
  NEXT_ATTRIBUTE,
  partsOf,
  PREVIOUS_ATTRIBUTE,
  taken,
  type Parts,
} from './dom';
import { dropSteps, markMotion, settle, step } from './motion';
import { followActivity, hasScrollEnd, SCROLL_QUIET_MS } from './rest';
import { snapping } from './ring';
import { goTo, next, previous } from './steps';

/**
 * Settles the carousel when the scroll has ended: the browser says so where it can (`scrollend`); elsewhere (Safari
 * before 26.2), when no scroll event has come for a moment.
 */
function settleOnScrollEnd(parts: Parts, view: Window): void {
  const settled = () => {
    if (!taken(parts.section)) settle(parts);
  };
  if (hasScrollEnd(parts.viewport)) parts.viewport.addEventListener('scrollend', settled);
  else {
    let quiet = 0;
    parts.viewport.addEventListener(
      'scroll',
      () => {
        view.clearTimeout(quiet);
        quiet = view.setTimeout(settled, SCROLL_QUIET_MS);
      },
      { passive: true },
    );
  }
}

/** The visitor's own scrolling takes over from a step still on its way, and from the steps asked for meanwhile. */
function yieldToVisitor(parts: Parts): void {
  for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) {
    parts.viewport.addEventListener(
      type,
      () => {
        dropSteps(parts.section);
        snapping(parts, true);
      },
      { passive: true },
    );
  }
}

/** The arrows and the dots, each click a step. */
function followControls(parts: Parts): void {
  const { section } = parts;
  section.addEventListener('click', (event) => {
    const control = (event.target as Element).closest(
      `[${PREVIOUS_ATTRIBUTE}], [${NEXT_ATTRIBUTE}], [${DOT_ATTRIBUTE}]`,
    );
    if (!control || taken(section)) return;
    const dot = [...section.querySelectorAll(`[${DOT_ATTRIBUTE}]`)].indexOf(control);
    if (control.hasAttribute(PREVIOUS_ATTRIBUTE)) step(parts, () => previous(parts));
    else if (control.hasAttribute(NEXT_ATTRIBUTE)) step(parts, () => next(parts));
    else step(parts, () => goTo(parts, dot));
  });
}

/** Every carousel of the page, until embla takes it over. */
export function startCarousels(doc: Document = document): void {
  for (const section of doc.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)) {
    const parts = partsOf(section);
    if (!parts || taken(section) || section.hasAttribute(CAROUSEL_INIT_ATTRIBUTE)) continue;
    section.setAttribute(CAROUSEL_INIT_ATTRIBUTE, '');
    const view = doc.defaultView ?? window;
    settleOnScrollEnd(parts, view);
    yieldToVisitor(parts);
    followActivity(section, parts.viewport, doc, () => markMotion(section));
    followControls(parts);
    startAutoplay(section, doc, { taken: () => taken(section), advance: () => step(parts, () => next(parts)) });
    const allSlides = () => section.setAttribute(ALL_SLIDES_ATTRIBUTE, '');
    if (doc.readyState === 'complete') allSlides();
    else view.addEventListener('load', allSlides, { once: true });
  }
}
