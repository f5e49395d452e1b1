/**
 * Performance benchmark (prints figures; not a test).
 *
 * Builds the site (unless --no-build), snapshots out/ (so a concurrent rebuild cannot change the pages under
 * test) and makes a "floor" copy of it with every <script> and script preload removed: the same page with
 * zero JavaScript, which a static page cannot beat. Both are served on 127.0.0.1 by the local server
 * (scripts/serving/server.ts: the production rules, and brotli or gzip, as the production hosts compress text, so
 * Lighthouse's simulated network sees the bytes a visitor really downloads). Lighthouse (mobile defaults,
 * Chromium from CHROME_PATH or /usr/bin/chromium) runs RUNS times per route, alternating site and floor.
 * Prints median and range per metric and the site/floor ratio, the gzip size of the JavaScript, CSS and HTML
 * each page loads, the long tasks behind the blocking time, any request that failed, the issue's targets met or
 * missed, and writes reports/bench.json.
 *
 * Then "first paint → the control works" on an emulated slow phone for the menu (/sobre and a course page) and
 * 'Inscreva-se Agora' (the course page), median of RUNS (tools/bench/interaction.ts); --interaction-only
 * measures only these (and writes reports/bench-interaction.json). The machine's load average is printed first; a run
 * started on a busy machine (1-minute load above half the cores) is marked unreliable.
 *
 * And the framework's own cost, for comparison: a bare Next.js page (same Next.js and React, `output: 'export'`,
 * one heading and a paragraph, no client component, no CSS, no font) built in a temporary directory and
 * measured the same way (skip with --no-baseline).
 *
 * With --compare=<dir>, another export (an older build's out/, say) is served the same way and measured in the same
 * alternation, route by route, and printed beside the site: a side-by-side comparison within one run.
 *
 *   npm run bench [-- --no-build] [-- --no-baseline] [-- --runs=3] [-- --routes=/,/contato] [-- --interaction-only]
 *                 [-- --compare=/path/to/other/out]
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { selectAll } from 'hast-util-select';
import lighthouse from 'lighthouse';
import { htmlFiles } from '../../scripts/html-files';
import { pageScriptUrls } from '../../scripts/postbuild/defer-scripts';
import { attribute, parsePage, removeElement, serializePage } from '../../scripts/postbuild/html';
import { createHandler } from '../../scripts/serving/server';
import {
  chromePath,
  describeLoad,
  machineLoad,
  measureInteractions,
  median,
  type InteractionReport,
  type MachineLoad,
} from './interaction';
import { linkNodeModules } from './link-node-modules';

// npm runs the bench from the project's root (it is bundled to node_modules/.cache/bench/ first: see package.json).
const root = process.cwd();
const outDir = path.join(root, 'out');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(option('runs') ?? 3);
const SITE_PORT = 4601;
const FLOOR_PORT = 4602;
const BASELINE_PORT = 4603;
const COMPARE_PORT = 4604;
const compareDir = option('compare');
const KiB = 1024;

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

/** A private copy of out/ for the site and one without scripts for the floor. */
function makeCopies() {
  const base = path.join(tmpdir(), 'frio-norte-bench');
  const siteDir = path.join(base, 'site');
  const floorDir = path.join(base, 'floor');
  rmSync(base, { recursive: true, force: true });
  cpSync(outDir, siteDir, { recursive: true });
  cpSync(siteDir, floorDir, { recursive: true });
  for (const file of htmlFiles(floorDir)) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return { base, siteDir, floorDir };
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
  js: number;
  jsInHtml: number;
  css: number;
  html: number;
}

/**
 * Gzip bytes of what a first visit downloads, images and fonts aside: the JavaScript the page loads (as seen by
 * Lighthouse, so lazily imported chunks count and the legacy noModule bundle does not), the CSS and the HTML.
 */
