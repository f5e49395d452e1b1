// "First paint → the control works" on an emulated slow phone, for tools/bench/bench.ts.
//
// A visitor on a slow phone sees the page long before the framework has run (it only comes with the first
// interaction: scripts/postbuild/defer-scripts.ts):
// what matters is how soon a control they tap does something. Each run opens the page in a fresh browser context
// (empty cache) with the CPU slowed 4× (DevTools Emulation.setCPUThrottlingRate), the network of Lighthouse's
// mobile profile (1.6 Mbps down, i.e. 1638.4 kbit/s, 750 kbit/s up, 150 ms round trip; DevTools
// Network.emulateNetworkConditions) and a 375 px touch screen; from the first contentful paint on, it taps the
// control every 100 ms until the page shows that it worked. The figure is the time from the first contentful
// paint to the first frame in which the result is visible (watched from the page itself, frame by frame, so a
// second tap that closes the menu again cannot hide the first success).
//
// The functions that run in the page are sent as their source text: tsx compiles this file with esbuild's
// keepNames, which wraps every named inner function in a call to a helper the page does not have. Keep them free
// of named inner functions (`const f = () => …`, `function f() {}`); anonymous callbacks are fine.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  rttMs: 150,
  viewport: { width: 375, height: 812 },
};
const TAP_EVERY_MS = 100;
const GIVE_UP_AFTER_MS = 20_000;

/**
 * A run is unreliable when the machine was already busy: the 1-minute load average above half the number of
 * cores (on 2 cores, 1.0) means another process competes for the CPU the emulated phone's 4× slowdown is
 * relative to.
 */
export const BUSY_LOAD_PER_CORE = 0.5;

export interface MachineLoad {
  one: number;
  five: number;
  fifteen: number;
  cores: number;
  busy: boolean;
}

/** The load average (/proc/loadavg, or os.loadavg() where there is none) and whether it makes a run unreliable. */
export function machineLoad(): MachineLoad {
  const [one = 0, five = 0, fifteen = 0] = existsSync('/proc/loadavg')
    ? readFileSync('/proc/loadavg', 'utf8').split(/\s+/).slice(0, 3).map(Number)
    : os.loadavg();
  const cores = os.cpus().length;
  return { one, five, fifteen, cores, busy: one > BUSY_LOAD_PER_CORE * cores };
}

/**
 * Waits, up to `maxMs`, until the machine is quiet again: the Lighthouse runs themselves raise the 1-minute load
 * to ~2 on 2 cores, and the tap measurements that follow them would start on a busy machine. Returns the load it
 * stopped at (busy when the wait timed out) and the time it waited.
 */
export async function waitForQuiet(maxMs: number, pollMs = 5000): Promise<{ load: MachineLoad; waitedMs: number }> {
  const started = Date.now();
  let load = machineLoad();
  while (load.busy && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    load = machineLoad();
  }
  return { load, waitedMs: Date.now() - started };
}

export function describeLoad(load: MachineLoad, when: string): string {
  const figures = `${load.one.toFixed(2)} ${load.five.toFixed(2)} ${load.fifteen.toFixed(2)}`;
  const verdict = load.busy
    ? `BUSY (1-min load > ${BUSY_LOAD_PER_CORE} × ${load.cores} cores): figures UNRELIABLE, measure again on a quiet machine`
    : `quiet (1-min load ≤ ${BUSY_LOAD_PER_CORE} × ${load.cores} cores)`;
  return `Machine load ${when} (1/5/15 min): ${figures} on ${load.cores} cores — ${verdict}`;
}

