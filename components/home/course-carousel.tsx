'use client';

import { IntentLink } from '@/components/ui/intent-link';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import type { Course } from '@/content/schema';
import { ContentImage } from '@/components/ui/content-image';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useCarouselState,
} from '@/components/ui/use-carousel-state';

interface CourseSlide extends Pick<Course, 'slug' | 'title' | 'description' | 'duration' | 'image'> {
  href: string;
}

interface CourseCarouselProps {
  courses: readonly CourseSlide[];
}

// Disabled (dimmed) until embla runs: before that the cards are swiped natively.
const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-card ring-1 ring-ice-200 transition-colors enabled:hover:bg-brand-600 enabled:hover:text-white disabled:cursor-not-allowed disabled:opacity-50';

export function CourseCarousel({ courses }: CourseCarouselProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const { ready, scrollPrev, scrollNext } = useCarouselState(emblaApi);

  return (
    // Named apart from the "Nossos cursos" section around it: two landmarks with one name cannot be told apart.
    <section aria-roledescription="carrossel" aria-label="Todos os nossos cursos" className="relative">
      <div ref={emblaRef} className={carouselViewportClasses(ready)}>
        <ul className={carouselTrackClasses(ready, '-ml-6')}>
          {courses.map((course, index) => (
            <li
              key={course.slug}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${courses.length}`}
              // `relative`: the slide, inside the clipping viewport, holds its sr-only texts; with the section as their
              // containing block they would escape the clip and widen a phone's layout viewport before hydration.
              className="relative min-w-0 flex-[0_0_100%] pl-6 sm:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
            >
              {/* The card, not the slide, snaps to the start: the slide's left padding is the gap. */}
              <article className="flex h-full snap-start flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ice-200">
                <ContentImage
                  image={course.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold">{course.title}</h3>
                  <p className="mt-3 flex-1 text-slate-600">{course.description}</p>
                  <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800">
                      <Clock className="size-4 text-brand-600" aria-hidden="true" />
                      <span className="sr-only">Duração: </span>
                      {course.duration}
                    </p>
                    <IntentLink href={course.href} className={buttonClasses('primary', 'px-5 text-sm')}>
                      Ver Mais Detalhes<span className="sr-only"> de {course.title}</span>
                    </IntentLink>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={arrowClass} aria-label="Curso anterior" disabled={!ready} onClick={scrollPrev}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={arrowClass} aria-label="Próximo curso" disabled={!ready} onClick={scrollNext}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
