'use client';

import type { ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useCarouselState,
} from '@/components/ui/use-carousel-state';

interface CourseCarouselSlide {
  slug: string;
  /** The course's card, rendered on the server (course-carousel-card.tsx): embla only moves it. */
  card: ReactNode;
}

interface CourseCarouselProps {
  slides: readonly CourseCarouselSlide[];
  /** The arrows' icons, rendered on the server too. */
  previousIcon: ReactNode;
  nextIcon: ReactNode;
}

// Disabled (dimmed) until embla runs: before that the cards are swiped natively.
const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-card ring-1 ring-ice-200 transition-colors enabled:hover:bg-brand-600 enabled:hover:text-white disabled:cursor-not-allowed disabled:opacity-50';

export function CourseCarousel({ slides, previousIcon, nextIcon }: CourseCarouselProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const { ready, scrollPrev, scrollNext } = useCarouselState(emblaApi);

  return (
    // Named apart from the "Nossos cursos" section around it: two landmarks with one name cannot be told apart.
    <section aria-roledescription="carrossel" aria-label="Todos os nossos cursos" className="relative">
      <div ref={emblaRef} className={carouselViewportClasses(ready)}>
        <ul className={carouselTrackClasses(ready, '-ml-6')}>
          {slides.map((slide, index) => (
            <li
              key={slide.slug}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              // `relative`: the slide, inside the clipping viewport, holds its sr-only texts; with the section as their
              // containing block they would escape the clip and widen a phone's layout viewport before hydration.
              className="relative min-w-0 flex-[0_0_100%] pl-6 sm:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
            >
              {slide.card}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={arrowClass} aria-label="Curso anterior" disabled={!ready} onClick={scrollPrev}>
          {previousIcon}
        </button>
        <button type="button" className={arrowClass} aria-label="Próximo curso" disabled={!ready} onClick={scrollNext}>
          {nextIcon}
        </button>
      </div>
    </section>
  );
}
