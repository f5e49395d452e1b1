// The carousels before embla (the hero and the course carousel): arrows, dots and the hero's autoplay on the native
// scroll-snap viewport, and the state embla takes over (takeOverCarousel). They loop as embla loops: after the last
// slide comes the first, moving forward. A native scroller has two ends, so the slides are turned like a ring: CSS
// `order` moves the slide that leaves at one end to the other end, and the scroll offset is corrected by one slide in
// the same frame, so nothing seems to move but the step the visitor asked for. The slides' DOM order (read by screen
// readers, "1 de 5") never changes.
//
// The DOM is the state, so that a second copy of this module (in the framework's bundle) reads the same carousel:
//   [data-carousel]                  the section; data-slide = the slide shown first (its index in the DOM order)
//     [data-carousel-viewport]       the scroller; its first child holds the slides
//     [data-carousel-prev|next]      arrows; [data-carousel-dot] one per slide, in order
//     [data-carousel-toggle]         the autoplay's pause/play control (hero), named by its data-label-* attributes
//   data-autoplay="playing|stopped"  the autoplay's state (the icons' CSS reads it); data-autoplay-delay its interval
//   data-moving                      the carousel moves (a finger or a mouse button on it, a scroll, a step on its
//                                    way); `carousel-still` is fired on the section when it comes to rest
//   data-ready                       embla has taken over: from then on this module leaves the carousel alone
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { followActivity, hasScrollEnd, MOVING_ATTRIBUTE, SCROLL_QUIET_MS, stillness } from './carousel-rest';

import { AUTOPLAY_ATTRIBUTE, startAutoplay, type AutoplayState } from './carousel-autoplay';

export { MOVING_ATTRIBUTE, STILL_EVENT, whenStill } from './carousel-rest';
export {
  AUTOPLAY_ATTRIBUTE,
  AUTOPLAY_DELAY_ATTRIBUTE,
  PLAYING_LABEL_ATTRIBUTE,
  setAutoplay,
  STOPPED_LABEL_ATTRIBUTE,
  TOGGLE_ATTRIBUTE,
  type AutoplayState,
} from './carousel-autoplay';

export const CAROUSEL_ATTRIBUTE = 'data-carousel';
/** On a carousel the early script has started: a second start leaves it as it is. */
export const CAROUSEL_INIT_ATTRIBUTE = 'data-carousel-init';
export const VIEWPORT_ATTRIBUTE = 'data-carousel-viewport';
export const PREVIOUS_ATTRIBUTE = 'data-carousel-prev';
export const NEXT_ATTRIBUTE = 'data-carousel-next';
export const DOT_ATTRIBUTE = 'data-carousel-dot';
export const SLIDE_ATTRIBUTE = 'data-slide';
export const READY_ATTRIBUTE = 'data-ready';
/** Set on the section after the page's `load`: the later slides' images may load then (hero-carousel.tsx). */
export const ALL_SLIDES_ATTRIBUTE = 'data-all-slides';

/** What embla takes over: the slide shown first, and the autoplay's state if the carousel has one. */
export interface CarouselState {
  index: number;
  autoplay: AutoplayState | undefined;
}

interface Parts {
  section: HTMLElement;
  viewport: HTMLElement;
  slides: HTMLElement[];
}

function partsOf(section: HTMLElement): Parts | undefined {
  const viewport = section.querySelector<HTMLElement>(`[${VIEWPORT_ATTRIBUTE}]`);
  const track = viewport?.firstElementChild;
  if (!viewport || !track) return undefined;
  return { section, viewport, slides: [...track.children] as HTMLElement[] };
}

const taken = (section: Element) => section.hasAttribute(READY_ATTRIBUTE);

/** How far the ring is turned: the DOM index of the slide placed first (0 when no slide has been moved). */
function turnOf(slides: readonly HTMLElement[]): number {
  const first = slides.findIndex((slide) => slide.style.order === '0');
  return first < 0 ? 0 : first;
}

