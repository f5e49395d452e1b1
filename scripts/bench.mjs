/**
 * Performance benchmark (prints figures; not a test).
 *
 * Builds the site (unless --no-build), snapshots out/ (so a concurrent rebuild cannot change the pages under
 * test) and makes a "floor" copy of it with every <script> and script preload removed: the same page with
 * zero JavaScript, which a static page cannot beat. Both are served on 127.0.0.1 with the production rules
 * (scripts/serving/server.mjs) plus gzip, as the production hosts compress text. Lighthouse (mobile defaults,
 * Chromium from CHROME_PATH or /usr/bin/chromium) runs RUNS times per route, alternating site and floor.
 * Prints median and range per metric and the site/floor ratio, the gzip size of the JavaScript, CSS and HTML
 * each page loads, the long tasks behind the blocking time, any request that failed, the issue's targets met or
 * missed, and writes reports/bench.json.
 *
 * Then "first paint → the control works" on an emulated slow phone for the menu (/sobre and a course page) and
 * 'Inscreva-se Agora' (the course page), median of RUNS (scripts/bench-interaction.mjs); --interaction-only
 * measures only these (and writes reports/bench-interaction.json). The machine's load average is printed first; a run
 * started on a busy machine (1-minute load above half the cores) is marked unreliable.
 *
 * And the framework's own cost, for comparison: a bare Next.js page (same Next.js and React, `output: 'export'`,
 * one heading and a paragraph, no client component, no CSS, no font) built in a temporary directory and
 * measured the same way (skip with --no-baseline).
 *
 *   npm run bench [-- --no-build] [-- --no-baseline] [-- --runs=3] [-- --routes=/,/contato] [-- --interaction-only]
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createHandler } from './serving/server.mjs';
import { pageScriptUrls } from './defer-scripts.mjs';
import { htmlFiles } from './html-files.mjs';
import { describeLoad, machineLoad, measureInteractions } from './bench-interaction.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const RUNS = Number(option('runs') ?? 3);
const SITE_PORT = 4601;
const FLOOR_PORT = 4602;
const BASELINE_PORT = 4603;
const KiB = 1024;

function firstSlug(dir, folder) {
  return readdirSync(path.join(dir, folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0]
    ?.replace(/\.html$/, '');
}

function htmlFileFor(dir, route) {
  return path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/**
 * Removes every script element and script preload: the page as it would load with no JavaScript at all.
 * JSON-LD stays: it is data, never executed, and the same bytes on both sides.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/gi, '')
    .replace(/<link\b(?=[^>]*rel="preload")(?=[^>]*as="script")[^>]*\/?>/gi, '');
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

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Listens on 127.0.0.1 (port 0: any free port); resolves with the server. */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The production rules (serve.json, scripts/serving/server.mjs) behind a small gzip proxy: the production hosts
 * compress text, and Lighthouse's simulated network must see the bytes a visitor really downloads.
 */
