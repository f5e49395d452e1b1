'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import {
  carouselTrackClasses,
  carouselViewportClasses,
  useTakeOverCarousel,
  type ApiHolder,
} from '@/components/ui/use-carousel-state';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import {
  AUTOPLAY_DELAY_ATTRIBUTE,
  PLAYING_LABEL_ATTRIBUTE,
  setAutoplay,
  STOPPED_LABEL_ATTRIBUTE,
  TOGGLE_ATTRIBUTE,
} from '@/lib/early/carousel/autoplay';
import type { CarouselState } from '@/lib/early/carousel/take-over';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@/lib/early/needs-script';
import { CarouselArrows } from '@/components/ui/carousel-arrow';

/** Spec: the hero advances every 5 s, looping, until the visitor interacts with it. */
export const HERO_AUTOPLAY_DELAY_MS = 5000;
/** The pause control's name while the presentation plays, and while it is stopped. */
export const HERO_PAUSE_LABEL = 'Pausar apresentação';
export const HERO_PLAY_LABEL = 'Reproduzir apresentação';

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

const controlClass =
  'forced-edge inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/30 transition-colors contrast-more:ring-white hover:bg-navy-950';

const slideClass =
  'relative flex min-h-[34rem] min-w-0 flex-[0_0_100%] snap-start items-center sm:min-h-[36rem] lg:min-h-[38rem]';

const needsScript = { [NEEDS_SCRIPT_ATTRIBUTE]: '' };

/** The hero's autoplay plugin; played on request with reduced motion, it jumps from slide to slide instead of gliding. */
const heroAutoplay = () => [
  Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: false, jump: prefersReducedMotion() }),
];

/**
 * The home page's hero: 5 slides that advance every 5 s, looping, and stop for good when the visitor interacts.
 * Before embla, the early script runs it on the native scroll-snap viewport (lib/early/carousel/: arrows, dots,
 * autoplay and its pause control); embla takes over from the slide and the autoplay state it left.
 */
export function HeroCarousel({ slides, previousIcon, nextIcon, pauseIcon, playIcon }: HeroCarouselProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const { viewportRef, emblaApi, api, takenOver, ready, selectedIndex, scrollPrev, scrollNext, scrollTo } =
    useTakeOverCarousel({ loop: true }, heroAutoplay);
  const { playing, togglePlaying } = useHeroAutoplay(emblaApi, api, takenOver, sectionRef);

  /** Any use of the controls is an interaction: autoplay stops for good (spec). */
  function interact(action: () => void) {
    api.current?.plugins().autoplay?.stop();
    action();
  }

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carrossel"
      aria-label="Cursos em destaque"
      data-carousel="hero"
      {...{ [AUTOPLAY_DELAY_ATTRIBUTE]: HERO_AUTOPLAY_DELAY_MS }}
      data-ready={ready || undefined}
      className="group/hero relative bg-navy-900"
    >
      <HeroSlides
        slides={slides}
        ready={ready}
        selectedIndex={selectedIndex}
        playing={playing}
        viewportRef={viewportRef}
      />
      <HeroControls
        slides={slides}
        selectedIndex={selectedIndex}
        playing={playing}
        icons={{ previousIcon, nextIcon, pauseIcon, playIcon }}
        onPrevious={() => interact(scrollPrev)}
        onNext={() => interact(scrollNext)}
        onToggle={togglePlaying}
        onDot={(index) => interact(() => scrollTo(index))}
      />
    </section>
  );
}

/**
 * The hero's autoplay, as embla's plugin runs it: the section's data-autoplay and the pause control's name follow it,
 * and it goes on from the early script's state.
 */
function useHeroAutoplay(
  emblaApi: EmblaCarouselType | undefined,
  api: ApiHolder,
  takenOver: RefObject<CarouselState | null>,
  sectionRef: RefObject<HTMLElement | null>,
) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    const section = sectionRef.current;
    if (!emblaApi || !autoplay || !section) return;
    // The plugin fires these events before it updates isPlaying(), so the event itself is the state.
    const mark = (state: 'playing' | 'stopped') => () => {
      setAutoplay(section, state);
      setPlaying(state === 'playing');
    };
    const markPlaying = mark('playing');
    const markStopped = mark('stopped');
    emblaApi.on('autoplay:play', markPlaying).on('autoplay:stop', markStopped);
    // embla goes on from the early script's state; without it (a client-side navigation), the presentation starts
    // unless the visitor prefers reduced motion.
    const early = takenOver.current?.autoplay;
    if (early ? early === 'playing' : !prefersReducedMotion()) autoplay.play();
    else markStopped();
    return () => {
      emblaApi.off('autoplay:play', markPlaying).off('autoplay:stop', markStopped);
    };
  }, [emblaApi, takenOver, sectionRef]);

  function togglePlaying() {
    const autoplay = api.current?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }
  return { playing, togglePlaying };
}

