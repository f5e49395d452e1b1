// One route's figures from its Lighthouse runs (the site, its floor and the bare page), and how the bench prints
// them, for tools/bench/bench.ts.
import { assetSizes, htmlGzip, type AssetSizes } from './site-copies';
import {
  describeTasks,
  longTasksOfMedianRun,
  METRICS,
  summarise,
  type LighthouseRun,
  type LongTask,
  type Spread,
  type Summary,
} from './lighthouse';
import { targetsOf, type Target } from './targets';

export const KiB = 1024;

/** The two copies of the site the bench serves: as built, and its floor (no script). */
export interface Copies {
  siteDir: string;
  floorDir: string;
}

export interface RouteFigures {
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

/** The Lighthouse runs of one route: on the site, on its floor and on the bare page. */
export interface RouteRuns {
  siteRuns: LighthouseRun[];
  floorRuns: LighthouseRun[];
  bareRuns: LighthouseRun[];
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));

export function printRoute(route: string, figures: RouteFigures): void {
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

/** One route's figures from its runs: the medians, the sizes, the targets, the long tasks, what failed. */
export function routeFigures(route: string, copies: Copies, runs: RouteRuns): RouteFigures {
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
