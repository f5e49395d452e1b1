'use client';

import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { clsx } from 'clsx';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * Classes of a carousel's viewport (the element given to embla). Until embla runs it is a native horizontal
 * scroller that snaps to the slides (swipe, trackpad, Shift + wheel, focus), without a visible scrollbar; then
 * embla's clipping viewport. The box is the same both ways, so nothing moves when embla takes over.
 */
export function carouselViewportClasses(ready: boolean): string {
  return ready
    ? 'overflow-hidden'
    : 'snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
}

/**
 * Classes of the strip of slides: embla drags it horizontally and leaves vertical panning to the page; before
 * that, the browser's own panning scrolls the viewport. `className` is added as it is (clsx, no merging): it must
 * not repeat a utility group of these.
 */
export function carouselTrackClasses(ready: boolean, className?: string): string {
  return clsx('flex', ready && 'touch-pan-y', className);
}

/** The slide that the native scroll position shows: the one whose offset from the first is nearest to it. */
function nativelyScrolledSlide(emblaApi: EmblaCarouselType): number {
  const scrolled = emblaApi.rootNode().scrollLeft;
  const slides = emblaApi.slideNodes();
  const first = slides[0];
  if (!first || scrolled === 0) return 0;
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = (node: HTMLElement) => Math.abs(node.offsetLeft - first.offsetLeft - scrolled);
    if (distance(slide) < distance(slides[nearest] ?? first)) nearest = index;
  });
  return nearest;
}

/**
 * Selected slide and navigation callbacks of an embla carousel, kept in React state. When embla takes over, it
 * starts from the slide the visitor swiped to natively, and the native scroll offset is reset (embla moves the
 * strip with transforms instead).
 */
export function useCarouselState(emblaApi: EmblaCarouselType | undefined) {
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    const swipedTo = nativelyScrolledSlide(emblaApi);
    emblaApi.rootNode().scrollLeft = 0;
    if (swipedTo > 0) emblaApi.scrollTo(swipedTo, true);
    onSelect();
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // With reduced motion the slides jump into place instead of gliding (embla's `jump` argument).
  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(prefersReducedMotion()), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(prefersReducedMotion()), [emblaApi]);
  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index, prefersReducedMotion()), [emblaApi]);

  return { ready: emblaApi !== undefined, selectedIndex, scrollPrev, scrollNext, scrollTo };
}
