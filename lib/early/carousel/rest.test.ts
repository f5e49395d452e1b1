import { carousel, matchReducedMotion } from '@/lib/__fixtures__/early-carousel';
import { whenStill } from './rest';
import { startCarousels } from './start';
import { takeOverCarousel } from './take-over';

beforeEach(() => {
  jest.useFakeTimers();
  matchReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

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