/** The Chromium both benches drive: CHROME_PATH, else /usr/bin/chromium when present, else the default one. */
export function chromePath(): string | undefined {
  return process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** What the page under test records on its window. */
interface BenchWindow extends Window {
  __benchControl?: () => Element | undefined;
  __benchWorksAt?: number;
  __benchFirstTapAt?: number;
}

export type InteractionId = 'menu' | 'enrol';

export interface Interaction {
  id: InteractionId;
  label: string;
  /** Runs in the page: what the visitor taps. */
  control: () => Element | undefined;
  /** Runs in the page, every frame: whether the result is on screen. */
  works: () => boolean;
}

/**
 * The controls measured; both functions run in the page. `control` finds what the visitor taps (by its name, so
 * any implementation is measured the same way); `works` (checked in every frame) says whether the result is on
 * screen: the menu panel, or the enrolment dialog (the native <dialog>, or any element with role="dialog", as a
 * popover would be).
 */
export const INTERACTIONS: readonly Interaction[] = [
  {
    id: 'menu',
    label: 'first paint → the menu works',
    control: () =>
      [...document.querySelectorAll('button')].find((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').includes('Abrir menu'),
      ),
    works: () =>
      [...document.querySelectorAll('nav[aria-label="Menu principal (celular)"]')].some((panel) => panel.checkVisibility()),
  },
  {
    id: 'enrol',
    label: "first paint → 'Inscreva-se Agora' works",
    control: () =>
      [...document.querySelectorAll('button, a')].find((element) => element.textContent?.trim() === 'Inscreva-se Agora'),
    works: () => [...document.querySelectorAll('[role="dialog"], dialog')].some((dialog) => dialog.checkVisibility()),
  },
];

export interface InteractionRun {
  /** The first contentful paint, ms from navigation. */
  fcp: number | null;
  /** From the first contentful paint until the result was visible. */
  ms: number | null;
  /** How late the harness itself managed the first tap (a floor under `ms`). */
  firstTapMs: number | null;
  taps: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh context (empty cache) of the emulated slow phone, with its init script, and its page. */
async function slowPhone(browser: Browser, initScript: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    screen: SLOW_PHONE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.rttMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return { context, page };
}

/** One run: ms from the first contentful paint until the control has visibly worked (null if it never did). */
async function measureOnce(browser: Browser, url: string, interaction: Interaction): Promise<InteractionRun> {
  // The page watches itself: the first frame in which the result is visible, on the page's own clock.
  const { context, page } = await slowPhone(
    browser,
    `(() => {
      addEventListener('touchstart', () => { window.__benchFirstTapAt ??= performance.now(); }, { capture: true, passive: true });
      window.__benchControl = ${interaction.control.toString()};
      const works = ${interaction.works.toString()};
      const frame = () => {
        if (works()) window.__benchWorksAt = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`,
  );
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // At the first paint (the styles are in: they block it), in one round trip: where to tap.
    const target = await page.waitForFunction(
      () => {
        if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
        const control = (window as BenchWindow).__benchControl?.();
        if (!control) return null;
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      null,
      { polling: 10, timeout: 60_000 },
    );
    const point = await target.jsonValue();
    if (!point) throw new Error(`${url}: no control to tap for ${interaction.id}`);
    const start = Date.now();
    let taps = 0;
    for (;;) {
      const worksAt = await page.evaluate(() => (window as BenchWindow).__benchWorksAt ?? null);
      if (worksAt !== null) {
        const { fcp, firstTap } = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          firstTap: (window as BenchWindow).__benchFirstTapAt ?? null,
        }));
        return {
          fcp: Math.round(fcp),
          ms: Math.round(worksAt - fcp),
          firstTapMs: firstTap === null ? null : Math.round(firstTap - fcp),
          taps,
        };
      }
      if (Date.now() - start > GIVE_UP_AFTER_MS) return { fcp: null, ms: null, firstTapMs: null, taps };
      const due = start + taps * TAP_EVERY_MS;
      if (due > Date.now()) await sleep(due - Date.now());
      await page.touchscreen.tap(point.x, point.y);
      taps += 1;
    }
  } finally {
    await context.close();
  }
}

const present = (values: readonly (number | null)[]) => values.filter((value): value is number => value !== null);