function turnTo(slides: readonly HTMLElement[], turn: number): void {
  const count = slides.length;
  const normal = ((turn % count) + count) % count;
  slides.forEach((slide, index) => {
    slide.style.order = normal === 0 ? '' : String((index - normal + count) % count);
  });
}

const slideWidth = ({ slides }: Parts) => slides[0]?.getBoundingClientRect().width || 1;
const perView = (parts: Parts) => Math.max(1, Math.round(parts.viewport.clientWidth / slideWidth(parts)));
/** The place (0 = leftmost) of the slide the viewport shows first. */
const placeShown = (parts: Parts) => Math.round(parts.viewport.scrollLeft / slideWidth(parts));

function scrollToPlace(parts: Parts, place: number, smooth: boolean): void {
  parts.viewport.scrollTo({
    left: place * slideWidth(parts),
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant',
  });
}

/**
 * A step this module is making: where the viewport is going, and the steps asked for meanwhile. A scroll in flight
 * is never interrupted (an instant scroll during a smooth one leaves the viewport stuck where the browser's
 * animation was): the steps asked for meanwhile wait for it to arrive, so two quick taps make two steps.
 */
interface Motion {
  destination: number;
  queue: (() => void)[];
}

const motions = new WeakMap<HTMLElement, Motion>();
const MAX_QUEUED_STEPS = 3;

/** Marks the section as moving or still: its own steps, and what carousel-rest.ts follows. */
function markMotion(section: HTMLElement): void {
  if (!taken(section)) stillness(section, motions.has(section));
}

/** The DOM index of the slide shown first: where the viewport is, or is going. */
export function currentSlide(parts: Parts): number {
  const place = motions.get(parts.section)?.destination ?? placeShown(parts);
  return (place + turnOf(parts.slides)) % parts.slides.length;
}

