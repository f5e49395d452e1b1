import { carousel, matchReducedMotion, WIDTH } from '@/lib/__fixtures__/early-carousel';
import { startCarousels } from './start';
import { takeOverCarousel } from './take-over';

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
