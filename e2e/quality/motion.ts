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

/**
 * Clicks `control` and records, frame by frame, the transform of `track` (the strip of slides a carousel moves)
 * until it has been still for a while; returns the distinct positions seen. A jump gives two (before, after);
 * a glide gives many.
 */
export async function positionsAfterClick(page: Page, control: Locator, track: Locator): Promise<string[]> {
  await track.evaluate((element) => {
    const store = window as Window & { __positions?: string[] };
    store.__positions = [getComputedStyle(element).transform];
    let still = 0;
    const sample = () => {
      const now = getComputedStyle(element).transform;
      const positions = store.__positions ?? [];
      if (positions[positions.length - 1] !== now) {
        positions.push(now);
        still = 0;
      } else {
        still += 1;
      }
      if (still < 30) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await control.click();
  // 30 still frames after the last move: at 60 fps about half a second.
  await page.waitForFunction(
    () => {
      const store = window as Window & { __positions?: string[] };
      return (store.__positions?.length ?? 0) > 1;
    },
    null,
    { timeout: 5000 },
  );
  await page.waitForTimeout(800);
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
