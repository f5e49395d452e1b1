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
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromePath, describeLoad, machineLoad, median, type MachineLoad } from './machine';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  rttMs: 150,
  viewport: { width: 375, height: 812 },
};
const TAP_EVERY_MS = 100;
export const GIVE_UP_AFTER_MS = 20_000;

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
      [...document.querySelectorAll('nav[aria-label="Menu principal (celular)"]')].some((panel) =>
        panel.checkVisibility(),
      ),
  },
  {
    id: 'enrol',
    label: "first paint → 'Inscreva-se Agora' works",
    control: () =>
      [...document.querySelectorAll('button, a')].find(
        (element) => element.textContent?.trim() === 'Inscreva-se Agora',
      ),
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh context (empty cache) of the emulated slow phone, with its init script, and its page. */
export async function slowPhone(
  browser: Browser,
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
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

export const present = (values: readonly (number | null)[]) =>
  values.filter((value): value is number => value !== null);

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
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const results: InteractionResult[] = [];
  try {
    console.log(
      `\nOn an emulated slow phone (CPU ${SLOW_PHONE.cpuSlowdown}× slower, 1.6 Mbps down, ${SLOW_PHONE.rttMs} ms RTT, ` +
        `${SLOW_PHONE.viewport.width} px), a tap every ${TAP_EVERY_MS} ms from the first paint; median of ${runs} [min–max]`,
    );
    for (const [route, ids] of Object.entries(pages)) {
      for (const interaction of INTERACTIONS.filter((candidate) => ids.includes(candidate.id))) {
        const measured: InteractionRun[] = [];
        for (let run = 0; run < runs; run += 1)
          measured.push(await measureOnce(browser, `${baseUrl}${route}`, interaction));
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
