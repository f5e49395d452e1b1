// Step of `npm run build` after `next build` (and after scripts/optimize-images.mjs, before the serving step
// that hashes inline scripts for the Content-Security-Policy): every exported page starts loading its
// JavaScript once the page itself has loaded and its largest image has been painted, instead of at once.
//
// Why: the HTML of every page is complete without JavaScript (a static export); the framework's scripts
// (~140 KiB gzip, React and the Next.js router) only hydrate it. Requested with the page, they take bandwidth
// from the CSS, fonts and first image the visitor is waiting for, and their evaluation can run before the first
// paint. Deferred to the `load` event, the page paints as its script-free "floor" copy would, then hydrates.
//
// What changes in each out/**/*.html: the framework's `<script src="/_next/…" async>` elements and their
// `<link rel="preload" as="script">` hints are removed, and one inline script at the end of <body> adds the same
// scripts, in the same order, after `load` and the paint of the first viewport's largest image. The inline flight-data
// scripts (self.__next_f) and every other inline script stay where they are; the legacy `noModule` bundle too.
//
//   node scripts/defer-scripts.mjs        (OUT_DIR overrides the export directory)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.env.OUT_DIR || 'out');
export const LOADER_ID = 'deferred-scripts';

const FRAMEWORK_SCRIPT = /<script\b(?=[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)")(?![^>]*\bnoModule\b)[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/gi;

/**
 * The inline loader. At `load`, it waits until the high-priority images (the largest image of the first
 * viewport) are decoded, then for the next frame to be painted (requestAnimationFrame, then a task), and adds
 * the scripts in order, each async as Next.js writes them: hydration never competes with the largest paint.
 * A timer backs the wait up, as a hidden tab paints no frame.
 */
function loader(urls) {
  const list = JSON.stringify(urls);
  return (
    `<script id="${LOADER_ID}">(function(d,w,u){function go(){if(go.done)return;go.done=1;` +
    `for(var i=0;i<u.length;i++){var s=d.createElement('script');s.src=u[i];s.async=true;d.body.appendChild(s)}}` +
    `function start(){setTimeout(go,1000);` +
    `var x=[].map.call(d.querySelectorAll('img[fetchpriority="high"]'),function(m){return m.decode().catch(function(){})});` +
    `Promise.all(x).then(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `if(d.readyState==='complete')start();else w.addEventListener('load',start)})(document,window,${list})</script>`
  );
}

/**
 * The `src` of every `<script>` start tag that loads a file of the framework (a path with /_next/, on this
 * host or another: an assetPrefix), however its attributes are written: a looser net than FRAMEWORK_SCRIPT, so
 * that a script the pattern stops matching (a Next.js upgrade, an assetPrefix) fails the build instead of being
 * left in place. The legacy `noModule` bundle is left alone, as by FRAMEWORK_SCRIPT.
 */
function frameworkScriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = src?.[1] ?? src?.[2] ?? src?.[3];
    if (url?.includes('/_next/') && !/\snomodule\b/i.test(tag)) sources.push(url);
  }
  return sources;
}

/** Thrown for a page whose scripts are not what this step expects; the build stops, naming the problem. */
export class DeferScriptsError extends Error {
  constructor(problem) {
    super(`defer-scripts: ${problem}`);
    this.name = 'DeferScriptsError';
  }
}

/**
 * The page with its framework scripts deferred (unchanged if it was already processed). Every exported page
 * has Next.js's scripts: a page without them, with one the pattern does not match, or without </body> throws.
 */
export function deferScripts(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const end = html.lastIndexOf('</body>');
  if (end === -1) throw new DeferScriptsError('no </body> to put the loader before');
  const urls = [];
  const withoutScripts = html.replace(FRAMEWORK_SCRIPT, (_, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  });
  const unmatched = frameworkScriptSources(withoutScripts);
  if (unmatched.length) {
    throw new DeferScriptsError(
      `framework scripts the pattern did not match (a Next.js upgrade, an assetPrefix?): ${unmatched.join(', ')}`,
    );
  }
  if (!urls.length) throw new DeferScriptsError('no Next.js <script src="/_next/static/…"> found; is this a page of the export?');
  const withoutHints = withoutScripts.replace(SCRIPT_PRELOAD, (tag) => (urls.some((url) => tag.includes(`"${url}"`)) ? '' : tag));
  const hintEnd = withoutHints.lastIndexOf('</body>');
  return `${withoutHints.slice(0, hintEnd)}${loader(urls)}${withoutHints.slice(hintEnd)}`;
}

/** The scripts a processed page adds after `load`, in order (read back from its loader). */
export function deferredScriptUrls(html) {
  const loaderText = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
  return [...loaderText.matchAll(/"(\/_next\/[^"]+\.js)"/g)].map((match) => match[1]);
}

/**
 * Every script a built page loads by itself: the deferred ones and any other `<script src>` except the legacy
 * `noModule` bundle (modern browsers never fetch it). Not the chunks Next.js fetches later for linked routes.
 */
export function pageScriptUrls(html) {
  const elements = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1]);
  return [...new Set([...deferredScriptUrls(html), ...elements])];
}


const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  let pages = 0;
  let scripts = 0;
  const failures = [];
  const files = htmlFiles(outDir);
  if (!files.length) failures.push(`no pages in ${path.relative(root, outDir)}/; run next build first`);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    let deferred;
    try {
      deferred = deferScripts(html);
    } catch (error) {
      if (!(error instanceof DeferScriptsError)) throw error;
      failures.push(`${path.relative(outDir, file)}: ${error.message}`);
      continue;
    }
    pages += 1;
    scripts += deferredScriptUrls(deferred).length;
    if (deferred !== html) writeFileSync(file, deferred);
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    console.error(`defer-scripts: ${failures.length} page(s) not as expected; nothing is deferred on them, so the build stops`);
    process.exit(1);
  }
  console.log(`defer-scripts: ${pages} pages load their ${scripts} framework scripts after \`load\` and paint`);
}
