import type { Locator, Page } from '@playwright/test';

/** What moves on a page, for the reduced-motion specs. */

export interface MotionReport {
  scrollBehavior: string;
  /** Elements (or their ::before / ::after) whose CSS transitions or animations last more than an instant. */
  slowStyles: string[];
  /** Animations (CSS or Web Animations) still running, with their duration. */
  running: string[];
}

/** Longest duration still counted as "instant" (the site's reduced-motion CSS sets 0.01 ms). */
export const INSTANT_SECONDS = 0.02;

export function motionReport(page: Page): Promise<MotionReport> {
  return page.evaluate((instant) => {
    const longest = (value: string) => Math.max(0, ...value.split(',').map((part) => parseFloat(part) || 0));
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      }`;
    const slowStyles: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transition = style.transitionProperty !== 'none' ? longest(style.transitionDuration) : 0;
        const animation = style.animationName !== 'none' ? longest(style.animationDuration) : 0;
        if (transition > instant || animation > instant) {
          slowStyles.push(
            `${describe(element)}${pseudo ?? ''}: ` +
              `transition ${style.transitionProperty} ${style.transitionDuration}, ` +
              `animation ${style.animationName} ${style.animationDuration}`,
          );
        }
      }
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const duration = animation.effect?.getTiming().duration;
        return `${target ? describe(target) : '?'}: ${animation.constructor.name} of ${String(duration)} ms`;
      })
      .filter((line) => !/ of (0|1e-\d+|0\.0\d*) ms$/.test(line));
    return {
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
      slowStyles: slowStyles.slice(0, 40),
      running,
    };
  }, INSTANT_SECONDS);
}

/** Still frames after the last move that mean the carousel has stopped (at 60 fps, half a second). */
const STILL_FRAMES = 30;

/**
 * Clicks `control` and records, frame by frame, the transform of `track` (the strip of slides a carousel moves)
 * from before the click until it has moved and then been still for STILL_FRAMES frames; returns the distinct
 * positions seen. A jump gives two (before, after); a glide gives many. The recording waits for the first move
 * however late the click lands, and ends on the frames the page draws, not on a timer.
 */
export async function positionsAfterClick(page: Page, control: Locator, track: Locator): Promise<string[]> {
  await track.evaluate((element, stillFrames) => {
    const store = window as Window & { __positions?: string[]; __positionsSettled?: boolean };
    store.__positions = [getComputedStyle(element).transform];
    store.__positionsSettled = false;
    let still = 0;
    const sample = () => {
      const now = getComputedStyle(element).transform;
      const positions = store.__positions ?? [];
      if (positions[positions.length - 1] !== now) {
        positions.push(now);
        still = 0;
      } else if (positions.length > 1) {
        still += 1;
      }
      if (still < stillFrames) requestAnimationFrame(sample);
      else store.__positionsSettled = true;
    };
    requestAnimationFrame(sample);
  }, STILL_FRAMES);
  await control.click();
  await page.waitForFunction(
    () => (window as Window & { __positionsSettled?: boolean }).__positionsSettled === true,
    null,
    { timeout: 20_000 },
  );
  return page.evaluate(() => (window as Window & { __positions?: string[] }).__positions ?? []);
}

/** Clicks "Próximo curso" on the home page's course carousel and returns the track positions seen meanwhile. */
export async function courseCarouselPositionsAfterNext(page: Page): Promise<string[]> {
  const courseNext = page.getByRole('button', { name: 'Próximo curso' });
  const courseTrack = page
    .locator('[aria-roledescription="carrossel"]')
    .filter({ has: courseNext })
    .locator('ul')
    .first();
  await courseNext.scrollIntoViewIfNeeded();
  return positionsAfterClick(page, courseNext, courseTrack);
}
