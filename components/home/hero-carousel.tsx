'use client';

import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { HeroSlide } from '@/content/schema';
import { ContentImage } from '@/components/ui/content-image';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useCarouselState,
} from '@/components/ui/use-carousel-state';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export const HERO_AUTOPLAY_DELAY_MS = 5000;

interface HeroSlideView extends HeroSlide {
  /** Where the course call-to-action points (hero slugs differ from course slugs, per the spec). */
  courseHref: string;
}

interface HeroCarouselProps {
  slides: readonly HeroSlideView[];
}

// Disabled (dimmed) until embla runs: before that the slides are swiped natively and these buttons could do nothing.
const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/30 transition-colors enabled:hover:bg-navy-950 disabled:cursor-not-allowed disabled:opacity-50';

export function HeroCarousel({ slides }: HeroCarouselProps) {
  const [plugins] = useState(() => [
    // Played on request with reduced motion, it jumps from slide to slide instead of gliding.
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: false, jump: prefersReducedMotion() }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, plugins);
  const { ready, selectedIndex, scrollPrev, scrollNext, scrollTo } = useCarouselState(emblaApi);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // The plugin fires these events before it updates isPlaying(), so the event itself is the state.
    const markPlaying = () => setPlaying(true);
    const markStopped = () => setPlaying(false);
    emblaApi.on('autoplay:play', markPlaying).on('autoplay:stop', markStopped);
    // A slide other than the first means the visitor swiped before embla ran (useCarouselState keeps that
    // slide): an interaction, so no autoplay.
    const swipedBeforeReady = emblaApi.selectedScrollSnap() !== 0;
    if (!prefersReducedMotion() && !swipedBeforeReady) autoplay.play();
    return () => {
      emblaApi.off('autoplay:play', markPlaying).off('autoplay:stop', markStopped);
    };
  }, [emblaApi]);

  /** Any use of the controls is an interaction: autoplay stops for good (spec). */
  function interact(action: () => void) {
    emblaApi?.plugins().autoplay?.stop();
    action();
  }

  function togglePlaying() {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }

  return (
    <section aria-roledescription="carrossel" aria-label="Cursos em destaque" className="relative bg-navy-900">
      <div ref={emblaRef} className={carouselViewportClasses(ready)}>
        <div className={carouselTrackClasses(ready)} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              inert={ready ? index !== selectedIndex : undefined}
              className="relative flex min-h-[34rem] min-w-0 flex-[0_0_100%] snap-start items-center sm:min-h-[36rem] lg:min-h-[38rem]"
            >
              <ContentImage
                image={slide.image}
                priority={index === 0}
                decorative
                sizes="100vw"
                // The other slides are out of sight until the carousel runs: their images wait for it, so they
                // do not take bandwidth from the first one (lazy loading alone would fetch the nearest ones). A
                // visitor who swipes before that sees their text on the navy background.
                className={cn('absolute inset-0 size-full object-cover object-right', index > 0 && !ready && 'hidden')}
              />
              <div
                className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/20"
                aria-hidden="true"
              />
              <div className="container-page relative z-10 pt-12 pb-28">
                <div className="max-w-xl">
                  <p className="mb-3 font-semibold text-accent-400">{slide.courseTitle}</p>
                  <h2 className="text-4xl font-extrabold text-white sm:text-5xl">{slide.mainTitle}</h2>
                  <p className="mt-5 text-lg text-ice-100">{slide.description}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link
                      href={slide.courseHref}
                      // Hero slugs may have no course page (client's spec): prefetching them would log 404s.
                      prefetch={false}
                      className={buttonClasses('accent')}
                    >
                      Fale Conosco<span className="sr-only"> sobre {slide.courseTitle}</span>
                    </Link>
                    <IntentLink href="/contato" className={buttonClasses('outline-light')}>
                      Fale Conosco<span className="sr-only"> pela página de contato</span>
                    </IntentLink>
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-6 z-20">
        <div className="container-page flex items-center gap-3">
          <button
            type="button"
            className={controlClass}
            aria-label="Slide anterior"
            disabled={!ready}
            onClick={() => interact(scrollPrev)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label="Próximo slide"
            disabled={!ready}
            onClick={() => interact(scrollNext)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={playing ? 'Pausar apresentação' : 'Reproduzir apresentação'}
            disabled={!ready}
            onClick={togglePlaying}
          >
            {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
          </button>
          <ul className="ml-auto flex items-center">
            {slides.map((slide, index) => (
              <li key={slide.slug}>
                <button
                  type="button"
                  aria-label={`Ir para o slide ${index + 1}: ${slide.courseTitle}`}
                  aria-current={index === selectedIndex ? 'true' : undefined}
                  disabled={!ready}
                  onClick={() => interact(() => scrollTo(index))}
                  className="group inline-flex size-8 items-center justify-center disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      index === selectedIndex ? 'w-7 bg-accent-400' : 'w-2.5 bg-white/60 group-enabled:group-hover:bg-white',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
