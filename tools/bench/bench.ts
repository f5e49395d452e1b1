/**
 * Performance benchmark (prints figures; not a test).
 *
 * Builds the site (unless --no-build), snapshots it (a concurrent rebuild cannot change the pages under
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
 * the long tasks behind the blocking time, any request that failed and the issue's targets, met or missed; it writes
 * reports/bench.json.
 *
 * Then "first paint → the control works" on an emulated slow phone for the menu (/sobre and a course page) and
 * 'Inscreva-se Agora' (the course page), median of RUNS (tools/bench/interaction.ts), the first tap
 * (tools/bench/first-tap.ts) and the site search: last key → results and Pagefind's bytes for one query
 * (tools/bench/search.ts); --interaction-only measures only these (and writes reports/bench-interaction.json). The machine's load average is printed first; a run
 * started on a busy machine (1-minute load above half the cores) is marked unreliable.
 *
 * With --compare=<dir>, another export (an older build's out/, say) is served the same way and measured in the same
 * alternation, route by route, and printed beside the site: a side-by-side comparison within one run.
 *
 *   npm run bench [-- --no-build] [-- --runs=3] [-- --routes=/,/contato] [-- --interaction-only]
 *                 [-- --compare=/path/to/other/out]
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { bareNextPage } from './bare-next';
import { assetSizes, close, firstSlug, htmlGzip, makeCopies, serve, type AssetSizes } from './site-copies';
import { measureFirstTaps, type FirstTapResult } from './first-tap';
import { measureInteractions, type InteractionReport } from './interaction';
import { measureSearch, SEARCH_QUERIES, type SearchReport } from './search';
import {
  describeTasks,
  longTasksOfMedianRun,
  METRICS,
  runLighthouse,
  summarise,
  type LighthouseRun,
  type LongTask,
  type MetricKey,
  type Spread,
  type Summary,
} from './lighthouse';
import { chromePath, describeLoad, machineLoad, waitForQuiet, type MachineLoad } from './machine';
import { targetsOf, type Target } from './targets';

// npm runs the bench from the project's root (it is bundled to node_modules/.cache/bench/ first: see package.json).
const root = process.cwd();
const outDir = path.join(root, 'out');
const args = process.argv.slice(2);
const option = (name: string) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const RUNS = Number(option('runs') ?? 3);
const SITE_PORT = 4601;
const FLOOR_PORT = 4602;
const BARE_PORT = 4603;
const COMPARE_PORT = 4604;
const compareDir = option('compare');
const KiB = 1024;
/** How long the taps wait for the machine to be quiet again after the Lighthouse runs (the load decays in ~1 min). */
const SETTLE_MAX_MS = 180_000;

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));

interface RouteFigures {
  floorHtml: number;
  site: Summary;
  floor: Summary;
  bare: Summary;
  assets: AssetSizes;
  targets: Target[];
  longTasks: LongTask[];
  bareLongTasks: LongTask[];
  failed: string[];
  lcpElement: string | undefined;
}

function printRoute(route: string, figures: RouteFigures): void {
  const { site, floor, bare, assets, floorHtml, targets, longTasks, bareLongTasks, failed, lcpElement } = figures;
  console.log(`\n${route}`);
  console.log(
    '  metric            site (median [min–max])        floor (no script)              bare Next.js page              site/floor  site/bare',
  );
  for (const [key, label, format] of METRICS) {
    const cell = (m: Spread) => `${format(m.median)} [${format(m.min)}–${format(m.max)}]`.padEnd(30);
    const [s, f, b] = [site[key], floor[key], bare[key]];
    console.log(
      `  ${label.padEnd(16)}  ${cell(s)} ${cell(f)} ${cell(b)} ${ratio(s.median, f.median).padEnd(10)}  ${ratio(s.median, b.median)}`,
    );
  }
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  console.log(
    `  gzip: HTML ${kib(assets.html)} (floor ${kib(floorHtml)}, +${kib(assets.html - floorHtml)}) · ` +
      `JS before the first interaction ${kib(assets.jsBeforeInteraction)} · on it ${kib(assets.jsOnInteraction)} of scripts ` +
      `+ ${kib(assets.flightData)} of flight data · CSS ${kib(assets.css)}`,
  );
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
  console.log(
    `  long tasks (median-TBT run): site ${describeTasks(longTasks) || 'none'} | bare ${describeTasks(bareLongTasks) || 'none'}`,
  );
  console.log(`  targets: ${targets.map((t) => `${t.met ? 'met' : 'MISSED'} ${t.target} (${t.value})`).join(' · ')}`);
  if (failed.length) console.log(`  FAILED or off-site requests, failing audits: ${failed.join(', ')}`);
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
  search?: SearchReport;
  reliable?: boolean;
}

const stored = (runs: readonly LighthouseRun[]): StoredRun[] =>
  runs.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.length }));

interface Copies {
  siteDir: string;
  floorDir: string;
}

