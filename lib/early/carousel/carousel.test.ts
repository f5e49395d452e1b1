import { whenStill } from './rest';
import { startCarousels } from './start';
import { takeOverCarousel } from './take-over';

const WIDTH = 300;

interface Scroll {
  left: number;
  behavior: string;
}

/**
 * A carousel as the components render it, with the layout jsdom lacks: the viewport shows `perView` slides of
 * WIDTH px, CSS `order` places them, and scrollTo moves at once (a smooth scroll lands where it was sent).
 */
function carousel({ count = 5, perView = 1, autoplay = false } = {}) {
  document.body.innerHTML =
    `<section data-carousel ${autoplay ? 'data-autoplay-delay="5000"' : ''}>` +
    '<div data-carousel-viewport><div>' +
    Array.from({ length: count }, (_, index) => `<div>slide ${index}</div>`).join('') +
    '</div></div>' +
    '<button data-carousel-prev>prev</button><button data-carousel-next>next</button>' +
    (autoplay
      ? '<button data-carousel-toggle data-label-playing="Pausar" data-label-stopped="Reproduzir">t</button>'
      : '') +
    Array.from({ length: count }, (_, index) => `<button data-carousel-dot>${index}</button>`).join('') +
    '</section>';
  const section = document.querySelector('section') as HTMLElement;
  const viewport = section.querySelector('[data-carousel-viewport]') as HTMLElement;
  const slides = [...(viewport.firstElementChild as HTMLElement).children] as HTMLElement[];
  let left = 0;
  const scrolls: Scroll[] = [];
  Object.defineProperty(viewport, 'clientWidth', { value: WIDTH * perView });
  Object.defineProperty(viewport, 'scrollLeft', { get: () => left, set: (value: number) => (left = value) });
  // The scroll lands at once; its scroll events come a moment later, as in a browser.
  viewport.scrollTo = ((options: ScrollToOptions) => {
    left = options.left ?? left;
    scrolls.push({ left, behavior: options.behavior ?? 'auto' });
    setTimeout(() => {
      viewport.dispatchEvent(new Event('scroll'));
      viewport.dispatchEvent(new Event('scrollend'));
    }, 16);
  }) as typeof viewport.scrollTo;
  for (const slide of slides) slide.getBoundingClientRect = () => ({ width: WIDTH }) as DOMRect;
  /** The slides as the visitor sees them, left to right: their DOM index, in CSS order. */
  const visualOrder = () =>
    slides
      .map((slide, index) => ({ index, order: Number(slide.style.order || index) }))
      .sort((a, b) => a.order - b.order)
      .map(({ index }) => index);
  const shown = () => visualOrder().slice(Math.round(left / WIDTH), Math.round(left / WIDTH) + perView);
  const click = (selector: string, nth = 0) => (section.querySelectorAll(selector)[nth] as HTMLElement).click();
  return { section, viewport, slides, scrolls, shown, click, visualOrder };
}

function matchReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  matchReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('the early carousel', () => {
  it('steps forward through every slide and, after the last, shows the first coming from the right', () => {
    const { click, shown, scrolls, section } = carousel();
    startCarousels(document);
    const seen: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      scrolls.length = 0;
      click('[data-carousel-next]');
      jest.advanceTimersByTime(200); // the scroll settles
      seen.push(shown()[0] ?? -1);
      // Every visible move is one slide forward: a smooth scroll of +1 place after at most an instant correction.
      const smooth = scrolls.findIndex((scroll) => scroll.behavior === 'smooth');
      expect(scrolls.filter((scroll) => scroll.behavior === 'smooth')).toHaveLength(1);
      const before = scrolls.slice(0, smooth).at(-1);
      if (before) expect(scrolls[smooth]?.left).toBe(before.left + WIDTH);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1, 2]);
    expect(section.getAttribute('data-slide')).toBe('2');
    expect(section.querySelectorAll('[data-carousel-dot]')[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('is started once: a second start leaves each carousel as it is (one step per tap, not two)', () => {
    const { click, shown, section } = carousel();
    startCarousels(document);
    startCarousels(document);
    expect(section.hasAttribute('data-carousel-init')).toBe(true);
    click('[data-carousel-next]');
    jest.advanceTimersByTime(200);
    expect(shown()).toEqual([1]);
  });

  it('steps back from the first slide to the last, moving backwards', () => {
    const { click, shown, scrolls } = carousel({ count: 4, perView: 3 });
    startCarousels(document);
    click('[data-carousel-prev]');
    expect(shown()).toEqual([3, 0, 1]);
    const smooth = scrolls.filter((scroll) => scroll.behavior === 'smooth');
    expect(smooth).toEqual([{ left: 0, behavior: 'smooth' }]);
    jest.advanceTimersByTime(200);
    // Two quick taps: the second waits for the first step to land.
    click('[data-carousel-next]');
    click('[data-carousel-next]');
    expect(shown()).toEqual([0, 1, 2]);
    jest.advanceTimersByTime(200);
    expect(shown()).toEqual([1, 2, 3]);
    jest.advanceTimersByTime(200);
    click('[data-carousel-next]');
    expect(shown()).toEqual([2, 3, 0]);
  });

  it('where the browser has no scrollend (Safari before 26.2), a step ends once the scroll events stop', () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onscrollend');
    delete (HTMLElement.prototype as { onscrollend?: unknown }).onscrollend;
    try {
      const { click, shown } = carousel();
      startCarousels(document);
      click('[data-carousel-next]');
      click('[data-carousel-next]');
      expect(shown()).toEqual([1]);
      jest.advanceTimersByTime(200);
      expect(shown()).toEqual([2]);
    } finally {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, 'onscrollend', descriptor);
    }
  });

  it('goes to the slide of a dot', () => {
    const { click, shown } = carousel();
    startCarousels(document);
    click('[data-carousel-dot]', 3);
    expect(shown()).toEqual([3]);
  });

  it('jumps instead of gliding with reduced motion', () => {
    matchReducedMotion(true);
    const { click, scrolls } = carousel();
    startCarousels(document);
    click('[data-carousel-next]');
    expect(scrolls.map((scroll) => scroll.behavior)).toEqual(['instant']);
  });

  it('hands over to embla: the slide shown and the autoplay state, the slides back in order, and then lets go', () => {
    const { click, section, slides, viewport, scrolls } = carousel({ autoplay: true });
    startCarousels(document);
    for (let step = 0; step < 6; step += 1) {
      click('[data-carousel-next]');
      jest.advanceTimersByTime(200);
    }
    expect(takeOverCarousel(section)).toEqual({ index: 1, autoplay: 'stopped' });
    expect(slides.map((slide) => slide.style.order)).toEqual(['', '', '', '', '']);
    expect(viewport.scrollLeft).toBe(0);
    expect(section.hasAttribute('data-ready')).toBe(true);
    scrolls.length = 0;
    click('[data-carousel-next]');
    jest.advanceTimersByTime(20_000);
    expect(scrolls).toEqual([]);
  });
});

