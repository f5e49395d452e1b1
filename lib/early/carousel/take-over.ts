// The hand-over of a carousel from the early script to embla (components/ui/use-carousel-state.ts).
import { AUTOPLAY_ATTRIBUTE, type AutoplayState } from './autoplay';
import { partsOf, READY_ATTRIBUTE } from './dom';
import { currentSlide, dropSteps } from './motion';
import { MOVING_ATTRIBUTE } from './rest';
import { snapping, turnTo } from './ring';

/** What embla takes over: the slide shown first, and the autoplay's state if the carousel has one. */
export interface CarouselState {
  index: number;
  autoplay: AutoplayState | undefined;
}

/**
 * Hands a carousel over to embla: the slides back in their DOM order at offset 0, the carousel marked as taken
 * (the early script leaves it alone from then on), and what embla goes on from. Called by the React component once
 * the carousel is still (whenStill), as embla starts, in the same task, so no frame shows the reset.
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
    dropSteps(section);
    snapping(parts, true);
    turnTo(parts.slides, 0);
    parts.viewport.scrollTo({ left: 0, behavior: 'instant' });
  }
  return state;
}
