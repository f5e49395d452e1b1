// The steps the carousel's controls ask for: one slide forward, one back, to a dot's slide. At an end the ring
// turns first (ring.ts), so the step goes on in the same direction.
import type { Parts } from './dom';
import { go, markCurrent } from './motion';
import { perView, placeShown, scrollToPlace, snapping, turnOf, turnTo } from './ring';

/** One slide forward; from the last place the ring turns, so the first slide comes next from the right. */
export function next(parts: Parts): void {
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
export function previous(parts: Parts): void {
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
export function goTo(parts: Parts, index: number): void {
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