async function startServer(dir, port) {
  const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
  const inner = await listen(http.createServer(createHandler(config, dir)), 0);
  const innerPort = inner.address().port;
  const outer = http.createServer((req, res) => {
    const { 'accept-encoding': acceptEncoding = '', ...headers } = req.headers;
    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        const compress =
          /\bgzip\b/.test(acceptEncoding) && req.method === 'GET' && response.statusCode !== 304 && COMPRESSIBLE.test(type);
        const outHeaders = { ...response.headers };
        if (compress) {
          delete outHeaders['content-length'];
          outHeaders['content-encoding'] = 'gzip';
          outHeaders.vary = 'Accept-Encoding';
        }
        res.writeHead(response.statusCode ?? 500, outHeaders);
        (compress ? response.pipe(createGzip({ level: 6 })) : response).pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await listen(outer, port);
  return {
    close() {
      outer.close();
      inner.close();
    },
  };
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip bytes of a set of same-origin URLs, read from the served copy. */
function gzipOf(dir, urls) {
  return urls.reduce((total, url) => {
    const file = path.join(dir, decodeURIComponent(new URL(url, 'http://x').pathname));
    return existsSync(file) && statSync(file).isFile() ? total + gz(readFileSync(file)) : total;
  }, 0);
}

/**
 * Gzip bytes of what a first visit downloads, images and fonts aside: the JavaScript the page loads (as seen by
 * Lighthouse, so lazily imported chunks count and the legacy noModule bundle does not), the CSS and the HTML.
 */
function assetSizes(dir, route, scriptUrls) {
  const html = readFileSync(htmlFileFor(dir, route), 'utf8');
  const files = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  const inHtml = pageScriptUrls(html);
  return {
    js: gzipOf(dir, [...new Set([...inHtml, ...scriptUrls])]),
    jsInHtml: gzipOf(dir, inHtml),
    css: gzipOf(dir, files(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)),
    html: gz(Buffer.from(html)),
  };
}

async function runLighthouse(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) {
    // A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP…): that run is not a figure, take it again.
    if (attempt < 3) {
      console.warn(`  (${url}: ${result.lhr.runtimeError.code}, run again)`);
      return runLighthouse(url, port, attempt + 1);
    }
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const requests = audits['network-requests']?.details?.items ?? [];
  const origin = new URL(url).origin;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    requests: requests.length,
    scriptUrls: requests
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname),
    failed: requests
      .filter((item) => item.statusCode >= 400 || !item.url.startsWith(origin) && !item.url.startsWith('data:'))
      .map((item) => `${item.statusCode} ${item.url}`),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // What the blocking time is made of: each long task and the script (or document) Lighthouse charges it to.
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((item) => ({
      source: item.url === url ? 'HTML document' : item.url?.startsWith(origin) ? new URL(item.url).pathname : item.url || '?',
      ms: Math.round(item.duration),
    })),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = [
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

function summarise(runs) {
  return Object.fromEntries(
    METRICS.map(([key]) => {
      const values = runs.map((run) => run[key]);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

/** The issue's targets (median of the runs, mobile), each with the measured figure. */
function targetsOf(route, site, floor, assets) {
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
function longTasksOfMedianRun(siteRuns, site) {
  const run = [...siteRuns].sort((a, b) => Math.abs(a.tbt - site.tbt.median) - Math.abs(b.tbt - site.tbt.median))[0];
  return run?.longTasks ?? [];
}

function printRoute(route, site, floor, assets, failed, lcpElement, targets, longTasks) {
  console.log(`\n${route}`);
  console.log('  metric            site (median [min–max])        floor (median [min–max])       site/floor');
  for (const [key, label, format] of METRICS) {
    const s = site[key];
    const f = floor[key];
    const ratio = f.median === 0 ? (s.median === 0 ? '1.00' : '∞') : (s.median / f.median).toFixed(2);
    const cell = (m) => `${format(m.median)} [${format(m.min)}–${format(m.max)}]`.padEnd(30);
    console.log(`  ${label.padEnd(16)}  ${cell(s)} ${cell(f)} ${ratio}`);
  }
  console.log(
    `  gzip: JS ${(assets.js / KiB).toFixed(1)} KiB (${(assets.jsInHtml / KiB).toFixed(1)} the page's own, the rest fetched later) · ` +
      `CSS ${(assets.css / KiB).toFixed(1)} KiB · HTML ${(assets.html / KiB).toFixed(1)} KiB`,
  );
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 140)}`);
  const tasks = longTasks.map((task) => `${task.source} ${task.ms} ms`).join(' · ');
  console.log(`  long tasks (site, median-TBT run): ${tasks || 'none'}`);
  console.log(`  targets: ${targets.map((t) => `${t.met ? 'met' : 'MISSED'} ${t.target} (${t.value})`).join(' · ')}`);
  if (failed.length) console.log(`  FAILED or off-site requests: ${failed.join(', ')}`);
}

/** The bare Next.js page: built in a temporary directory with this project's node_modules; returns its out/. */
function buildBaseline() {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-baseline-'));
  mkdirSync(path.join(dir, 'app'));
  const files = {
    'package.json': '{ "name": "baseline", "private": true }\n',
    // Turbopack must follow the node_modules symlink out of the directory.
    'next.config.mjs': "export default { output: 'export', turbopack: { root: '/' } };\n",
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
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execSync('node node_modules/next/dist/bin/next build', {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { dir, outDir: path.join(dir, 'out') };
}

function printBaseline(baseline, assets, longTasks) {
  console.log('\nBare Next.js page (framework baseline: one heading and a paragraph, no client component)');
  console.log('  metric            median [min–max]');
  for (const [key, label, format] of METRICS) {
    const m = baseline[key];
    console.log(`  ${label.padEnd(16)}  ${format(m.median)} [${format(m.min)}–${format(m.max)}]`);
  }
  console.log(`  gzip: JS ${(assets.js / KiB).toFixed(1)} KiB · HTML ${(assets.html / KiB).toFixed(1)} KiB`);
  console.log(`  long tasks (median-TBT run): ${longTasks.map((task) => `${task.source} ${task.ms} ms`).join(' · ') || 'none'}`);
}

/** Lighthouse on the bare Next.js page, RUNS times; null with --no-baseline. */
async function measureBaseline(chromePort) {
  if (args.includes('--no-baseline')) return null;
  const { dir, outDir: baselineOut } = buildBaseline();
  const server = await startServer(baselineOut, BASELINE_PORT);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`http://127.0.0.1:${BASELINE_PORT}/`, chromePort));
    const summary = summarise(runs);
    const assets = assetSizes(baselineOut, '/', runs.flatMap((run) => run.scriptUrls));
    const longTasks = longTasksOfMedianRun(runs, summary);
    printBaseline(summary, assets, longTasks);
    return { summary, assets, longTasks };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse, RUNS times per route on the site and its floor, then the bare Next.js page; fills `report`. */
async function measureLighthouse(routes, siteDir, floorDir, report) {
  const floorServer = await startServer(floorDir, FLOOR_PORT);
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
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
      const siteRuns = [];
      const floorRuns = [];
      for (let run = 0; run < RUNS; run += 1) {
        siteRuns.push(await runLighthouse(`http://127.0.0.1:${SITE_PORT}${route}`, chrome.port));
        floorRuns.push(await runLighthouse(`http://127.0.0.1:${FLOOR_PORT}${route}`, chrome.port));
      }
      const site = summarise(siteRuns);
      const floor = summarise(floorRuns);
      const assets = assetSizes(siteDir, route, siteRuns.flatMap((run) => run.scriptUrls));
      const failed = [...new Set([...siteRuns, ...floorRuns].flatMap((run) => run.failed))];
      const strip = (runs) => runs.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.length }));
      const targets = targetsOf(route, site, floor, assets);
      const longTasks = longTasksOfMedianRun(siteRuns, site);
      report.routes[route] = {
        site,
        floor,
        assets,
        targets,
        longTasks,
        failed,
        lcpElement: siteRuns[0].lcpElement,
        siteRuns: strip(siteRuns),
        floorRuns: strip(floorRuns),
      };
      printRoute(route, site, floor, assets, failed, siteRuns[0].lcpElement, targets, longTasks);
    }
    report.baseline = await measureBaseline(chrome.port);
  } finally {
    await chrome.kill();
    floorServer.close();
  }
}

async function main() {
  // Read before the bench itself (or its build) loads the machine.
  const loadAtStart = machineLoad();
  console.log(describeLoad(loadAtStart, 'at the start'));
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build');

  const interactionOnly = args.includes('--interaction-only');
  const { base, siteDir, floorDir } = makeCopies();
  const coursePath = `/cursos/${firstSlug(siteDir, 'cursos')}`;
  const routes = option('routes')?.split(',') ?? ['/', coursePath, `/blog/${firstSlug(siteDir, 'blog')}`, '/contato', '/cursos'];
  const siteServer = await startServer(siteDir, SITE_PORT);

  const report = { date: new Date().toISOString(), runs: RUNS, machineLoad: loadAtStart, routes: {} };
  try {
    if (!interactionOnly) await measureLighthouse(routes, siteDir, floorDir, report);
    report.interaction = await measureInteractions(
      `http://127.0.0.1:${SITE_PORT}`,
      { '/sobre': ['menu'], [coursePath]: ['menu', 'enrol'] },
      RUNS,
    );
  } finally {
    siteServer.close();
    rmSync(base, { recursive: true, force: true });
  }
  report.reliable = !loadAtStart.busy && report.interaction.reliable;
  if (!report.reliable) console.log('\nUNRELIABLE: the machine was busy (see the load above); measure again on a quiet machine.');

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', interactionOnly ? 'bench-interaction.json' : 'bench.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)} (${(statSync(file).size / KiB).toFixed(1)} KiB)`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
