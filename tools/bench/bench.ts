/**
 * Performance benchmark (prints figures; not a test).
 *
 * Builds the site with source maps (unless --no-build; BENCH_SOURCE_MAPS=1, see next.config.mjs), moves the maps out
 * of out/ (so out/ is what a normal build ships), snapshots it (a concurrent rebuild cannot change the pages under
 * test) and makes a "floor" copy with every <script> and script preload removed: the same page with zero
 * JavaScript, which a static page cannot beat. And the framework's own cost: a bare Next.js page (same Next.js,
 * React, next.config.mjs and fonts, `output: 'export'`, a heading and a paragraph, no client component), built once
 * and cached in node_modules/.cache/bench/ (rebuilt when Next.js, React, the config or the fonts change).
 *
 * All three are served on 127.0.0.1 by the local server (scripts/serving/server.ts: the production rules, and brotli
 * or gzip, as the production hosts compress, so Lighthouse's simulated network sees the bytes a visitor downloads).
 * Lighthouse (mobile defaults, Chromium from CHROME_PATH or /usr/bin/chromium) runs RUNS times per route,
 * alternating site, floor and bare page. For each route it prints median and range per metric with the ratios
 * site/floor and site/bare, the gzip size of the JavaScript, CSS and HTML the page loads, our own JavaScript (what
 * the bare page does not load) by chunk and by package or folder (tools/bench/js-breakdown.ts), the long tasks
 * behind the blocking time, any request that failed and the issue's targets, met or missed; it writes
 * reports/bench.json.
 *
 * Then "first paint → the control works" on an emulated slow phone for the menu (/sobre and a course page) and
 * 'Inscreva-se Agora' (the course page), median of RUNS (tools/bench/interaction.ts); --interaction-only measures
 * only these (and writes reports/bench-interaction.json). The machine's load average is printed first; a run
 * started on a busy machine (1-minute load above half the cores) is marked unreliable.
 *
 * With --compare=<dir>, another export (an older build's out/, say) is served the same way and measured in the same
 * alternation, route by route, and printed beside the site: a side-by-side comparison within one run.
 *
 *   npm run bench [-- --no-build] [-- --runs=3] [-- --routes=/,/contato] [-- --interaction-only]
 *                 [-- --compare=/path/to/other/out]
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { selectAll } from 'hast-util-select';
import lighthouse from 'lighthouse';
import { htmlFiles } from '../../scripts/html-files';
import { onInteraction, pageScriptUrls } from '../../scripts/postbuild/defer-scripts';
import { attribute, parsePage, removeElement, serializePage } from '../../scripts/postbuild/html';
import { frameSources } from '../../scripts/serving/rules';
import { createHandler } from '../../scripts/serving/server';
import {
  chromePath,
  describeLoad,
  machineLoad,
  measureFirstTaps,
  measureInteractions,
  median,
  type FirstTapResult,
  waitForQuiet,
  type InteractionReport,
  type MachineLoad,
} from './interaction';
import { describeOwnJavaScript, ownJavaScript, sourcesOf, stripSourceMaps, type OwnJavaScript } from './js-breakdown';
import { linkNodeModules } from './link-node-modules';

// npm runs the bench from the project's root (it is bundled to node_modules/.cache/bench/ first: see package.json).
const root = process.cwd();
const outDir = path.join(root, 'out');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(option('runs') ?? 3);
const SITE_PORT = 4601;
const FLOOR_PORT = 4602;
const BARE_PORT = 4603;
const COMPARE_PORT = 4604;
const compareDir = option('compare');
const KiB = 1024;
const cacheDir = path.join(root, 'node_modules', '.cache', 'bench');
/** The source maps of the last build the bench made, moved out of out/. */
const outMapsDir = path.join(cacheDir, 'site-maps');
/** The issue's budget: our JavaScript on top of the bare page's. */
const HTML_OVER_FLOOR_BUDGET = 2.5 * KiB;
/** How long the taps wait for the machine to be quiet again after the Lighthouse runs (the load decays in ~1 min). */
const SETTLE_MAX_MS = 180_000;

