// Pass of the post-build step: every exported page starts loading its JavaScript once the page itself has loaded and
// its largest image has been painted, instead of at once.
//
// Why: the HTML of every page is complete without JavaScript (a static export); the framework's scripts (React and
// the Next.js router) only hydrate it. Requested with the page, they take bandwidth from the CSS, fonts and first
// image the visitor is waiting for, and their evaluation can run before the first paint. Deferred to the `load`
// event, the page paints as its script-free "floor" copy would, then hydrates.
//
// What changes in each page: the framework's `<script src="/_next/…" async>` elements and their
// `<link rel="preload" as="script">` hints are removed, and one inline script at the end of <body> adds the same
// scripts, in the same order, after `load` and the paint of the first viewport's largest image. The inline
// flight-data scripts (self.__next_f) and every other inline script stay where they are; the legacy `noModule`
// bundle too. A script-free page (the malformed-request page, served at URLs the router cannot read) loses every
// script instead.
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { attribute, headAndBody, parsePage, rawText, removeElement, UnexpectedPageError } from './html';

const PASS = 'defer-scripts';
export const LOADER_ID = 'deferred-scripts';

/**
 * The inline loader. At `load`, it waits until the high-priority images (the largest image of the first viewport)
 * are decoded, then for the next frame to be painted (requestAnimationFrame, then a task), and adds the scripts in
 * order, each async as Next.js writes them: hydration never competes with the largest paint. A timer backs the wait
 * up, as a hidden tab paints no frame.
 */
export function loaderScript(urls: readonly string[]): string {
  return (
    `(function(d,w,u){function go(){if(go.done)return;go.done=1;` +
    `for(var i=0;i<u.length;i++){var s=d.createElement('script');s.src=u[i];s.async=true;d.body.appendChild(s)}}` +
    `function start(){setTimeout(go,1000);` +
    `var x=[].map.call(d.querySelectorAll('img[fetchpriority="high"]'),function(m){return m.decode().catch(function(){})});` +
    `Promise.all(x).then(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `if(d.readyState==='complete')start();else w.addEventListener('load',start)})(document,window,${JSON.stringify(urls)})`
  );
}

const isLegacyBundle = (script: Element) => attribute(script, 'noModule') !== undefined;
const isFrameworkFile = (url: string) => url.startsWith('/_next/static/') && url.endsWith('.js');

/** The loader of a processed page, if any. */
function loaderOf(tree: Root): Element | undefined {
  return select(`script#${LOADER_ID}`, tree);
}

/**
 * Moves the page's framework scripts into the loader (nothing to do on a page already processed). Throws for a page
 * it does not expect: no framework script, or a script of the framework written another way (another host: an
 * assetPrefix; a base path), which would otherwise be left loading at once.
 */
export function deferScripts(tree: Root): { deferred: string[] } {
  const existing = loaderOf(tree);
  if (existing) return { deferred: deferredScriptUrlsOf(existing) };
  const { body } = headAndBody(tree, PASS);
  const urls: string[] = [];
  const unexpected: string[] = [];
  for (const script of selectAll('script[src]', tree)) {
    const src = attribute(script, 'src') ?? '';
    if (isLegacyBundle(script) || !src.includes('/_next/')) continue;
    if (!isFrameworkFile(src)) {
      unexpected.push(src);
      continue;
    }
    if (!urls.includes(src)) urls.push(src);
    removeElement(tree, script);
  }
  if (unexpected.length > 0) {
    throw new UnexpectedPageError(PASS, [`framework scripts not under /_next/static/ (an assetPrefix, a base path?): ${unexpected.join(', ')}`]);
  }
  if (urls.length === 0) throw new UnexpectedPageError(PASS, ['no Next.js <script src="/_next/static/…"> found; is this a page of the export?']);
  for (const hint of selectAll('link[rel~="preload"][as="script"]', tree)) {
    if (urls.includes(attribute(hint, 'href') ?? '')) removeElement(tree, hint);
  }
  body.children.push({
    type: 'element',
    tagName: 'script',
    properties: { id: LOADER_ID },
    children: [{ type: 'text', value: loaderScript(urls) }],
  });
  return { deferred: urls };
}

/**
 * Removes every script (structured data too: the page is not indexed) and script preload: for a page that must
 * run nothing (rules.ts, badRequestPage).
 */
export function removeScripts(tree: Root): void {
  for (const element of selectAll('script, link[rel~="preload"][as="script"], link[rel~="modulepreload"]', tree)) {
    removeElement(tree, element);
  }
}

function deferredScriptUrlsOf(loader: Element): string[] {
  // The loader's last argument is the JSON list it was written with (loaderScript).
  const list = /,(\[[^\]]*\])\)$/.exec(rawText(loader))?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The scripts a processed page adds after `load`, in order (read back from its loader). */
export function deferredScriptUrls(html: string): string[] {
  const loader = loaderOf(parsePage(html));
  return loader ? deferredScriptUrlsOf(loader) : [];
}

/**
 * Every script a built page loads by itself: the deferred ones and any other `<script src>` except the legacy
 * `noModule` bundle (modern browsers never fetch it). Not the chunks Next.js fetches later for linked routes.
 */
export function pageScriptUrls(html: string): string[] {
  const tree = parsePage(html);
  const loader = loaderOf(tree);
  const elements = selectAll('script[src]', tree)
    .filter((script) => !isLegacyBundle(script))
    .map((script) => attribute(script, 'src') ?? '');
  return [...new Set([...(loader ? deferredScriptUrlsOf(loader) : []), ...elements])];
}