function markCurrent(parts: Parts): void {
  const index = currentSlide(parts);
  parts.section.setAttribute(SLIDE_ATTRIBUTE, String(index));
  parts.section.querySelectorAll(`[${DOT_ATTRIBUTE}]`).forEach((dot, dotIndex) => {
    if (dotIndex === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

/**
 * Snapping is off while this module moves the slides, and back on when they arrive (or the visitor scrolls): with it
 * on, a turn of the ring makes the browser snap back to the slide it was on.
 */
function snapping(parts: Parts, on: boolean): void {
  parts.viewport.style.scrollSnapType = on ? '' : 'none';
}

/** Runs a step now, or after the step in flight has arrived. */
function step(parts: Parts, move: () => void): void {
  const motion = motions.get(parts.section);
  if (!motion) move();
  else if (motion.queue.length < MAX_QUEUED_STEPS) motion.queue.push(move);
  markMotion(parts.section);
}

/** Scrolls to a place (smoothly unless the visitor prefers less motion); the step ends when it arrives there. */
function go(parts: Parts, place: number): void {
  if (Math.abs(parts.viewport.scrollLeft - place * slideWidth(parts)) > 1) {
    motions.set(parts.section, { destination: place, queue: [] });
    snapping(parts, false);
    scrollToPlace(parts, place, true);
  }
  markCurrent(parts);
}

/** One slide forward; from the last place the ring turns, so the first slide comes next from the right. */
function next(parts: Parts): void {
  const last = parts.slides.length - perView(parts);
  if (last <= 0) return;
  let place = placeShown(parts);
  if (place >= last) {
    snapping(parts, false);
    turnTo(parts.slides, turnOf(parts.slides) + 1);
    place -= 1;
    scrollToPlace(parts, place, false);
  }
  go(parts, place + 1);
}

/** One slide back; from the first place the ring turns the other way. */
function previous(parts: Parts): void {
  if (parts.slides.length - perView(parts) <= 0) return;
  let place = placeShown(parts);
  if (place <= 0) {
    snapping(parts, false);
    turnTo(parts.slides, turnOf(parts.slides) - 1);
    place += 1;
    scrollToPlace(parts, place, false);
  }
  go(parts, place - 1);
}

/** To the slide of a dot (the hero shows one slide at a time, so every place can be reached). */
function goTo(parts: Parts, index: number): void {
  const count = parts.slides.length;
  const last = count - perView(parts);
  const place = (index - turnOf(parts.slides) + count) % count;
  if (place <= last) {
    go(parts, place);
    return;
  }
  snapping(parts, false);
  turnTo(parts.slides, index - last);
  scrollToPlace(parts, last, false);
  snapping(parts, true);
  markCurrent(parts);
}

/**
 * Once the slides are still (a step arrived, or the visitor's swipe settled), the ring turns so that the slide shown
 * is away from both ends where it can be: a swipe past the last slide then reaches the first, as on embla.
 */
function centre(parts: Parts): void {
  const last = parts.slides.length - perView(parts);
  const place = placeShown(parts);
  if (last >= 2 && (place === 0 || place === last)) {
    const middle = Math.floor(last / 2);
    snapping(parts, false);
    turnTo(parts.slides, turnOf(parts.slides) + place - middle);
    scrollToPlace(parts, middle, false);
    snapping(parts, true);
  }
  markCurrent(parts);
}

/**
 * Once the viewport has stopped scrolling: a step that has arrived ends, the slides are centred, and the next step
 * asked for starts (a step still on its way goes on; the visitor's own swipe is simply centred).
 */
function settle(parts: Parts): void {
  const motion = motions.get(parts.section);
  if (motion && Math.abs(parts.viewport.scrollLeft - motion.destination * slideWidth(parts)) > 1) return;
  motions.delete(parts.section);
  snapping(parts, true);
  centre(parts);
  const [first, ...rest] = motion?.queue ?? [];
  if (first) {
    first();
    const started = motions.get(parts.section);
    if (started) started.queue.push(...rest);
    else rest.forEach((move) => step(parts, move));
  }
  markMotion(parts.section);
}

/**
 * Hands a carousel over to embla: the slides back in their DOM order at offset 0, the carousel marked as taken
 * (this module leaves it alone from then on), and what embla goes on from. Called by the React component once the
 * carousel is still (whenStill), as embla starts, in the same task, so no frame shows the reset.
 */
export function takeOverCarousel(section: HTMLElement): CarouselState {
  const parts = partsOf(section);
  const autoplay = section.getAttribute(AUTOPLAY_ATTRIBUTE);
  const state: CarouselState = {
    index: parts ? currentSlide(parts) : 0,
    autoplay: autoplay === 'playing' || autoplay === 'stopped' ? autoplay : undefined,
  };
  section.setAttribute(READY_ATTRIBUTE, '');
  section.removeAttribute(MOVING_ATTRIBUTE);
  if (parts) {
    motions.delete(section);
    snapping(parts, true);
    turnTo(parts.slides, 0);
    parts.viewport.scrollTo({ left: 0, behavior: 'instant' });
  }
  return state;
}

/** Every carousel of the page, until embla takes it over. */
export function startCarousels(doc: Document = document): void {
  for (const section of doc.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)) {
    const parts = partsOf(section);
    if (!parts || taken(section) || section.hasAttribute(CAROUSEL_INIT_ATTRIBUTE)) continue;
    section.setAttribute(CAROUSEL_INIT_ATTRIBUTE, '');
    const view = doc.defaultView ?? window;
    const settled = () => {
      if (!taken(section)) settle(parts);
    };
    // When the scroll has ended: the browser says so where it can (`scrollend`); elsewhere (Safari before 26.2), when
    // no scroll event has come for a moment.
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
    // The visitor's own scrolling takes over from a step still on its way, and from the steps asked for meanwhile.
    for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) {
      parts.viewport.addEventListener(
        type,
        () => {
          motions.delete(section);
          snapping(parts, true);
        },
        { passive: true },
      );
    }
    followActivity(section, parts.viewport, doc, () => markMotion(section));
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
    startAutoplay(section, doc, { taken: () => taken(section), advance: () => step(parts, () => next(parts)) });
    const allSlides = () => section.setAttribute(ALL_SLIDES_ATTRIBUTE, '');
    if (doc.readyState === 'complete') allSlides();
    else view.addEventListener('load', allSlides, { once: true });
  }
}
