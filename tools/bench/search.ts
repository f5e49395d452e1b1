// The site search on the emulated slow phone (tools/bench/interaction.ts, SLOW_PHONE), for npm run bench and
// npm run bench:scale. Each run opens /busca in a fresh context (empty cache), waits for the page to load, taps the
// field (which starts loading Pagefind, as it does for a visitor) and types a query as a person does, a key every
// KEY_EVERY_MS. Figures:
//   after typing   from the last key to the first frame showing the results for the whole query (the page watches
//                  itself, frame by frame, on its own clock)
//   bytes          everything of Pagefind fetched for that one query, as sent on the wire (bodies as encoded, and
//                  headers): its script, worker and WebAssembly, entry and meta files, the index and filter chunks,
//                  the fragments of the results shown
//
// The function that runs in the page is sent as its source text (see interaction.ts: no named inner functions).
import { chromium } from '@playwright/test';
import { PAGEFIND_DIR, SEARCH_PATH } from '../../content/rules/site-search';
import { SEARCH_STATUS_ATTRIBUTE } from '../../lib/search';
import { GIVE_UP_AFTER_MS, present, slowPhone } from './interaction';
import { chromePath, describeLoad, machineLoad, median, type MachineLoad } from './machine';

/** A key every 180 ms: a person typing on a phone. */
const KEY_EVERY_MS = 180;
const KiB = 1024;

export interface SearchRun {
  query: string;
  /** Last key → results shown, ms (null: not within GIVE_UP_AFTER_MS). */
  afterTypingMs: number | null;
  /** Bytes of Pagefind's files on the wire for this query, and how many requests. */
  bytes: number;
  requests: number;
}

export interface SearchReport {
  load: MachineLoad;
  reliable: boolean;
  keyEveryMs: number;
  runs: SearchRun[];
  afterTypingMs: { median: number; max: number } | null;
  bytes: { median: number; max: number };
}

async function measureOnce(
  baseUrl: string,
  query: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<SearchRun> {
  const { context, page } = await slowPhone(
    browser,
    `(() => {
      addEventListener('keydown', () => { window.__benchLastKeyAt = performance.now(); }, { capture: true });
      const frame = () => {
        const status = document.querySelector('[${SEARCH_STATUS_ATTRIBUTE}]');
        const shown = status && status.textContent.includes(${JSON.stringify(`“${query}”`)});
        if (shown && window.__benchLastKeyAt !== undefined) window.__benchShownAt = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`,
  );
  // Pagefind's worker fetches the index: its requests are the page's in Playwright (not in the page's DevTools session).
  let bytes = 0;
  let requests = 0;
  const counted: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith(`/${PAGEFIND_DIR}/`)) return;
    requests += 1;
    counted.push(
      request.sizes().then((sizes) => {
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  try {
    await page.goto(`${baseUrl}${SEARCH_PATH}`, { waitUntil: 'load' });
    await page.getByLabel('O que você procura?').tap();
    await page.keyboard.type(query, { delay: KEY_EVERY_MS });
    const shownAt = await page
      .waitForFunction(() => (window as Window & { __benchShownAt?: number }).__benchShownAt, undefined, {
        timeout: GIVE_UP_AFTER_MS,
        polling: 50,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const lastKeyAt = await page.evaluate(
      () => (window as Window & { __benchLastKeyAt?: number }).__benchLastKeyAt ?? null,
    );
    // Let the fragments of the results shown finish arriving before counting.
    await page.waitForLoadState('networkidle');
    await Promise.all(counted);
    return {
      query,
      afterTypingMs: shownAt !== null && lastKeyAt !== null ? Math.round(shownAt - lastKeyAt) : null,
      bytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

/** Each query `runs` times on the slow phone; prints a line per query and returns the figures. */
export async function measureSearch(
  baseUrl: string,
  queries: readonly string[],
  runs: number,
  label = '',
): Promise<SearchReport> {
  const load = machineLoad();
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const all: SearchRun[] = [];
  try {
    console.log(
      `\nSite search${label ? ` (${label})` : ''} on the same slow phone: /busca loaded, the field tapped, a key every ${KEY_EVERY_MS} ms; ` +
        `median of ${runs} [max]`,
    );
    for (const query of queries) {
      const measured: SearchRun[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(baseUrl, query, browser));
      all.push(...measured);
      const times = present(measured.map((run) => run.afterTypingMs));
      const time =
        times.length === measured.length
          ? `${median(times)} ms [${Math.max(...times)}]`
          : `NOT shown in ${measured.length - times.length} of ${measured.length} runs`;
      const sizes = measured.map((run) => run.bytes);
      console.log(
        `  "${query}"`.padEnd(26) +
          `last key → results ${time}; Pagefind on the wire ${(median(sizes) / KiB).toFixed(1)} KiB [${(Math.max(...sizes) / KiB).toFixed(1)}] in ${median(measured.map((run) => run.requests))} requests`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`  ${describeLoad(load, 'before')}`);
  const times = present(all.map((run) => run.afterTypingMs));
  const sizes = all.map((run) => run.bytes);
  return {
    load,
    reliable: !load.busy,
    keyEveryMs: KEY_EVERY_MS,
    runs: all,
    afterTypingMs: times.length === all.length ? { median: median(times), max: Math.max(...times) } : null,
    bytes: { median: median(sizes), max: Math.max(...sizes) },
  };
}

/** The queries measured: a visitor's words, without accents or hyphens. */
export const SEARCH_QUERIES = ['manutencao', 'R290', 'curso de split'];