export interface InteractionResult {
  route: string;
  interaction: InteractionId;
  label: string;
  summary: { median: number; min: number; max: number } | null;
  fcp: number;
  runs: InteractionRun[];
}

export interface InteractionReport {
  slowPhone: typeof SLOW_PHONE;
  tapEveryMs: number;
  load: MachineLoad;
  reliable: boolean;
  results: InteractionResult[];
}

/**
 * Every interaction on every page that has it, `runs` times each; prints the table and returns the figures.
 * `pages` maps a route to the interaction ids measured there.
 */
export async function measureInteractions(
  baseUrl: string,
  pages: Record<string, readonly InteractionId[]>,
  runs: number,
): Promise<InteractionReport> {
  const load = machineLoad();
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const results: InteractionResult[] = [];
  try {
    console.log(
      `\nOn an emulated slow phone (CPU ${SLOW_PHONE.cpuSlowdown}× slower, 1.6 Mbps down, ${SLOW_PHONE.rttMs} ms RTT, ` +
        `${SLOW_PHONE.viewport.width} px), a tap every ${TAP_EVERY_MS} ms from the first paint; median of ${runs} [min–max]`,
    );
    for (const [route, ids] of Object.entries(pages)) {
      for (const interaction of INTERACTIONS.filter((candidate) => ids.includes(candidate.id))) {
        const measured: InteractionRun[] = [];
        for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(browser, `${baseUrl}${route}`, interaction));
        const times = measured.map((run) => run.ms);
        const worked = present(times);
        const summary =
          worked.length === times.length
            ? { median: median(worked), min: Math.min(...worked), max: Math.max(...worked) }
            : null;
        const fcp = median(present(measured.map((run) => run.fcp)));
        const firstTap = median(present(measured.map((run) => run.firstTapMs)));
        const taps = measured.map((run) => run.taps).join('/');
        results.push({ route, interaction: interaction.id, label: interaction.label, summary, fcp, runs: measured });
        const figure = summary
          ? `${summary.median} ms [${summary.min}–${summary.max}]`
          : `did NOT work within ${GIVE_UP_AFTER_MS / 1000} s in ${times.length - worked.length} of ${times.length} runs`;
        console.log(
          `  ${route.padEnd(48)} ${interaction.label.padEnd(42)} ${figure} ` +
            `(first paint at ${fcp} ms; first tap ${firstTap} ms after it; taps ${taps})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const after = machineLoad();
  console.log(`  ${describeLoad(load, 'before')}`);
  console.log(`  ${describeLoad(after, 'after (includes this measurement)')}`);
  return { slowPhone: SLOW_PHONE, tapEveryMs: TAP_EVERY_MS, load, reliable: !load.busy, results };
}

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
  /** JavaScript bytes (transferred) before the first tap. */
  scriptBytesBefore: number;
}

const SECOND_TAP_AFTER_MS = 300;

/**
 * One run on the slow phone: the page is opened and left to load, then the visitor taps the page's heading (text,
 * not a link) once, and again 300 ms later, while the framework loads. The page records the taps, the moment it
 * becomes interactive and the Event Timing entries of its interactions (every event of 16 ms or more).
 */
async function measureFirstTapOnce(browser: Browser, url: string): Promise<FirstTapRun> {
  const { context, page } = await slowPhone(
    browser,
    `(() => {
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
    })()`,
  );
  let scriptBytesBefore = 0;
  let tapped = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.body().then((body) => {
        if (!tapped) scriptBytesBefore += body.length;
      }, () => undefined);
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
      .waitForFunction(() => (window as FirstTapWindow).__benchInteractiveAt ?? null, null, { timeout: GIVE_UP_AFTER_MS })
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
      secondTapInpMs: secondTapEvents.length === 0 ? 0 : Math.round(Math.max(...secondTapEvents.map((event) => event.duration))),
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
export async function measureFirstTaps(baseUrl: string, routes: readonly string[], runs: number): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const results: FirstTapResult[] = [];
  const spread = (values: readonly number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
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
