import type { Page } from '@playwright/test';

/**
 * What the page itself saw during a sweep step, recorded from the first script on (an init script), on the page's
 * clock (performance.now()): when the framework took over, and every notice: how many were on screen at once, and
 * when each title appeared and went. Read by the test at the end of the step.
 */
export interface Watched {
  /** When <html> got data-interactive (the framework hydrated the page), if it did. */
  interactiveAt: number | null;
  /** The most notices on screen at any one moment. */
  mostNotices: number;
  /**
   * Each notice title seen: when it first showed, when it was last gone (null while on screen), and how many times it
   * came on screen (a notice drawn anew, or shown twice, counts twice).
   */
  notices: Record<string, { shownAt: number; shownInFrame: number; goneAt: number | null; shows: number }>;
  /** Moments the test marks (the release of the framework, the start of the gesture). */
  marks: Record<string, number>;
  /** When each click (a tap's, a key's on a button) reached the page. */
  clicks: number[];
  /** The frame each click reached the page in (see `frame`). */
  clickFrames: number[];
  /**
   * The page's frames so far, counted by requestAnimationFrame: what the visitor sees change. On a loaded machine the
   * clock stretches between two tasks, and the frames with it: a bound in frames means the same on any machine.
   */
  frame: number;
}

declare global {
  interface Window {
    handoverWatch?: Watched;
  }
}

/** Starts the watch on every page the test opens. */
export async function watchHandover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched: Watched = {
      interactiveAt: null,
      mostNotices: 0,
      notices: {},
      marks: {},
      clicks: [],
      clickFrames: [],
      frame: 0,
    };
    window.handoverWatch = watched;
    const countFrame = () => {
      watched.frame += 1;
      requestAnimationFrame(countFrame);
    };
    requestAnimationFrame(countFrame);
    document.addEventListener(
      'click',
      () => {
        watched.clicks.push(performance.now());
        watched.clickFrames.push(watched.frame);
      },
      true,
    );
    /** The notices on screen: the items of a notification region that is shown, less sonner's leaving ones. */
    const onScreen = () =>
      [...document.querySelectorAll('section[aria-label^="Notificações"]:not([hidden]) li')].filter(
        (item) => item.getAttribute('data-removed') !== 'true' && item.closest('[hidden]') === null,
      );
    const look = () => {
      const now = performance.now();
      if (watched.interactiveAt === null && document.documentElement.hasAttribute('data-interactive'))
        watched.interactiveAt = now;
      const items = onScreen();
      watched.mostNotices = Math.max(watched.mostNotices, items.length);
      const titles = new Set(items.map((item) => item.querySelector('[data-notice-title]')?.textContent?.trim() ?? ''));
      for (const title of titles) {
        const seen = watched.notices[title];
        if (!seen) watched.notices[title] = { shownAt: now, shownInFrame: watched.frame, goneAt: null, shows: 1 };
        else if (seen.goneAt !== null) {
          seen.goneAt = null;
          seen.shows += 1;
        }
      }
      for (const [title, seen] of Object.entries(watched.notices)) {
        if (!titles.has(title) && seen.goneAt === null) seen.goneAt = now;
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Marks a moment of the test on the page's clock. */
export async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate((markName) => {
    if (window.handoverWatch) window.handoverWatch.marks[markName] = performance.now();
  }, name);
}

export async function watched(page: Page): Promise<Watched> {
  const result = await page.evaluate(() => window.handoverWatch);
  if (!result) throw new Error('the handover watch did not start on this page');
  return result;
}
