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

/** The page with its framework scripts deferred; unchanged if it has none (or was already processed). */
export function deferScripts(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const urls = [];
  const withoutScripts = html.replace(FRAMEWORK_SCRIPT, (_, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  });
  if (!urls.length) return html;
  const withoutHints = withoutScripts.replace(SCRIPT_PRELOAD, (tag) => (urls.some((url) => tag.includes(`"${url}"`)) ? '' : tag));
  const end = withoutHints.lastIndexOf('</body>');
  if (end === -1) throw new Error('defer-scripts: no </body>');
  return `${withoutHints.slice(0, end)}${loader(urls)}${withoutHints.slice(end)}`;
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
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred === html) continue;
    pages += 1;
    scripts += deferredScriptUrls(deferred).length;
    writeFileSync(file, deferred);
  }
  console.log(`defer-scripts: ${pages} pages load their ${scripts} framework scripts after \`load\` and paint`);
}
