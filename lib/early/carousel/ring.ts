// The carousels loop as embla loops: after the last slide comes the first, moving forward. A native scroller has two
// ends, so the slides are turned like a ring: CSS `order` moves the slide that leaves at one end to the other end, and
// the scroll offset is corrected by one slide in the same frame, so nothing seems to move but the step the visitor
// asked for. The slides' DOM order (read by screen readers, "1 de 5") never changes. Here: the ring, and where the
// viewport is, measured in places (0 = the leftmost slide as the ring is turned).
import { prefersReducedMotion } from '@/lib/reduced-motion';
import type { Parts } from './dom';

/** How far the ring is turned: the DOM index of the slide placed first (0 when no slide has been moved). */
export function turnOf(slides: readonly HTMLElement[]): number {
  const first = slides.findIndex((slide) => slide.style.order === '0');
  return first < 0 ? 0 : first;
}

export function turnTo(slides: readonly HTMLElement[], turn: number): void {
  const count = slides.length;
  const normal = ((turn % count) + count) % count;
  slides.forEach((slide, index) => {
    slide.style.order = normal === 0 ? '' : String((index - normal + count) % count);
  });
}

export const slideWidth = ({ slides }: Parts) => slides[0]?.getBoundingClientRect().width || 1;
export const perView = (parts: Parts) => Math.max(1, Math.round(parts.viewport.clientWidth / slideWidth(parts)));
/** The place (0 = leftmost) of the slide the viewport shows first. */
export const placeShown = (parts: Parts) => Math.round(parts.viewport.scrollLeft / slideWidth(parts));

export function scrollToPlace(parts: Parts, place: number, smooth: boolean): void {
  parts.viewport.scrollTo({
    left: place * slideWidth(parts),
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant',
  });
}

/**
 * Snapping is off while the early script moves the slides, and back on when they arrive (or the visitor scrolls):
 * with it on, a turn of the ring makes the browser snap back to the slide it was on.
 */
export function snapping(parts: Parts, on: boolean): void {
  parts.viewport.style.scrollSnapType = on ? '' : 'none';
}