/** The Chromium the Lighthouse runs share, headless and quiet (no background traffic to skew the figures). */
function launchChrome() {
  return chromeLauncher.launch({
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
}

/** One route's figures from its runs: the medians, the sizes, the targets, the long tasks, what failed. */
function routeFigures(
  route: string,
  copies: Copies,
  runs: { siteRuns: LighthouseRun[]; floorRuns: LighthouseRun[]; bareRuns: LighthouseRun[] },
): RouteFigures {
  const { siteRuns, floorRuns, bareRuns } = runs;
  const site = summarise(siteRuns);
  const floor = summarise(floorRuns);
  const bare = summarise(bareRuns);
  const assets = assetSizes(
    copies.siteDir,
    route,
    siteRuns.flatMap((r) => r.scriptUrls),
  );
  const floorHtml = htmlGzip(copies.floorDir, route);
  return {
    floorHtml,
    site,
    floor,
    bare,
    assets,
    targets: targetsOf(
      site,
      floor,
      assets,
      floorHtml,
      siteRuns.map((run) => run.bfCache),
    ),
    longTasks: longTasksOfMedianRun(siteRuns, site),
    bareLongTasks: longTasksOfMedianRun(bareRuns, bare),
    failed: [
      ...new Set([...siteRuns, ...floorRuns, ...bareRuns].flatMap((r) => r.failed)),
      ...new Set(siteRuns.flatMap((r) => r.accessibilityFailures.map((id) => `accessibility audit ${id}`))),
    ],
    lcpElement: siteRuns[0]?.lcpElement,
  };
}

/** The route on an earlier build (--compare), beside the floor: stored in the report and printed. */
function compareWithBuild(
  route: string,
  compareRuns: LighthouseRun[],
  floor: RouteFigures['floor'],
  report: BenchReport,
): void {
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

/** Lighthouse, RUNS times per route on the site, its floor and the bare page, alternating; fills `report`. */
async function measureLighthouse(routes: readonly string[], copies: Copies, report: BenchReport): Promise<void> {
  const bareNext = bareNextPage();
  const floorServer = await serve(copies.floorDir, FLOOR_PORT);
  const bareServer = await serve(bareNext.outDir, BARE_PORT);
  const compareServer = compareDir ? await serve(path.resolve(compareDir), COMPARE_PORT) : undefined;
  const chrome = await launchChrome();
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
        if (compareServer)
          compareRuns.push(await runLighthouse(`http://127.0.0.1:${COMPARE_PORT}${route}`, chrome.port));
      }
      allBareRuns.push(...bareRuns);
      const figures = routeFigures(route, copies, { siteRuns, floorRuns, bareRuns });
      printRoute(route, figures);
      report.routes[route] = {
        ...figures,
        siteRuns: stored(siteRuns),
        floorRuns: stored(floorRuns),
        bareRuns: stored(bareRuns),
      };
      if (compareRuns.length > 0) compareWithBuild(route, compareRuns, figures.floor, report);
    }
    if (allBareRuns.length > 0) {
      const summary = summarise(allBareRuns);
      const assets = assetSizes(
        bareNext.outDir,
        '/',
        allBareRuns.flatMap((r) => r.scriptUrls),
      );
      report.bare = { summary, assets };
      console.log(
        `\nBare Next.js page over all ${allBareRuns.length} runs: ` +
          METRICS.map(([key, label, format]) => `${label} ${format(summary[key].median)}`).join(' · ') +
          ` · gzip JS ${(assets.jsBeforeInteraction / KiB).toFixed(1)} KiB`,
      );
    }
  } finally {
    chrome.kill();
    close(floorServer);
    close(bareServer);
    if (compareServer) close(compareServer);
  }
}

function buildSite(): void {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

async function main(): Promise<void> {
  // Read before the bench itself (or its build) loads the machine.
  const loadAtStart = machineLoad();
  console.log(describeLoad(loadAtStart, 'at the start'));
  if (!args.includes('--no-build')) buildSite();
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build');

  const interactionOnly = args.includes('--interaction-only');
  const { base, ...copies } = makeCopies(outDir);
  const coursePath = `/cursos/${firstSlug(copies.siteDir, 'cursos')}`;
  const routes = option('routes')?.split(',') ?? [
    '/',
    coursePath,
    `/blog/${firstSlug(copies.siteDir, 'blog')}`,
    '/contato',
    '/cursos',
  ];
  const siteServer = await serve(copies.siteDir, SITE_PORT);

  const report: BenchReport = { date: new Date().toISOString(), runs: RUNS, machineLoad: loadAtStart, routes: {} };
  let interaction: InteractionReport;
  try {
    if (!interactionOnly) {
      await measureLighthouse(routes, copies, report);
      const settled = await waitForQuiet(SETTLE_MAX_MS);
      console.log(
        `\nWaited ${Math.round(settled.waitedMs / 1000)} s for the load of the Lighthouse runs to settle before the taps.`,
      );
    }
    interaction = await measureInteractions(
      `http://127.0.0.1:${SITE_PORT}`,
      { '/sobre': ['menu'], [coursePath]: ['menu', 'enrol'] },
      RUNS,
    );
    report.interaction = interaction;
    report.firstTap = await measureFirstTaps(`http://127.0.0.1:${SITE_PORT}`, ['/', coursePath, '/contato'], RUNS);
    // The taps load the machine as the Lighthouse runs do: the search's milliseconds wait for it to settle too.
    const settledForSearch = await waitForQuiet(SETTLE_MAX_MS);
    console.log(
      `\nWaited ${Math.round(settledForSearch.waitedMs / 1000)} s for the load of the taps to settle before the search.`,
    );
    report.search = await measureSearch(`http://127.0.0.1:${SITE_PORT}`, SEARCH_QUERIES, RUNS);
  } finally {
    close(siteServer);
    rmSync(base, { recursive: true, force: true });
  }
  const loadAtEnd = machineLoad();
  console.log(`\n${describeLoad(loadAtEnd, 'at the end')}`);
  report.reliable = !loadAtStart.busy && interaction.reliable;
  if (!report.reliable)
    console.log('\nUNRELIABLE: the machine was busy (see the load above); measure again on a quiet machine.');

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
