/**
 * Performance benchmark (prints figures; not a test).
 *
 * Builds the site (unless --no-build), copies out/ into a "floor" copy with every <script> and script preload
 * removed (the same page with zero JavaScript: a static page cannot load faster), serves both on 127.0.0.1 and
 * runs Lighthouse (mobile defaults, Chromium from CHROME_PATH or /usr/bin/chromium) RUNS times per route,
 * alternating site and floor. Prints median and range per metric and the site/floor ratio, plus the gzip size
 * of the JavaScript, CSS and HTML each page references, and writes reports/bench.json.
 *
 *   npm run bench [-- --no-build] [-- --runs=3]
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');
const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const SITE_PORT = 4601;
const FLOOR_PORT = 4602;

function firstSlug(folder) {
  return readdirSync(path.join(outDir, folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0]
    ?.replace(/\.html$/, '');
}

function htmlFileFor(route) {
  return path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** Removes every script element and script preload: the page as it would load with no JavaScript at all. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*rel="(?:modulepreload|preload)"[^>]*\/?>/gi, '');
}

function makeFloorCopy() {
  const floorDir = path.join(tmpdir(), 'frio-norte-bench-floor');
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(outDir, floorDir, { recursive: true });
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
    }
  };
  walk(floorDir);
  return floorDir;
}

/** Gzip bytes of the JavaScript, CSS and HTML a page references (what a first visit downloads, images aside). */
function referencedAssetSizes(route) {
  const html = readFileSync(htmlFileFor(route), 'utf8');
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  const files = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  const sum = (urls) =>
    urls.reduce((total, url) => {
      const file = path.join(outDir, decodeURIComponent(url.split('?')[0]));
      return existsSync(file) ? total + gz(readFileSync(file)) : total;
    }, 0);
  return {
    js: sum(files(/<script[^>]+src="([^"]+)"/g)),
    css: sum(files(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)),
    html: gz(Buffer.from(html)),
  };
}

async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { audits, categories } = result.lhr;
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
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
  ['bytes', 'Total KiB', (v) => (v / 1024).toFixed(1)],
  ['jsBytes', 'JS KiB', (v) => (v / 1024).toFixed(1)],
];

function summarise(runs) {
  return Object.fromEntries(
    METRICS.map(([key]) => {
      const values = runs.map((run) => run[key]);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

function printRoute(route, site, floor, assets) {
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
    `  gzip referenced: JS ${(assets.js / 1024).toFixed(1)} KiB · CSS ${(assets.css / 1024).toFixed(1)} KiB · HTML ${(assets.html / 1024).toFixed(1)} KiB`,
  );
}

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ is missing: run npm run build');

  const routes = ['/', `/cursos/${firstSlug('cursos')}`, `/blog/${firstSlug('blog')}`, '/contato', '/cursos'];
  const floorDir = makeFloorCopy();
  const siteServer = await startServer({ dir: outDir, port: SITE_PORT, host: '127.0.0.1' });
  const floorServer = await startServer({ dir: floorDir, port: FLOOR_PORT, host: '127.0.0.1' });
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

  const report = { date: new Date().toISOString(), runs: RUNS, routes: {} };
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
      const assets = referencedAssetSizes(route);
      report.routes[route] = { site, floor, assets, siteRuns, floorRuns };
      printRoute(route, site, floor, assets);
    }
  } finally {
    await chrome.kill();
    siteServer.close();
    floorServer.close();
  }

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', 'bench.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)} (${(statSync(file).size / 1024).toFixed(1)} KiB)`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
