// The Lighthouse part of the bench: each route RUNS times on the site, its floor, the bare Next.js page and, with
// --compare, another export, alternating, each route's figures printed and stored in the report, for
// tools/bench/bench.ts.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { bareNextPage } from './bare-next';
import { assetSizes, close, htmlGzip, serve } from './site-copies';
import { METRICS, runLighthouse, summarise, type LighthouseRun, type MetricKey } from './lighthouse';
import { chromePath } from './machine';
import { stored, type BenchReport } from './report';
import { KiB, printRoute, routeFigures, type Copies, type RouteFigures, type RouteRuns } from './route-figures';

const FLOOR_PORT = 4602;
const BARE_PORT = 4603;
const COMPARE_PORT = 4604;

export interface LighthouseOptions {
  /** Runs per route on each copy. */
  runs: number;
  /** Where the site's copy is already served, on 127.0.0.1. */
  sitePort: number;
  /** Another export to measure beside the site (--compare). */
  compareDir: string | undefined;
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

/** One route's runs, alternating the site, its floor, the bare page and the other export (when there is one). */
async function runRoute(
  route: string,
  chromePort: number,
  { runs, sitePort, compareDir }: LighthouseOptions,
): Promise<RouteRuns & { compareRuns: LighthouseRun[] }> {
  const siteRuns: LighthouseRun[] = [];
  const floorRuns: LighthouseRun[] = [];
  const bareRuns: LighthouseRun[] = [];
  const compareRuns: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    siteRuns.push(await runLighthouse(`http://127.0.0.1:${sitePort}${route}`, chromePort));
    floorRuns.push(await runLighthouse(`http://127.0.0.1:${FLOOR_PORT}${route}`, chromePort));
    bareRuns.push(await runLighthouse(`http://127.0.0.1:${BARE_PORT}/`, chromePort));
    if (compareDir) compareRuns.push(await runLighthouse(`http://127.0.0.1:${COMPARE_PORT}${route}`, chromePort));
  }
  return { siteRuns, floorRuns, bareRuns, compareRuns };
}

/** The route on an earlier build (--compare), beside the floor: stored in the report and printed. */
function compareWithBuild(
  route: string,
  compareRuns: LighthouseRun[],
  floor: RouteFigures['floor'],
  report: BenchReport,
  compareDir: string,
): void {
  const other = summarise(compareRuns);
  const entry = report.routes[route];
  if (entry) entry.compare = other;
  const cell = (key: MetricKey) => METRICS.find(([name]) => name === key)?.[2](other[key].median) ?? '';
  console.log(
    `  compare (${compareDir}): score ${cell('score')} · LCP ${cell('lcp')} (${(other.lcp.median / floor.lcp.median).toFixed(2)} × floor) · ` +
      `FCP ${cell('fcp')} (${(other.fcp.median / floor.fcp.median).toFixed(2)} × floor) · TBT ${cell('tbt')} · JS KiB ${cell('jsBytes')} · ` +
      `Total KiB ${cell('bytes')} · HTML gzip ${(htmlGzip(path.resolve(compareDir), route) / KiB).toFixed(1)} KiB`,
  );
}

/** The bare Next.js page over every route's runs: stored in the report and printed. */
function reportBarePage(outDir: string, bareRuns: LighthouseRun[], report: BenchReport): void {
  const summary = summarise(bareRuns);
  const assets = assetSizes(
    outDir,
    '/',
    bareRuns.flatMap((r) => r.scriptUrls),
  );
  report.bare = { summary, assets };
  console.log(
    `\nBare Next.js page over all ${bareRuns.length} runs: ` +
      METRICS.map(([key, label, format]) => `${label} ${format(summary[key].median)}`).join(' · ') +
      ` · gzip JS ${(assets.jsBeforeInteraction / KiB).toFixed(1)} KiB`,
  );
}

/** Lighthouse, `runs` times per route on the site, its floor and the bare page, alternating; fills `report`. */
export async function measureLighthouse(
  routes: readonly string[],
  copies: Copies,
  report: BenchReport,
  options: LighthouseOptions,
): Promise<void> {
  const { compareDir } = options;
  const bareNext = bareNextPage();
  const floorServer = await serve(copies.floorDir, FLOOR_PORT);
  const bareServer = await serve(bareNext.outDir, BARE_PORT);
  const compareServer = compareDir ? await serve(path.resolve(compareDir), COMPARE_PORT) : undefined;
  const chrome = await launchChrome();
  const allBareRuns: LighthouseRun[] = [];
  try {
    for (const route of routes) {
      const { compareRuns, ...runs } = await runRoute(route, chrome.port, options);
      allBareRuns.push(...runs.bareRuns);
      const figures = routeFigures(route, copies, runs);
      printRoute(route, figures);
      report.routes[route] = {
        ...figures,
        siteRuns: stored(runs.siteRuns),
        floorRuns: stored(runs.floorRuns),
        bareRuns: stored(runs.bareRuns),
      };
      if (compareDir && compareRuns.length > 0) compareWithBuild(route, compareRuns, figures.floor, report, compareDir);
    }
    if (allBareRuns.length > 0) reportBarePage(bareNext.outDir, allBareRuns, report);
  } finally {
    chrome.kill();
    close(floorServer);
    close(bareServer);
    if (compareServer) close(compareServer);
  }
}
