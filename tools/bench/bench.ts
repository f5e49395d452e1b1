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
 * the long tasks behind the blocking time, any request that failed and the targets, met or missed; it writes
 * reports/bench.json. The runs are tools/bench/lighthouse-routes.ts, a route's figures tools/bench/route-figures.ts and
 * the report's shape tools/bench/report.ts.
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
import { close, firstSlug, makeCopies, serve } from './site-copies';
import { measureFirstTaps } from './first-tap';
import { measureInteractions, type InteractionReport } from './interaction';
import { measureSearch, SEARCH_QUERIES } from './search';
import { describeLoad, machineLoad, waitForQuiet } from './machine';
import { measureLighthouse } from './lighthouse-routes';
import type { BenchReport } from './report';
import { KiB } from './route-figures';

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
const compareDir = option('compare');
/** How long the taps wait for the machine to be quiet again after the Lighthouse runs (the load decays in ~1 min). */
const SETTLE_MAX_MS = 180_000;

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
      await measureLighthouse(routes, copies, report, { runs: RUNS, sitePort: SITE_PORT, compareDir });
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
