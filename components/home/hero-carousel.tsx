'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useCarouselState,
} from '@/components/ui/use-carousel-state';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import {
  HERO_AUTOPLAY_ATTRIBUTE,
  HERO_AUTOPLAY_DELAY_MS,
  HERO_PAUSE_LABEL,
  HERO_PLAY_LABEL,
  heroAutoplayScript,
} from './hero-autoplay-script';

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
// The pause control is enabled by the inline autoplay (hero-autoplay-script.ts) as soon as it runs.
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
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    const section = sectionRef.current;
    if (!emblaApi || !autoplay || !section) return;
    // The inline autoplay ran until now (it stops as the section gets data-ready): embla goes on from its state.
    // Without it (a client-side navigation), the presentation starts unless the visitor prefers reduced motion.
    // What the inline autoplay left on the section: `playing`, `stopped`, or nothing (it did not run).
    const inlineState = section.getAttribute(HERO_AUTOPLAY_ATTRIBUTE);
    // The plugin fires these events before it updates isPlaying(), so the event itself is the state.
    const markPlaying = () => {
      section.setAttribute(HERO_AUTOPLAY_ATTRIBUTE, 'playing');
      setPlaying(true);
    };
    const markStopped = () => {
      section.setAttribute(HERO_AUTOPLAY_ATTRIBUTE, 'stopped');
      setPlaying(false);
    };
    emblaApi.on('autoplay:play', markPlaying).on('autoplay:stop', markStopped);
    if (inlineState ? inlineState === 'playing' : !prefersReducedMotion()) autoplay.play();
    else markStopped();
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
    <>
      <section
        ref={sectionRef}
        aria-roledescription="carrossel"
        aria-label="Cursos em destaque"
        data-ready={ready || undefined}
        className="group/hero relative bg-navy-900"
      >
        <div ref={emblaRef} className={carouselViewportClasses(ready)}>
          <div className={carouselTrackClasses(ready)} aria-live={playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={slide.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} de ${slides.length}`}
                inert={ready ? index !== selectedIndex : undefined}
                // The other slides' images (display: none) wait for the page's `load` (the inline autoplay then marks
                // the section data-all-slides) or for embla, so they do not take bandwidth from the first one (lazy
                // loading alone would fetch the nearest ones).
                className={
                  index > 0 && !ready ? `${slideClass} [&_img]:hidden group-data-all-slides/hero:[&_img]:block` : slideClass
                }
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
              aria-label={playing ? HERO_PAUSE_LABEL : HERO_PLAY_LABEL}
              disabled={!ready}
              onClick={togglePlaying}
              data-hero-toggle=""
            >
              {/* Both icons: the section's data-autoplay, kept by the inline autoplay and then by embla, shows one. */}
              <span className="group-data-[autoplay=playing]/hero:hidden">{playIcon}</span>
              <span className="hidden group-data-[autoplay=playing]/hero:inline">{pauseIcon}</span>
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
                    data-hero-dot=""
                  >
                    {/* Drawn from aria-current, which the inline autoplay also moves before embla runs. */}
                    <span className="block h-2.5 w-2.5 rounded-full bg-white/60 transition-all group-enabled:group-hover:bg-white group-aria-current:w-7 group-aria-current:bg-accent-400" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: heroAutoplayScript }} />
    </>
  );
}
