'use client';

import type { ReactNode } from 'react';
import { carouselTrackClasses, carouselViewportClasses, useTakeOverCarousel } from '@/components/ui/use-carousel-state';
import { CarouselArrows } from '@/components/ui/carousel-arrow';

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

const arrowClass =
  'forced-edge inline-flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-card ring-1 ring-ice-200 transition-colors hover:bg-brand-600 hover:text-white';

/**
 * The looping course carousel of the home page. Before embla, the early script runs its arrows on the native
 * scroll-snap viewport (lib/early/carousel/); embla takes over from the course the visitor was on.
 */
export function CourseCarousel({ slides, previousIcon, nextIcon }: CourseCarouselProps) {
  const { viewportRef, ready, scrollPrev, scrollNext } = useTakeOverCarousel({ loop: true, align: 'start' });

  return (
    // Named apart from the "Nossos cursos" section around it: two landmarks with one name cannot be told apart.
    <section
      aria-roledescription="carrossel"
      aria-label="Todos os nossos cursos"
      data-carousel="cursos"
      data-ready={ready || undefined}
      className="relative"
    >
      <div ref={viewportRef} data-carousel-viewport="" className={carouselViewportClasses(ready)}>
        <ul className={carouselTrackClasses(ready, '-ml-6')}>
          {slides.map((slide, index) => (
            <li
              key={slide.slug}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              // `relative`: the slide, inside the clipping viewport, holds its sr-only texts; with the section as their
              // containing block they would escape the clip and widen a phone's layout viewport before hydration.
              // The card snaps, not the slide: the slide's padding is the gap, and the arrows scroll by whole slides.
              className="relative min-w-0 flex-[0_0_100%] pl-6 sm:flex-[0_0_50%] lg:flex-[0_0_33.3333%] [&>*]:snap-start"
            >
              {slide.card}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <CarouselArrows
          className={arrowClass}
          previous={{ label: 'Curso anterior', icon: previousIcon, onClick: scrollPrev }}
          next={{ label: 'Próximo curso', icon: nextIcon, onClick: scrollNext }}
        />
      </div>
    </section>
  );
}
