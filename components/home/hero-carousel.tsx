'use client';

import { useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { clsx } from 'clsx';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useCarouselState,
} from '@/components/ui/use-carousel-state';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export const HERO_AUTOPLAY_DELAY_MS = 5000;

interface HeroCarouselSlide {
  slug: string;
  /** Names the slide's dot. */
  courseTitle: string;
  /** Image, text and links, rendered on the server (hero-slide-content.tsx): embla only moves them. */
  content: ReactNode;
}

interface HeroCarouselProps {
  slides: readonly HeroCarouselSlide[];
  /** The controls' icons, rendered on the server too. */
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  pauseIcon: ReactNode;
  playIcon: ReactNode;
}

// Disabled (dimmed) until embla runs: before that the slides are swiped natively and these buttons could do nothing.
const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/30 transition-colors enabled:hover:bg-navy-950 disabled:cursor-not-allowed disabled:opacity-50';

const slideClass =
  'relative flex min-h-[34rem] min-w-0 flex-[0_0_100%] snap-start items-center sm:min-h-[36rem] lg:min-h-[38rem]';

export function HeroCarousel({ slides, previousIcon, nextIcon, pauseIcon, playIcon }: HeroCarouselProps) {
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
              // The other slides are out of sight until the carousel runs: their images (display: none) wait for
              // it, so they do not take bandwidth from the first one (lazy loading alone would fetch the nearest
              // ones). A visitor who swipes before that sees their text on the navy background.
              className={index > 0 && !ready ? `${slideClass} [&_img]:hidden` : slideClass}
            >
              {slide.content}
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
            {previousIcon}
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label="Próximo slide"
            disabled={!ready}
            onClick={() => interact(scrollNext)}
          >
            {nextIcon}
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={playing ? 'Pausar apresentação' : 'Reproduzir apresentação'}
            disabled={!ready}
            onClick={togglePlaying}
          >
            {playing ? pauseIcon : playIcon}
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
                    className={clsx(
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