function firstSlug(dir: string, folder: string): string | undefined {
  return readdirSync(path.join(dir, folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0]
    ?.replace(/\.html$/, '');
}

function htmlFileFor(dir: string, route: string): string {
  return path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/**
 * Removes every script element and script preload: the page as it would load with no JavaScript at all.
 * JSON-LD stays: it is data, never executed, and the same bytes on both sides.
 */
function stripScripts(html: string): string {
  const tree = parsePage(html);
  for (const element of selectAll('script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]', tree)) {
    if (element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json') continue;
    removeElement(tree, element);
  }
  return serializePage(tree);
}

/** A private copy of out/ for the site (its source maps beside it, if the build made them) and one without scripts for the floor. */
function makeCopies() {
  const base = path.join(tmpdir(), 'frio-norte-bench');
  const siteDir = path.join(base, 'site');
  const mapsDir = path.join(base, 'site-maps');
  const floorDir = path.join(base, 'floor');
  rmSync(base, { recursive: true, force: true });
  cpSync(outDir, siteDir, { recursive: true });
  cpSync(outMapsDir, mapsDir, { recursive: true });
  cpSync(siteDir, floorDir, { recursive: true });
  for (const file of htmlFiles(floorDir)) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return { base, siteDir, mapsDir, floorDir };
}

/** The local server (its rules and compression) on an export directory, on 127.0.0.1. */
function serve(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer(createHandler(dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function close(server: http.Server): void {
  server.close();
  server.closeAllConnections();
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip bytes of a set of same-origin URLs, read from the served copy. */
function gzipOf(dir: string, urls: readonly string[]): number {
  return urls.reduce((total, url) => {
    const file = path.join(dir, decodeURIComponent(new URL(url, 'http://x').pathname));
    return existsSync(file) && statSync(file).isFile() ? total + gz(readFileSync(file)) : total;
  }, 0);
}

interface AssetSizes {
  /** The JavaScript fetched before any interaction (what Lighthouse, which never interacts, saw). */
  jsBeforeInteraction: number;
  /** What the first interaction brings: the framework's scripts and the page's flight data. */
  jsOnInteraction: number;
  flightData: number;
  css: number;
  html: number;
}

/**
 * Gzip bytes of what a first visit downloads, images and fonts aside: the JavaScript fetched before any
 * interaction (as seen by Lighthouse, so lazily imported chunks count and the legacy noModule bundle does not),
 * what the first interaction brings (scripts/postbuild/defer-scripts.ts), the CSS and the HTML.
 */
function assetSizes(dir: string, route: string, scriptUrls: readonly string[]): AssetSizes {
  const html = readFileSync(htmlFileFor(dir, route), 'utf8');
  const stylesheets = selectAll('link[rel~="stylesheet"][href]', parsePage(html)).map((link) => attribute(link, 'href') ?? '');
  const later = onInteraction(html);
  return {
    jsBeforeInteraction: gzipOf(dir, [...new Set(scriptUrls)]),
    jsOnInteraction: gzipOf(dir, later.scripts),
    flightData: later.flightData ? gzipOf(dir, [later.flightData]) : 0,
    css: gzipOf(dir, [...new Set(stylesheets)]),
    html: gz(Buffer.from(html)),
  };
}

/** Gzip bytes of a route's HTML in an export directory (the floor's, another build's). */
function htmlGzip(dir: string, route: string): number {
  return gz(readFileSync(htmlFileFor(dir, route)));
}

// Lighthouse's audit details are a union of shapes: read the few fields needed, checking each one's type.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
/** The `items` of a details object (or of one of its items), those that are objects. */
const itemsOf = (value: unknown): Fields[] => (isFields(value) && Array.isArray(value.items) ? value.items.filter(isFields) : []);
const textOf = (fields: Fields | undefined, key: string): string | undefined => {
  const value = fields?.[key];
  return typeof value === 'string' ? value : undefined;
};
const numberOf = (fields: Fields | undefined, key: string): number | undefined => {
  const value = fields?.[key];
  return typeof value === 'number' ? value : undefined;
};

interface LongTask {
  source: string;
  ms: number;
}

interface LighthouseRun {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  jsBytes: number;
  requests: number;
  scriptUrls: string[];
  failed: string[];
  lcpElement: string | undefined;
  longTasks: LongTask[];
}

/**
 * The other hosts a page may load from (the map's frame), blocked in every run. This machine has no internet: left
 * to fail on its own, that request landed in Lighthouse's simulated paint times in some runs and not in others
 * (/contato's floor: FCP 909 or 1385 ms). Blocked, it counts the same way in every run of every copy.
 */
const OFFSITE = frameSources.map((origin) => `${origin}/*`);

async function runLighthouse(url: string, port: number, attempt = 1): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: OFFSITE,
  });
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    // A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP…): that run is not a figure, take it again.
    if (attempt < 3) {
      console.warn(`  (${url}: ${runtimeError.code}, run again)`);
      return runLighthouse(url, port, attempt + 1);
    }
    throw new Error(`${url}: ${runtimeError.message}`);
  }
  const numeric = (id: string): number => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse has no figure for ${id}`);
    return value;
  };
  const scripts = itemsOf(audits['resource-summary']?.details).find((item) => item.resourceType === 'script');
  const requests = itemsOf(audits['network-requests']?.details);
  const origin = new URL(url).origin;
  const requestUrl = (item: Fields) => textOf(item, 'url') ?? '';
  const lcpTable = itemsOf(audits['largest-contentful-paint-element']?.details)[0];
  const lcpNode = itemsOf(lcpTable)[0]?.node;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
    jsBytes: numberOf(scripts, 'transferSize') ?? 0,
    requests: requests.length,
    scriptUrls: requests
      .filter((item) => item.resourceType === 'Script' && requestUrl(item).startsWith(origin))
      .map((item) => new URL(requestUrl(item)).pathname),
    failed: requests
      .filter((item) => {
        const status = numberOf(item, 'statusCode') ?? 0;
        return status >= 400 || (!requestUrl(item).startsWith(origin) && !requestUrl(item).startsWith('data:'));
      })
      .map((item) => `${numberOf(item, 'statusCode')} ${requestUrl(item)}`),
    lcpElement: isFields(lcpNode) ? textOf(lcpNode, 'snippet') : undefined,
    // What the blocking time is made of: each long task and the script (or document) Lighthouse charges it to.
    longTasks: itemsOf(audits['long-tasks']?.details).map((item) => {
      const taskUrl = textOf(item, 'url');
      return {
        source: taskUrl === url ? 'HTML document' : taskUrl?.startsWith(origin) ? new URL(taskUrl).pathname : taskUrl || '?',
        ms: Math.round(numberOf(item, 'duration') ?? 0),
      };
    }),
  };
}

type MetricKey = 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si' | 'bytes' | 'jsBytes' | 'requests';

const METRICS: readonly (readonly [MetricKey, string, (value: number) => string])[] = [
  ['score', 'Performance', (v) => v.toFixed(0)],
  ['lcp', 'LCP ms', (v) => v.toFixed(0)],
  ['fcp', 'FCP ms', (v) => v.toFixed(0)],
  ['tbt', 'TBT ms', (v) => v.toFixed(0)],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['si', 'Speed Index ms', (v) => v.toFixed(0)],
  ['bytes', 'Total KiB', (v) => (v / KiB).toFixed(1)],
  ['jsBytes', 'JS KiB', (v) => (v / KiB).toFixed(1)],
  ['requests', 'Requests', (v) => v.toFixed(0)],
];

interface Spread {
  median: number;
  min: number;
  max: number;
}
type Summary = Record<MetricKey, Spread>;

function summarise(runs: readonly LighthouseRun[]): Summary {
  const summary = {} as Summary;
  for (const [key] of METRICS) {
    const values = runs.map((run) => run[key]);
    summary[key] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  return summary;
}

interface Target {
  target: string;
  value: number;
  met: boolean;
}

/** The targets of issue 28 (medians of the runs, mobile), each with the measured figure. */
function targetsOf(site: Summary, floor: Summary, assets: AssetSizes, floorHtml: number): Target[] {
  return [
    { target: 'Performance ≥ 99', value: site.score.median, met: site.score.median >= 99 },
    {
      target: 'HTML ≤ floor + 2.5 KiB gzip',
      value: Number(((assets.html - floorHtml) / KiB).toFixed(1)),
      met: assets.html - floorHtml <= HTML_OVER_FLOOR_BUDGET,
    },
    {
      target: 'JS before the first interaction ≈ 0',
      value: Number((site.jsBytes.median / KiB).toFixed(1)),
      met: site.jsBytes.median < 1 * KiB,
    },
    { target: 'TBT ≤ 40 ms', value: Math.round(site.tbt.median), met: site.tbt.median <= 40 },
    {
      target: 'LCP ≤ 1.03 × floor',
      value: Number((site.lcp.median / floor.lcp.median).toFixed(2)),
      met: site.lcp.median <= 1.03 * floor.lcp.median,
    },
    {
      target: 'FCP ≤ 1.03 × floor',
      value: Number((site.fcp.median / floor.fcp.median).toFixed(2)),
      met: site.fcp.median <= 1.03 * floor.fcp.median,
    },
  ];
}

/** The long tasks of the run whose blocking time is the median one. */
function longTasksOfMedianRun(runs: readonly LighthouseRun[], summary: Summary): LongTask[] {
  const run = [...runs].sort((a, b) => Math.abs(a.tbt - summary.tbt.median) - Math.abs(b.tbt - summary.tbt.median))[0];
  return run?.longTasks ?? [];
}

const describeTasks = (longTasks: readonly LongTask[]) => longTasks.map((task) => `${task.source} ${task.ms} ms`).join(' · ');

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));

interface RouteFigures {
  floorHtml: number;
  site: Summary;
  floor: Summary;
  bare: Summary;
  assets: AssetSizes;
  own: OwnJavaScript;
  targets: Target[];
  longTasks: LongTask[];
  bareLongTasks: LongTask[];
  failed: string[];
  lcpElement: string | undefined;
}

function printRoute(route: string, figures: RouteFigures): void {
  const { site, floor, bare, assets, floorHtml, own, targets, longTasks, bareLongTasks, failed, lcpElement } = figures;
  console.log(`\n${route}`);
  console.log(
    '  metric            site (median [min–max])        floor (no script)              bare Next.js page              site/floor  site/bare',
  );
  for (const [key, label, format] of METRICS) {
    const cell = (m: Spread) => `${format(m.median)} [${format(m.min)}–${format(m.max)}]`.padEnd(30);
    const [s, f, b] = [site[key], floor[key], bare[key]];
    console.log(`  ${label.padEnd(16)}  ${cell(s)} ${cell(f)} ${cell(b)} ${ratio(s.median, f.median).padEnd(10)}  ${ratio(s.median, b.median)}`);
  }
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  console.log(
    `  gzip: HTML ${kib(assets.html)} (floor ${kib(floorHtml)}, +${kib(assets.html - floorHtml)}) · ` +
      `JS before the first interaction ${kib(assets.jsBeforeInteraction)} · on it ${kib(assets.jsOnInteraction)} of scripts ` +
      `+ ${kib(assets.flightData)} of flight data · CSS ${kib(assets.css)}`,
  );
  for (const line of describeOwnJavaScript(own)) console.log(line);
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
  console.log(`  long tasks (median-TBT run): site ${describeTasks(longTasks) || 'none'} | bare ${describeTasks(bareLongTasks) || 'none'}`);
  console.log(`  targets: ${targets.map((t) => `${t.met ? 'met' : 'MISSED'} ${t.target} (${t.value})`).join(' · ')}`);
  if (failed.length) console.log(`  FAILED or off-site requests: ${failed.join(', ')}`);
}

/** The bare page's files: the same Next.js config and fonts as the site, one heading and a paragraph. */
function bareNextFiles(): Record<string, string> {
  return {
    'package.json': '{ "name": "bare-next", "private": true }\n',
    'next.config.mjs': readFileSync(path.join(root, 'next.config.mjs'), 'utf8'),
    'lib/image-loader.ts': readFileSync(path.join(root, 'lib/image-loader.ts'), 'utf8'),
    'app/fonts.ts': readFileSync(path.join(root, 'app/fonts.ts'), 'utf8'),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2017', lib: ['dom', 'esnext'], strict: true, jsx: 'react-jsx', module: 'esnext',
        moduleResolution: 'bundler', esModuleInterop: true, skipLibCheck: true, noEmit: true, isolatedModules: true,
        resolveJsonModule: true, allowJs: true, plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
    'app/layout.tsx':
      "import { bodyFont, headingFont } from './fonts';\n" +
      "export const metadata = { title: 'Página mínima' };\n" +
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n' +
      '  return <html lang="pt-BR" className={`${bodyFont.variable} ${headingFont.variable}`}><body className={bodyFont.className}>{children}</body></html>;\n}\n',
    'app/page.tsx':
      'export default function Page() {\n' +
      '  return <main><h1>Página mínima</h1><p>Um título e um parágrafo, sem componente de cliente.</p></main>;\n}\n',
  };
}

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The bare Next.js page, exported with source maps (moved beside it, as for the site): built in a temporary
 * directory with this project's node_modules (hard-linked) the first time, then taken from the cache.
 */
function bareNextPage(): { outDir: string; mapsDir: string } {
  const files = bareNextFiles();
  const key = createHash('sha256')
    .update(JSON.stringify([files, packageVersion('next'), packageVersion('react'), packageVersion('react-dom')]))
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(cacheDir, `bare-next-${key}`);
  const result = { outDir: path.join(cached, 'out'), mapsDir: path.join(cached, 'maps') };
  if (existsSync(path.join(result.outDir, 'index.html'))) {
    console.log(`Bare Next.js page: cached (${path.relative(root, cached)})`);
    return result;
  }
  console.log('Bare Next.js page: building it once (same Next.js, React, config and fonts)…');
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-bare-next-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    linkNodeModules(root, dir);
    execSync('node node_modules/next/dist/bin/next build', {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_SOURCE_MAPS: '1' },
    });
    rmSync(cached, { recursive: true, force: true });
    cpSync(path.join(dir, 'out'), result.outDir, { recursive: true });
    stripSourceMaps(result.outDir, result.mapsDir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

type StoredRun = Omit<LighthouseRun, 'scriptUrls'> & { scripts: number };

interface RouteReport extends RouteFigures {
  siteRuns: StoredRun[];
  floorRuns: StoredRun[];
  bareRuns: StoredRun[];
  /** The other export of --compare, measured in the same alternation. */
  compare?: Summary;
}

interface BenchReport {
  date: string;
  runs: number;
  machineLoad: MachineLoad;
  routes: Record<string, RouteReport>;
  bare?: { summary: Summary; assets: AssetSizes };
  interaction?: InteractionReport;
  firstTap?: FirstTapResult[];
  reliable?: boolean;
}

const stored = (runs: readonly LighthouseRun[]): StoredRun[] => runs.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.length }));

interface Copies {
  siteDir: string;
  mapsDir: string;
  floorDir: string;
}

/** Lighthouse, RUNS times per route on the site, its floor and the bare page, alternating; fills `report`. */
async function measureLighthouse(routes: readonly string[], copies: Copies, report: BenchReport): Promise<void> {
  const bareNext = bareNextPage();
  const floorServer = await serve(copies.floorDir, FLOOR_PORT);
  const bareServer = await serve(bareNext.outDir, BARE_PORT);
  const compareServer = compareDir ? await serve(path.resolve(compareDir), COMPARE_PORT) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const allBareRuns: LighthouseRun[] = [];
  try {
    for (const route of routes) {
      const siteRuns: LighthouseRun[] = [];
      const floorRuns: LighthouseRun[] = [];
      const bareRuns: LighthouseRun[] = [];
      const compareRuns: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        siteRuns.push(await runLighthouse(`http://127.0.0.1:${SITE_PORT}${route}`, chrome.port));
        floorRuns.push(await runLighthouse(`http://127.0.0.1:${FLOOR_PORT}${route}`, chrome.port));
        bareRuns.push(await runLighthouse(`http://127.0.0.1:${BARE_PORT}/`, chrome.port));
        if (compareServer) compareRuns.push(await runLighthouse(`http://127.0.0.1:${COMPARE_PORT}${route}`, chrome.port));
      }
      allBareRuns.push(...bareRuns);
      const site = summarise(siteRuns);
      const floor = summarise(floorRuns);
      const bare = summarise(bareRuns);
      const siteScripts = [...pageScriptUrls(readFileSync(htmlFileFor(copies.siteDir, route), 'utf8')), ...siteRuns.flatMap((r) => r.scriptUrls)];
      const bareScripts = [...pageScriptUrls(readFileSync(htmlFileFor(bareNext.outDir, '/'), 'utf8')), ...bareRuns.flatMap((r) => r.scriptUrls)];
      const own = ownJavaScript(copies.siteDir, copies.mapsDir, siteScripts, sourcesOf(bareNext.outDir, bareNext.mapsDir, bareScripts));
      const assets = assetSizes(copies.siteDir, route, siteRuns.flatMap((r) => r.scriptUrls));
      const floorHtml = htmlGzip(copies.floorDir, route);
      const figures: RouteFigures = {
        floorHtml,
        site,
        floor,
        bare,
        assets,
        own,
        targets: targetsOf(site, floor, assets, floorHtml),
        longTasks: longTasksOfMedianRun(siteRuns, site),
        bareLongTasks: longTasksOfMedianRun(bareRuns, bare),
        failed: [...new Set([...siteRuns, ...floorRuns, ...bareRuns].flatMap((r) => r.failed))],
        lcpElement: siteRuns[0]?.lcpElement,
      };
      printRoute(route, figures);
      report.routes[route] = {
        ...figures,
        siteRuns: stored(siteRuns),
        floorRuns: stored(floorRuns),
        bareRuns: stored(bareRuns),
      };
      if (compareRuns.length > 0) {
        const other = summarise(compareRuns);
        const entry = report.routes[route];
        if (entry) entry.compare = other;
        const cell = (key: MetricKey) => METRICS.find(([name]) => name === key)?.[2](other[key].median) ?? '';
        console.log(
          `  compare (${compareDir}): score ${cell('score')} · LCP ${cell('lcp')} (${(other.lcp.median / floor.lcp.median).toFixed(2)} × floor) · ` +
            `FCP ${cell('fcp')} (${(other.fcp.median / floor.fcp.median).toFixed(2)} × floor) · TBT ${cell('tbt')} · JS KiB ${cell('jsBytes')} · ` +
            `Total KiB ${cell('bytes')} · HTML gzip ${(htmlGzip(path.resolve(compareDir ?? ''), route) / KiB).toFixed(1)} KiB`,
        );
      }
    }
    if (allBareRuns.length > 0) {
      const summary = summarise(allBareRuns);
      const assets = assetSizes(bareNext.outDir, '/', allBareRuns.flatMap((r) => r.scriptUrls));
      report.bare = { summary, assets };
      console.log(`\nBare Next.js page over all ${allBareRuns.length} runs: ` +
        METRICS.map(([key, label, format]) => `${label} ${format(summary[key].median)}`).join(' · ') +
        ` · gzip JS ${(assets.jsBeforeInteraction / KiB).toFixed(1)} KiB`);
    }
  } finally {
    chrome.kill();
    close(floorServer);
    close(bareServer);
    if (compareServer) close(compareServer);
  }
}