interface HeroSlidesProps {
  slides: readonly HeroCarouselSlide[];
  ready: boolean;
  selectedIndex: number;
  playing: boolean;
  viewportRef: (viewport: HTMLElement | null) => void;
}

/** The viewport and its slides: the early script's scroll-snap strip, then embla's. */
function HeroSlides({ slides, ready, selectedIndex, playing, viewportRef }: HeroSlidesProps) {
  return (
    <div ref={viewportRef} data-carousel-viewport="" className={carouselViewportClasses(ready)}>
      <div className={carouselTrackClasses(ready)} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${slides.length}`}
            inert={ready ? index !== selectedIndex : undefined}
            // The other slides' images (display: none) wait for the page's `load` (the early script then marks
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
  );
}

interface HeroControlsProps {
  slides: readonly HeroCarouselSlide[];
  selectedIndex: number;
  playing: boolean;
  icons: Pick<HeroCarouselProps, 'previousIcon' | 'nextIcon' | 'pauseIcon' | 'playIcon'>;
  onPrevious: () => void;
  onNext: () => void;
  onToggle: () => void;
  onDot: (index: number) => void;
}

/** The presentation's pause/play control, named for what a press does. */
function HeroAutoplayToggle({ playing, icons, onToggle }: Pick<HeroControlsProps, 'playing' | 'icons' | 'onToggle'>) {
  return (
    <button
      type="button"
      className={controlClass}
      aria-label={playing ? HERO_PAUSE_LABEL : HERO_PLAY_LABEL}
      {...{
        [TOGGLE_ATTRIBUTE]: '',
        [PLAYING_LABEL_ATTRIBUTE]: HERO_PAUSE_LABEL,
        [STOPPED_LABEL_ATTRIBUTE]: HERO_PLAY_LABEL,
      }}
      {...needsScript}
      onClick={onToggle}
    >
      {/* Both icons: the section's data-autoplay, kept by the early script and then by embla, shows one. */}
      <span className="group-data-[autoplay=playing]/hero:hidden">{icons.playIcon}</span>
      <span className="hidden group-data-[autoplay=playing]/hero:inline">{icons.pauseIcon}</span>
    </button>
  );
}

/** One dot per slide, named after its course; the current one drawn from aria-current. */
function HeroDots({ slides, selectedIndex, onDot }: Pick<HeroControlsProps, 'slides' | 'selectedIndex' | 'onDot'>) {
  return (
    <ul className="ml-auto flex items-center">
      {slides.map((slide, index) => (
        <li key={slide.slug}>
          <button
            type="button"
            aria-label={`Ir para o slide ${index + 1}: ${slide.courseTitle}`}
            aria-current={index === selectedIndex ? 'true' : undefined}
            data-carousel-dot=""
            {...needsScript}
            onClick={() => onDot(index)}
            className="group inline-flex size-11 items-center justify-center"
          >
            {/* Drawn from aria-current, which the early script also moves before embla runs. */}
            <span className="block h-2.5 w-2.5 rounded-full bg-white/60 transition-all group-hover:bg-white group-aria-current:w-7 group-aria-current:bg-accent-400" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The arrows, the pause control and the dots, over the slides. */
function HeroControls({
  slides,
  selectedIndex,
  playing,
  icons,
  onPrevious,
  onNext,
  onToggle,
  onDot,
}: HeroControlsProps) {
  return (
    <div className="absolute inset-x-0 bottom-6 z-20">
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2">
        <CarouselArrows
          className={controlClass}
          previous={{ label: 'Slide anterior', icon: icons.previousIcon, onClick: onPrevious }}
          next={{ label: 'Próximo slide', icon: icons.nextIcon, onClick: onNext }}
        />
        <HeroAutoplayToggle playing={playing} icons={icons} onToggle={onToggle} />
        <HeroDots slides={slides} selectedIndex={selectedIndex} onDot={onDot} />
      </div>
    </div>
  );
}
