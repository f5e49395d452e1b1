// The steps the early script makes, one at a time: where the viewport is going, the steps asked for meanwhile, and
// what happens once it stops (the ring centred, the shown slide marked, the next step started).
import { DOT_ATTRIBUTE, SLIDE_ATTRIBUTE, taken, type Parts } from './dom';
import { stillness } from './rest';
import { perView, placeShown, scrollToPlace, slideWidth, snapping, turnOf, turnTo } from './ring';

/**
 * A step in flight: where the viewport is going, and the steps asked for meanwhile. A scroll in flight is never
 * interrupted (an instant scroll during a smooth one leaves the viewport stuck where the browser's animation was):
 * the steps asked for meanwhile wait for it to arrive, so two quick taps make two steps.
 */
interface Motion {
  destination: number;
  queue: (() => void)[];
}

const motions = new WeakMap<HTMLElement, Motion>();
const MAX_QUEUED_STEPS = 3;

/** Marks the section as moving or still: its own steps, and what rest.ts follows. */
export function markMotion(section: HTMLElement): void {
  if (!taken(section)) stillness(section, motions.has(section));
}

/** Forgets the step in flight and the steps asked for meanwhile (the visitor scrolls, or embla takes over). */
export function dropSteps(section: HTMLElement): void {
  motions.delete(section);
}

/** The DOM index of the slide shown first: where the viewport is, or is going. */
export function currentSlide(parts: Parts): number {
  const place = motions.get(parts.section)?.destination ?? placeShown(parts);
  return (place + turnOf(parts.slides)) % parts.slides.length;
}

export function markCurrent(parts: Parts): void {
  const index = currentSlide(parts);
  parts.section.setAttribute(SLIDE_ATTRIBUTE, String(index));
  parts.section.querySelectorAll(`[${DOT_ATTRIBUTE}]`).forEach((dot, dotIndex) => {
    if (dotIndex === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

/** Runs a step now, or after the step in flight has arrived. */
export function step(parts: Parts, move: () => void): void {
  const motion = motions.get(parts.section);
  if (!motion) move();
  else if (motion.queue.length < MAX_QUEUED_STEPS) motion.queue.push(move);
  markMotion(parts.section);
}

/** Scrolls to a place (smoothly unless the visitor prefers less motion); the step ends when it arrives there. */
export function go(parts: Parts, place: number): void {
  if (Math.abs(parts.viewport.scrollLeft - place * slideWidth(parts)) > 1) {
    motions.set(parts.section, { destination: place, queue: [] });
    snapping(parts, false);
    scrollToPlace(parts, place, true);
  }
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
export function settle(parts: Parts): void {
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