describe('the early autoplay', () => {
  it('advances every 5 s, looping, and stops for good on an interaction with the carousel', () => {
    const { section, shown } = carousel({ autoplay: true });
    startCarousels(document);
    expect(section.getAttribute('data-autoplay')).toBe('playing');
    expect(section.querySelector('[data-carousel-toggle]')?.getAttribute('aria-label')).toBe('Pausar');
    jest.advanceTimersByTime(5000 * 6);
    expect(shown()).toEqual([1]);
    section.querySelector('[data-carousel-viewport]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(section.getAttribute('data-autoplay')).toBe('stopped');
    jest.advanceTimersByTime(20_000);
    expect(shown()).toEqual([1]);
  });

  it('pauses and plays with its toggle, which is not an interaction that stops it', () => {
    const { section, click } = carousel({ autoplay: true });
    startCarousels(document);
    click('[data-carousel-toggle]');
    expect(section.getAttribute('data-autoplay')).toBe('stopped');
    expect(section.querySelector('[data-carousel-toggle]')?.getAttribute('aria-label')).toBe('Reproduzir');
    click('[data-carousel-toggle]');
    expect(section.getAttribute('data-autoplay')).toBe('playing');
  });

  it('does not start with reduced motion', () => {
    matchReducedMotion(true);
    const { section, shown } = carousel({ autoplay: true });
    startCarousels(document);
    expect(section.getAttribute('data-autoplay')).toBe('stopped');
    jest.advanceTimersByTime(20_000);
    expect(shown()).toEqual([0]);
  });
});

describe('a carousel at rest, for embla to take over', () => {
  const touch = (viewport: HTMLElement, type: string, fingers: number) => {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'touches', { value: { length: fingers } });
    viewport.dispatchEvent(event);
  };

  it('is still at once when nothing moves it', () => {
    const { section } = carousel();
    startCarousels(document);
    const still = jest.fn();
    whenStill(section, still);
    expect(still).toHaveBeenCalledTimes(1);
  });

  /** Runs `body` as in a browser without `scrollend` (Safari before 26.2). */
  const withoutScrollEnd = (body: () => void) => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onscrollend');
    delete (HTMLElement.prototype as { onscrollend?: unknown }).onscrollend;
    try {
      body();
    } finally {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, 'onscrollend', descriptor);
    }
  };

  /** A finger on a carousel of the early script, and what waits for it to be still. */
  const fingerOn = () => {
    const { section, viewport } = carousel();
    startCarousels(document);
    touch(viewport, 'touchstart', 1);
    return { section, viewport, still: jest.fn() };
  };

  /** A finger that scrolls the carousel, stays on it a second (the carousel waits), then lifts as the snapping begins. */
  const swipedAndLifted = () => {
    const { section, viewport, still } = fingerOn();
    viewport.dispatchEvent(new Event('scroll'));
    expect(section.hasAttribute('data-moving')).toBe(true);
    whenStill(section, still);
    jest.advanceTimersByTime(1000);
    expect(still).not.toHaveBeenCalled();
    touch(viewport, 'touchend', 0);
    viewport.dispatchEvent(new Event('scroll'));
    return { section, viewport, still };
  };

  it('waits for the finger to lift and the scroll to end, as the browser says (scrollend), however long the snapping is quiet', () => {
    const { section, viewport, still } = swipedAndLifted();
    // A busy page: no scroll event for a while, the snapping still on its way.
    jest.advanceTimersByTime(500);
    expect(still).not.toHaveBeenCalled();
    viewport.dispatchEvent(new Event('scrollend'));
    expect(still).toHaveBeenCalledTimes(1);
    expect(section.hasAttribute('data-moving')).toBe(false);
  });

  it('takes a scroll that never says it ended as ended a second after its last scroll event', () => {
    const { still } = swipedAndLifted();
    jest.advanceTimersByTime(900);
    expect(still).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(still).toHaveBeenCalledTimes(1);
  });

  it('after a finger that did not scroll, is still a moment later, when no snapping began', () => {
    const { section, viewport, still } = fingerOn();
    whenStill(section, still);
    touch(viewport, 'touchend', 0);
    expect(still).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(still).toHaveBeenCalledTimes(1);
  });

  it('without scrollend, waits for the finger to lift and the scroll events to stop', () => {
    withoutScrollEnd(() => {
      const { section, still } = swipedAndLifted();
      jest.advanceTimersByTime(50);
      expect(still).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      expect(still).toHaveBeenCalledTimes(1);
      expect(section.hasAttribute('data-moving')).toBe(false);
    });
  });

  it('waits for the step on its way and the one asked for meanwhile: two taps are two steps', () => {
    const { section, click } = carousel();
    startCarousels(document);
    click('[data-carousel-next]');
    click('[data-carousel-next]');
    const still = jest.fn(() => takeOverCarousel(section).index);
    whenStill(section, still);
    expect(still).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(still).toHaveReturnedWith(2);
  });

  it('can stop waiting', () => {
    const { section, viewport, still } = fingerOn();
    const cancel = whenStill(section, still);
    cancel();
    touch(viewport, 'touchend', 0);
    jest.advanceTimersByTime(1000);
    expect(still).not.toHaveBeenCalled();
  });
});