/** Builds the site with source maps, then moves them out of out/ (next to the bench's cache): out/ is a normal build. */
function buildSite(): void {
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_SOURCE_MAPS: '1' } });
  rmSync(outMapsDir, { recursive: true, force: true });
  stripSourceMaps(outDir, outMapsDir);
}

async function main(): Promise<void> {
  // Read before the bench itself (or its build) loads the machine.
  const loadAtStart = machineLoad();
  console.log(describeLoad(loadAtStart, 'at the start'));
  if (!args.includes('--no-build')) buildSite();
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build');
  mkdirSync(outMapsDir, { recursive: true });

  const interactionOnly = args.includes('--interaction-only');
  const { base, ...copies } = makeCopies();
  const coursePath = `/cursos/${firstSlug(copies.siteDir, 'cursos')}`;
  const routes = option('routes')?.split(',') ?? ['/', coursePath, `/blog/${firstSlug(copies.siteDir, 'blog')}`, '/contato', '/cursos'];
  const siteServer = await serve(copies.siteDir, SITE_PORT);

  const report: BenchReport = { date: new Date().toISOString(), runs: RUNS, machineLoad: loadAtStart, routes: {} };
  let interaction: InteractionReport;
  try {
    if (!interactionOnly) {
      await measureLighthouse(routes, copies, report);
      const settled = await waitForQuiet(SETTLE_MAX_MS);
      console.log(`\nWaited ${Math.round(settled.waitedMs / 1000)} s for the load of the Lighthouse runs to settle before the taps.`);
    }
    interaction = await measureInteractions(
      `http://127.0.0.1:${SITE_PORT}`,
      { '/sobre': ['menu'], [coursePath]: ['menu', 'enrol'] },
      RUNS,
    );
    report.interaction = interaction;
    report.firstTap = await measureFirstTaps(`http://127.0.0.1:${SITE_PORT}`, ['/', coursePath, '/contato'], RUNS);
  } finally {
    close(siteServer);
    rmSync(base, { recursive: true, force: true });
  }
  const loadAtEnd = machineLoad();
  console.log(`\n${describeLoad(loadAtEnd, 'at the end')}`);
  report.reliable = !loadAtStart.busy && interaction.reliable;
  if (!report.reliable) console.log('\nUNRELIABLE: the machine was busy (see the load above); measure again on a quiet machine.');

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', interactionOnly ? 'bench-interaction.json' : 'bench.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)} (${(statSync(file).size / KiB).toFixed(1)} KiB)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
