// "First tap → interactive" and the INP of a second tap made while the framework loads, on the emulated slow phone of
// tools/bench/interaction.ts, for tools/bench/bench.ts. The framework only comes with a visitor's first interaction
// (scripts/postbuild/defer-scripts.ts): this measures how long that visitor waits, and whether the page answers a
// second tap meanwhile.
import { chromium, type Browser } from '@playwright/test';
import { GIVE_UP_AFTER_MS, present, sleep, slowPhone } from './interaction';
import { chromePath, median } from './machine';

/** What the page records for the first-tap measurement. */
interface FirstTapWindow extends Window {
  __benchTaps?: number[];
  __benchInteractiveAt?: number;
  __benchEvents?: { start: number; duration: number }[];
}

export interface FirstTapRun {
  /** From the first tap (on the page's text, not a link) until <html data-interactive>. */
  interactiveMs: number | null;
  /** The longest event of the second tap, made 300 ms after the first while the framework loads (its INP). */
  secondTapInpMs: number | null;
  /** JavaScript bytes before the first tap, as decoded (the bodies; the transfer is compressed). */
  scriptBytesBefore: number;
}

const SECOND_TAP_AFTER_MS = 300;

/** Recorded in the page from its start: the taps' times, the moment it becomes interactive, its interactions' Event Timing entries. */
const TAP_RECORDER = `(() => {
  window.__benchTaps = [];
  window.__benchEvents = [];
  addEventListener('touchstart', (event) => { window.__benchTaps.push(event.timeStamp); }, { capture: true, passive: true });
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-interactive')) window.__benchInteractiveAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/**
 * One run on the slow phone: the page is opened and left to load, then the visitor taps the page's heading (text,
 * not a link) once, and again 300 ms later, while the framework loads. The page records the taps, the moment it
 * becomes interactive and the Event Timing entries of its interactions (every event of 16 ms or more).
 */
async function measureFirstTapOnce(browser: Browser, url: string): Promise<FirstTapRun> {
  const { context, page } = await slowPhone(browser, TAP_RECORDER);
  let scriptBytesBefore = 0;
  let tapped = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.body().then(
        (body) => {
          if (!tapped) scriptBytesBefore += body.length;
        },
        () => undefined,
      );
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await sleep(1000);
    const point = await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return null;
      heading.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = heading.getBoundingClientRect();
      return { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 };
    });
    if (!point) throw new Error(`${url}: no heading to tap`);
    tapped = true;
    await page.touchscreen.tap(point.x, point.y);
    await sleep(SECOND_TAP_AFTER_MS);
    await page.touchscreen.tap(point.x, point.y);
    const interactive = await page
      .waitForFunction(() => (window as FirstTapWindow).__benchInteractiveAt ?? null, null, {
        timeout: GIVE_UP_AFTER_MS,
      })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    await sleep(500);
    const { taps, events } = await page.evaluate(() => ({
      taps: (window as FirstTapWindow).__benchTaps ?? [],
      events: (window as FirstTapWindow).__benchEvents ?? [],
    }));
    const [first, second] = taps;
    const secondTapEvents = events.filter((event) => second !== undefined && event.start >= second - 1);
    return {
      interactiveMs: interactive === null || first === undefined ? null : Math.round(interactive - first),
      // No entry: every event of that tap took less than 16 ms.
      secondTapInpMs:
        secondTapEvents.length === 0 ? 0 : Math.round(Math.max(...secondTapEvents.map((event) => event.duration))),
      scriptBytesBefore,
    };
  } finally {
    await context.close();
  }
}

export interface FirstTapResult {
  route: string;
  interactive: { median: number; min: number; max: number } | null;
  secondTapInp: { median: number; min: number; max: number };
  runs: FirstTapRun[];
}

/** "First tap → interactive" and the second tap's INP on each route, `runs` times each; prints and returns them. */
export async function measureFirstTaps(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const results: FirstTapResult[] = [];
  const spread = (values: readonly number[]) => ({
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
  });
  try {
    console.log(
      `\nOn the same slow phone, the page loaded and left alone, then a tap on its heading and a second one ` +
        `${SECOND_TAP_AFTER_MS} ms later; median of ${runs} [min–max]`,
    );
    for (const route of routes) {
      const measured: FirstTapRun[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureFirstTapOnce(browser, `${baseUrl}${route}`));
      const interactive = present(measured.map((run) => run.interactiveMs));
      const result: FirstTapResult = {
        route,
        interactive: interactive.length === measured.length ? spread(interactive) : null,
        secondTapInp: spread(present(measured.map((run) => run.secondTapInpMs))),
        runs: measured,
      };
      results.push(result);
      const format = (figure: { median: number; min: number; max: number } | null, target: number) =>
        figure
          ? `${figure.median} ms [${figure.min}–${figure.max}] (${figure.median <= target ? 'met' : 'MISSED'} ≤ ${target})`
          : 'did NOT become interactive in every run';
      const before = Math.max(...measured.map((run) => run.scriptBytesBefore));
      console.log(
        `  ${route.padEnd(48)} first tap → interactive ${format(result.interactive, 2500)} · ` +
          `second tap INP ${format(result.secondTapInp, 200)} · script bytes before the tap ${before}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
