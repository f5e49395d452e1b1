// The carousels' DOM before embla. The DOM is the state, so that a second copy of these modules (in the framework's
// bundle) reads the same carousel:
//   [data-carousel]                  the section; data-slide = the slide shown first (its index in the DOM order)
//     [data-carousel-viewport]       the scroller; its first child holds the slides
//     [data-carousel-prev|next]      arrows; [data-carousel-dot] one per slide, in order
//     [data-carousel-toggle]         the autoplay's pause/play control (hero), named by its data-label-* attributes
//   data-autoplay="playing|stopped"  the autoplay's state (the icons' CSS reads it); data-autoplay-delay its interval
//   data-moving                      the carousel moves (a finger or a mouse button on it, a scroll, a step on its
//                                    way); `carousel-still` is fired on the section when it comes to rest
//   data-ready                       embla has taken over: from then on the early script leaves the carousel alone
import { initAttribute } from '@/lib/init-attribute';

export const CAROUSEL_ATTRIBUTE = 'data-carousel';
/** On a carousel the early script has started: a second start leaves it as it is. */
export const CAROUSEL_INIT_ATTRIBUTE = initAttribute('carousel');
export const VIEWPORT_ATTRIBUTE = 'data-carousel-viewport';
export const PREVIOUS_ATTRIBUTE = 'data-carousel-prev';
export const NEXT_ATTRIBUTE = 'data-carousel-next';
export const DOT_ATTRIBUTE = 'data-carousel-dot';
export const SLIDE_ATTRIBUTE = 'data-slide';
export const READY_ATTRIBUTE = 'data-ready';
/** Set on the section after the page's `load`: the later slides' images may load then (hero-carousel.tsx). */
export const ALL_SLIDES_ATTRIBUTE = 'data-all-slides';

/** A carousel's section, its scroller and its slides (in DOM order). */
export interface Parts {
  section: HTMLElement;
  viewport: HTMLElement;
  slides: HTMLElement[];
}

export function partsOf(section: HTMLElement): Parts | undefined {
  const viewport = section.querySelector<HTMLElement>(`[${VIEWPORT_ATTRIBUTE}]`);
  const track = viewport?.firstElementChild;
  if (!viewport || !track) return undefined;
  return { section, viewport, slides: [...track.children] as HTMLElement[] };
}

/** Embla has the carousel (READY_ATTRIBUTE). */
export const taken = (section: Element) => section.hasAttribute(READY_ATTRIBUTE);
