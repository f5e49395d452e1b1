'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import useEmblaCarousel, { type EmblaViewportRefType } from 'embla-carousel-react';
import { clsx } from 'clsx';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { CAROUSEL_ATTRIBUTE } from '@/lib/early/carousel/dom';
import { whenStill } from '@/lib/early/carousel/rest';
import { takeOverCarousel, type CarouselState } from '@/lib/early/carousel/take-over';

/**
 * Classes of a carousel's viewport (the element given to embla). Until embla runs it is a native horizontal
 * scroller that snaps to the slides (swipe, trackpad, Shift + wheel, focus, and the early script's arrows and
 * dots), without a visible scrollbar; then embla's clipping viewport. The box is the same both ways, so nothing
 * moves when embla takes over.
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

/**
 * Embla's options for a carousel the early script may have run: its start index is read when embla starts, from
 * the hand-over (a getter, so the options object itself never changes).
 */
function takeOverOptions(base: EmblaOptionsType) {
  let startIndex = 0;
  const options: EmblaOptionsType = {
    ...base,
    // The keyboard's focus is brought into view by the keyboardFocusRevealer plugin.
    watchFocus: false,
    get startIndex() {
      return startIndex;
    },
  };
  return { options, startAt: (index: number) => (startIndex = index) };
}

/** Where the carousel's API is kept from the moment embla creates it. */
export interface ApiHolder {
  current: EmblaCarouselType | undefined;
}

/** The slide of embla's that holds `focused`, when the keyboard put the focus there (`:focus-visible`); else -1. */
function keyboardFocusedSlide(embla: EmblaCarouselType, focused: HTMLElement): number {
  if (!focused.matches(':focus-visible')) return -1;
  return embla.slideNodes().findIndex((slide) => slide.contains(focused));
}

/**
 * Whether `element` lies wholly inside `viewport`, across, once the viewport is unscrolled (the browser reveals a
 * focus by scrolling the viewport before the focus events: that scroll is about to be undone).
 */
function whollyAcrossUnscrolled(element: HTMLElement, viewport: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const frame = viewport.getBoundingClientRect();
  const left = box.left + viewport.scrollLeft;
  return left >= frame.left - 1 && left + box.width <= frame.right + 1;
}

/** Brings the viewport back to no scroll of its own: embla moves the slides, never the viewport. */
function unscroll(viewport: HTMLElement): void {
  if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
}

/**
 * Holds the carousel's API from the moment embla creates it: embla hands it to its plugins as it starts, a render
 * before React's state has it, and the controls' handlers read it from the holder.
 */
function apiHolder(): { plugin: EmblaPluginType; api: ApiHolder } {
  const api: ApiHolder = { current: undefined };
  const plugin: EmblaPluginType = {
    name: 'holdApi',
    options: {},
    init: (embla) => {
      api.current = embla;
    },
    destroy: () => {
      api.current = undefined;
    },
  };
  return { plugin, api };
}

/**
 * Keeps the viewport itself unscrolled while embla moves the slides: a finger that lands in the moment after embla
 * starts, before the browser has painted the viewport as embla's (no longer a scroller, embla's listener known), pans
 * it natively while embla drags the slides too; without the reset, the carousel would come to rest a slide further
 * than the finger went.
 */
function viewportUnscroller(): EmblaPluginType {
  let viewport: HTMLElement | undefined;
  const onScroll = () => viewport && unscroll(viewport);
  return {
    name: 'unscrollViewport',
    options: {},
    init: (embla) => {
      viewport = embla.rootNode();
      viewport.addEventListener('scroll', onScroll, { passive: true });
    },
    destroy: () => {
      viewport?.removeEventListener('scroll', onScroll);
      viewport = undefined;
    },
  };
}

/**
 * Brings a slide the keyboard focuses into view. embla's own (`watchFocus`, off in the options) acts only on a focus
 * that comes within 10 ms of the Tab key, which a busy phone misses; and the browser's own reveal of the focus is a
 * scroll of the viewport, undone here. So on each keyboard focus in a slide, and on a focus already there when embla
 * starts, the slide the focus is in, if it is not wholly in view, is jumped to (each slide is a snap: `slidesToScroll`
 * 1). A press of a finger or a mouse, which Chrome also turns into a focus, is not `:focus-visible`: it moves nothing
 * under the finger.
 */
function keyboardFocusRevealer(): EmblaPluginType {
  let embla: EmblaCarouselType | undefined;
  const reveal = () => {
    const viewport = embla?.rootNode();
    const focused = document.activeElement;
    if (!embla || !viewport) return;
    if (focused instanceof HTMLElement) {
      const index = keyboardFocusedSlide(embla, focused);
      if (index >= 0 && !whollyAcrossUnscrolled(focused, viewport)) embla.scrollTo(index, true);
    }
    unscroll(viewport);
  };
  return {
    name: 'revealKeyboardFocus',
    options: {},
    init: (started) => {
      embla = started;
      started.rootNode().addEventListener('focusin', reveal);
      reveal();
    },
    destroy: () => {
      embla?.rootNode().removeEventListener('focusin', reveal);
      embla = undefined;
    },
  };
}

