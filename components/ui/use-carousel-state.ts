'use client';

import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Selected slide and navigation callbacks of an embla carousel, kept in React state. */
export function useCarouselState(emblaApi: EmblaCarouselType | undefined) {
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // With reduced motion the slides jump into place instead of gliding (embla's `jump` argument).
  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(prefersReducedMotion()), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(prefersReducedMotion()), [emblaApi]);
  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index, prefersReducedMotion()), [emblaApi]);

  return { selectedIndex, scrollPrev, scrollNext, scrollTo };
}