function assetSizes(dir: string, route: string, scriptUrls: readonly string[]): AssetSizes {
  const html = readFileSync(htmlFileFor(dir, route), 'utf8');
  const stylesheets = selectAll('link[rel~="stylesheet"][href]', parsePage(html)).map((link) => attribute(link, 'href') ?? '');
  const inHtml = pageScriptUrls(html);
  return {
    js: gzipOf(dir, [...new Set([...inHtml, ...scriptUrls])]),
    jsInHtml: gzipOf(dir, inHtml),
    css: gzipOf(dir, [...new Set(stylesheets)]),
    html: gz(Buffer.from(html)),
  };
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

async function runLighthouse(url: string, port: number, attempt = 1): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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

/** The issue's targets (median of the runs, mobile), each with the measured figure. */
function targetsOf(route: string, site: Summary, floor: Summary, assets: AssetSizes): Target[] {
  const jsLimit = route === '/' ? 150 : 135;
  return [
    { target: 'Performance 100', value: site.score.median, met: site.score.median >= 100 },
    {
      target: 'LCP ≤ 1.10 × floor',
      value: Number((site.lcp.median / floor.lcp.median).toFixed(2)),
      met: site.lcp.median <= 1.1 * floor.lcp.median,
    },
    { target: 'TBT ≤ 50 ms', value: Math.round(site.tbt.median), met: site.tbt.median <= 50 },
    { target: 'CLS ≤ 0.01', value: Number(site.cls.median.toFixed(3)), met: site.cls.median <= 0.01 },
    {
      target: `JS ≤ ${jsLimit} KiB gzip`,
      value: Number((assets.js / KiB).toFixed(1)),
      met: assets.js / KiB <= jsLimit,
    },
  ];
}

/** The long tasks of the site run whose blocking time is the median one. */
function longTasksOfMedianRun(siteRuns: readonly LighthouseRun[], site: Summary): LongTask[] {
  const run = [...siteRuns].sort((a, b) => Math.abs(a.tbt - site.tbt.median) - Math.abs(b.tbt - site.tbt.median))[0];
  return run?.longTasks ?? [];
}

const describeTasks = (longTasks: readonly LongTask[]) => longTasks.map((task) => `${task.source} ${task.ms} ms`).join(' · ');

function printRoute(
  route: string,
  site: Summary,
  floor: Summary,
  assets: AssetSizes,
  failed: readonly string[],
  lcpElement: string | undefined,
  targets: readonly Target[],
  longTasks: readonly LongTask[],
): void {
  console.log(`\n${route}`);
  console.log('  metric            site (median [min–max])        floor (median [min–max])       site/floor');
  for (const [key, label, format] of METRICS) {
    const s = site[key];
    const f = floor[key];
    const ratio = f.median === 0 ? (s.median === 0 ? '1.00' : '∞') : (s.median / f.median).toFixed(2);
    const cell = (m: Spread) => `${format(m.median)} [${format(m.min)}–${format(m.max)}]`.padEnd(30);
    console.log(`  ${label.padEnd(16)}  ${cell(s)} ${cell(f)} ${ratio}`);
  }
  console.log(
    `  gzip: JS ${(assets.js / KiB).toFixed(1)} KiB (${(assets.jsInHtml / KiB).toFixed(1)} the page's own, the rest fetched later) · ` +
      `CSS ${(assets.css / KiB).toFixed(1)} KiB · HTML ${(assets.html / KiB).toFixed(1)} KiB`,
  );
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
  console.log(`  long tasks (site, median-TBT run): ${describeTasks(longTasks) || 'none'}`);
  console.log(`  targets: ${targets.map((t) => `${t.met ? 'met' : 'MISSED'} ${t.target} (${t.value})`).join(' · ')}`);
  if (failed.length) console.log(`  FAILED or off-site requests: ${failed.join(', ')}`);
}

/** The bare Next.js page: built in a temporary directory with this project's node_modules (hard-linked); returns its out/. */
function buildBaseline(): { dir: string; outDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-baseline-'));
  mkdirSync(path.join(dir, 'app'));
  const files: Record<string, string> = {
    'package.json': '{ "name": "baseline", "private": true }\n',
    'next.config.mjs': `export default { output: 'export', turbopack: { root: ${JSON.stringify(dir)} } };\n`,
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
      "export const metadata = { title: 'Página mínima' };\n" +
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n' +
      '  return <html lang="pt-BR"><body>{children}</body></html>;\n}\n',
    'app/page.tsx':
      'export default function Page() {\n' +
      '  return <main><h1>Página mínima</h1><p>Um título e um parágrafo, sem componente de cliente.</p></main>;\n}\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  linkNodeModules(root, dir);
  execSync('node node_modules/next/dist/bin/next build', {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { dir, outDir: path.join(dir, 'out') };
}

interface BaselineReport {
  summary: Summary;
  assets: AssetSizes;
  longTasks: LongTask[];
}

function printBaseline(baseline: Summary, assets: AssetSizes, longTasks: readonly LongTask[]): void {
  console.log('\nBare Next.js page (framework baseline: one heading and a paragraph, no client component)');
  console.log('  metric            median [min–max]');
  for (const [key, label, format] of METRICS) {
    const m = baseline[key];
    console.log(`  ${label.padEnd(16)}  ${format(m.median)} [${format(m.min)}–${format(m.max)}]`);
  }
  console.log(`  gzip: JS ${(assets.js / KiB).toFixed(1)} KiB · HTML ${(assets.html / KiB).toFixed(1)} KiB`);
  console.log(`  long tasks (median-TBT run): ${describeTasks(longTasks) || 'none'}`);
}

/** Lighthouse on the bare Next.js page, RUNS times; null with --no-baseline. */
async function measureBaseline(chromePort: number): Promise<BaselineReport | null> {
  if (args.includes('--no-baseline')) return null;
  const { dir, outDir: baselineOut } = buildBaseline();
  const server = await serve(baselineOut, BASELINE_PORT);
  try {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`http://127.0.0.1:${BASELINE_PORT}/`, chromePort));
    const summary = summarise(runs);
    const assets = assetSizes(baselineOut, '/', runs.flatMap((run) => run.scriptUrls));
    const longTasks = longTasksOfMedianRun(runs, summary);
    printBaseline(summary, assets, longTasks);
    return { summary, assets, longTasks };
  } finally {
    close(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

type StoredRun = Omit<LighthouseRun, 'scriptUrls'> & { scripts: number };

interface RouteReport {
  site: Summary;
  floor: Summary;
  assets: AssetSizes;
  targets: Target[];
  longTasks: LongTask[];
  failed: string[];
  lcpElement: string | undefined;
  siteRuns: StoredRun[];
  floorRuns: StoredRun[];
  /** The other export of --compare, measured in the same alternation. */
  compare?: Summary;
}

interface BenchReport {
  date: string;
  runs: number;
  machineLoad: MachineLoad;
  routes: Record<string, RouteReport>;
  baseline?: BaselineReport | null;
  interaction?: InteractionReport;
  reliable?: boolean;
}

/** Lighthouse, RUNS times per route on the site and its floor, then the bare Next.js page; fills `report`. */
async function measureLighthouse(routes: readonly string[], siteDir: string, floorDir: string, report: BenchReport): Promise<void> {
  const floorServer = await serve(floorDir, FLOOR_PORT);
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
  try {
    for (const route of routes) {
      const siteRuns: LighthouseRun[] = [];
      const floorRuns: LighthouseRun[] = [];
      const compareRuns: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        siteRuns.push(await runLighthouse(`http://127.0.0.1:${SITE_PORT}${route}`, chrome.port));
        floorRuns.push(await runLighthouse(`http://127.0.0.1:${FLOOR_PORT}${route}`, chrome.port));
        if (compareServer) compareRuns.push(await runLighthouse(`http://127.0.0.1:${COMPARE_PORT}${route}`, chrome.port));
      }
      const site = summarise(siteRuns);
      const floor = summarise(floorRuns);
      const assets = assetSizes(siteDir, route, siteRuns.flatMap((run) => run.scriptUrls));
      const failed = [...new Set([...siteRuns, ...floorRuns].flatMap((run) => run.failed))];
      const stored = (runs: readonly LighthouseRun[]): StoredRun[] =>
        runs.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.length }));
      const targets = targetsOf(route, site, floor, assets);
      const longTasks = longTasksOfMedianRun(siteRuns, site);
      const lcpElement = siteRuns[0]?.lcpElement;
      report.routes[route] = {
        site,
        floor,
        assets,
        targets,
        longTasks,
        failed,
        lcpElement,
        siteRuns: stored(siteRuns),
        floorRuns: stored(floorRuns),
      };
      printRoute(route, site, floor, assets, failed, lcpElement, targets, longTasks);
      if (compareRuns.length > 0) {
        const other = summarise(compareRuns);
        const entry = report.routes[route];
        if (entry) entry.compare = other;
        const cell = (key: MetricKey) => METRICS.find(([name]) => name === key)?.[2](other[key].median) ?? '';
        console.log(
          `  compare (${compareDir}): score ${cell('score')} · LCP ${cell('lcp')} (${(other.lcp.median / floor.lcp.median).toFixed(2)} × floor) · ` +
            `TBT ${cell('tbt')} · JS KiB ${cell('jsBytes')} · Total KiB ${cell('bytes')}`,
        );
      }
    }
    report.baseline = await measureBaseline(chrome.port);
  } finally {
    chrome.kill();
    close(floorServer);
    if (compareServer) close(compareServer);
  }
}

async function main(): Promise<void> {
  // Read before the bench itself (or its build) loads the machine.
  const loadAtStart = machineLoad();
  console.log(describeLoad(loadAtStart, 'at the start'));
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build');

  const interactionOnly = args.includes('--interaction-only');
  const { base, siteDir, floorDir } = makeCopies();
  const coursePath = `/cursos/${firstSlug(siteDir, 'cursos')}`;
  const routes = option('routes')?.split(',') ?? ['/', coursePath, `/blog/${firstSlug(siteDir, 'blog')}`, '/contato', '/cursos'];
  const siteServer = await serve(siteDir, SITE_PORT);

  const report: BenchReport = { date: new Date().toISOString(), runs: RUNS, machineLoad: loadAtStart, routes: {} };
  let interaction: InteractionReport;
  try {
    if (!interactionOnly) await measureLighthouse(routes, siteDir, floorDir, report);
    interaction = await measureInteractions(
      `http://127.0.0.1:${SITE_PORT}`,
      { '/sobre': ['menu'], [coursePath]: ['menu', 'enrol'] },
      RUNS,
    );
    report.interaction = interaction;
  } finally {
    close(siteServer);
    rmSync(base, { recursive: true, force: true });
  }
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