/** The plugins every carousel of the site gives embla, in this order, and the holder of its API. */
function takeOverPlugins(): { plugins: EmblaPluginType[]; api: ApiHolder } {
  const { plugin, api } = apiHolder();
  return { plugins: [plugin, viewportUnscroller(), keyboardFocusRevealer()], api };
}

/**
 * The hand-over from the early script (lib/early/carousel/) to embla, for the section `sectionRef`.
 *
 * useTakeOverCarousel gives useEmblaCarousel the options and the plugins it returns, and the viewport the ref of
 * useViewportRef, which hands the section over (its slides back in DOM order, its scroll offset reset, the section
 * marked `data-ready`, after which the early script leaves it alone) as embla starts, on the slide the visitor was on,
 * in the same task: no frame shows the reset, and no tap falls between the two, since the controls' handlers call
 * `api` (set by the apiHolder plugin as embla starts), not React's state. `takenOver` holds what the early script left
 * (the autoplay's state too), or null on a client-side navigation.
 */
function useCarouselState(base: EmblaOptionsType) {
  const [{ options, startAt }] = useState(() => takeOverOptions(base));
  const takenOver = useRef<CarouselState | null>(null);
  const [{ plugins, api }] = useState(takeOverPlugins);
  return { options, plugins, api, takenOver, startAt };
}

/**
 * The viewport's ref: it gives embla its viewport once the early carousel is at rest (whenStill: no finger on it, no
 * scroll, no step on its way), so that a drag or a tap in progress ends where the visitor meant, by the early script,
 * and embla starts from there. The rest is checked in the task after React's commit, not in it: a finger the browser
 * has already taken (and begun to pan natively) while its main thread was busy hydrating is dispatched before that
 * task, so the early carousel is told of it first; embla started under it would get only uncancelable moves, drop
 * the drag, and leave the carousel where it was.
 */
function useViewportRef(
  { takenOver: takenOverRef, startAt }: Pick<ReturnType<typeof useCarouselState>, 'takenOver' | 'startAt'>,
  emblaRef: EmblaViewportRefType,
) {
  return useCallback(
    (viewport: HTMLElement | null) => {
      const section = viewport?.closest<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`);
      if (!viewport || !section || takenOverRef.current) {
        emblaRef(viewport);
        return undefined;
      }
      let cancelWait = () => {};
      // The next task through a message, not a timer: a paused or throttled clock (a background tab's) holds timers.
      const nextTask = new MessageChannel();
      nextTask.port1.onmessage = () => {
        cancelWait = whenStill(section, () => {
          takenOverRef.current = takeOverCarousel(section);
          startAt(takenOverRef.current.index);
          // Embla starts with it, in this task: no frame shows the reset, and no tap falls between the two.
          flushSync(() => emblaRef(viewport));
        });
      };
      nextTask.port2.postMessage(null);
      return () => {
        nextTask.port1.close();
        cancelWait();
      };
    },
    [emblaRef, takenOverRef, startAt],
  );
}

/**
 * The selected slide of an embla carousel and its navigation callbacks (with reduced motion, slides jump), which act
 * on `api` as soon as embla has started (until then, the early script runs the controls).
 */
function useEmblaNavigation(emblaApi: EmblaCarouselType | undefined, api: ApiHolder) {
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    onSelect();
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const scrollPrev = useCallback(() => api.current?.scrollPrev(prefersReducedMotion()), [api]);
  const scrollNext = useCallback(() => api.current?.scrollNext(prefersReducedMotion()), [api]);
  const scrollTo = useCallback((index: number) => api.current?.scrollTo(index, prefersReducedMotion()), [api]);

  return { ready: emblaApi !== undefined, selectedIndex, scrollPrev, scrollNext, scrollTo };
}

/**
 * A carousel of the site, run by embla from where the early script left it: the viewport's ref, embla's API (and the
 * holder the controls act on), what the early script left, and the navigation. `morePlugins` (the hero's autoplay) are
 * made once and come before the site's own.
 */
export function useTakeOverCarousel(base: EmblaOptionsType, morePlugins: () => EmblaPluginType[] = () => []) {
  const carousel = useCarouselState(base);
  const [plugins] = useState(() => [...morePlugins(), ...carousel.plugins]);
  const [emblaRef, emblaApi] = useEmblaCarousel(carousel.options, plugins);
  const viewportRef = useViewportRef(carousel, emblaRef);
  const navigation = useEmblaNavigation(emblaApi, carousel.api);
  return { ...navigation, viewportRef, emblaApi, api: carousel.api, takenOver: carousel.takenOver };
}
