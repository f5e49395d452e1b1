// Pass of the post-build step: the framework (React, the Next.js router and the page's flight data) arrives with the
// visitor's first interaction, and never sooner.
//
// Why: the HTML of every page is complete without JavaScript (a static export), and every control works before
// hydration (links, the popover menu, the <dialog>, the scroll-snap carousels, the native notices; the few things
// that must run at once are small inline scripts). Most visitors from a search engine read one page and leave or
// follow a link: for them the framework is never needed. Loaded at `load`, it took 140–150 KiB of JavaScript and a
// hydration from every phone; now a reader who only reads downloads the page and its images, as the script-free
// "floor" copy would.
//
// What changes in each page: the framework's `<script src="/_next/…" async>` elements and their
// `<link rel="preload" as="script">` hints are removed, and one inline loader at the end of <body> names them, in
// order, with the page's flight-data file (flight-data.ts). On the first `pointerdown`, `touchstart`, `keydown` or
// `focusin` on anything but a link (a link navigates anyway), it fetches the flight data while preloading the
// scripts, pushes the chunks into `self.__next_f` and then adds the scripts, each async as Next.js writes them.
// There is no idle timer: it would move the blocking time out of a measured window without taking it off the phone.
// The loader's text is the same on every page (it reads its data-* attributes), so its hash is too. The legacy
// `noModule` bundle stays. A page that needs no framework (the 400 and 404 pages, whose behaviour is inline or
// native) loses the framework's scripts and data instead; a script-free page loses every script.
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { FIRST_INTERACTION_EVENTS } from '../../lib/first-interaction';
import { dropFlightData } from './flight-data';
import { attribute, headAndBody, parsePage, rawText, removeElement, UnexpectedPageError } from './html';

const PASS = 'defer-scripts';
export const LOADER_ID = 'framework-loader';

/**
 * The inline loader (see above). It reads `data-flight` (the flight-data URL) and `data-scripts` (the framework's
 * scripts, space-separated) from its own element. If the flight data cannot be fetched the page stays as its
 * HTML makes it: working, without the framework.
 */
export const LOADER_SCRIPT =
  `(function(d,w,me){var f=me.getAttribute('data-flight'),u=me.getAttribute('data-scripts').split(' '),` +
  `E=${JSON.stringify(FIRST_INTERACTION_EVENTS)},o={capture:true,passive:true};` +
  `function go(e){var t=e.target;if(t&&t.closest&&t.closest('a[href]'))return;` +
  `E.forEach(function(n){d.removeEventListener(n,go,o)});` +
  `u.forEach(function(s){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=s;d.head.appendChild(l)});` +
  `fetch(f).then(function(r){if(!r.ok)throw r.status;return r.json()}).then(function(c){` +
  `var q=w.__next_f=w.__next_f||[];c.forEach(function(x){q.push(x)});` +
  `u.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=true;d.body.appendChild(e)})` +
  `}).catch(function(){})}` +
  `E.forEach(function(n){d.addEventListener(n,go,o)})})(document,self,document.currentScript)`;

const isLegacyBundle = (script: Element) => attribute(script, 'noModule') !== undefined;
const isFrameworkFile = (url: string) => url.startsWith('/_next/static/') && url.endsWith('.js');

/** The loader of a processed page, if any. */
function loaderOf(tree: Root): Element | undefined {
  return select(`script#${LOADER_ID}`, tree);
}

/** The framework's `<script src>` elements of a page, in order, and its preload hints for them. */
function frameworkScriptsOf(tree: Root): { scripts: Element[]; urls: string[]; hints: Element[] } {
  const scripts: Element[] = [];
  const urls: string[] = [];
  const unexpected: string[] = [];
  for (const script of selectAll('script[src]', tree)) {
    const src = attribute(script, 'src') ?? '';
    if (isLegacyBundle(script) || !src.includes('/_next/')) continue;
    if (!isFrameworkFile(src)) {
      unexpected.push(src);
      continue;
    }
    scripts.push(script);
    if (!urls.includes(src)) urls.push(src);
  }
  if (unexpected.length > 0) {
    throw new UnexpectedPageError(PASS, [`framework scripts not under /_next/static/ (an assetPrefix, a base path?): ${unexpected.join(', ')}`]);
  }
  if (urls.length === 0) throw new UnexpectedPageError(PASS, ['no Next.js <script src="/_next/static/…"> found; is this a page of the export?']);
  const hints = selectAll('link[rel~="preload"][as="script"]', tree).filter((hint) => urls.includes(attribute(hint, 'href') ?? ''));
  return { scripts, urls, hints };
}

/**
 * Moves the page's framework scripts into the loader, with the URL of the page's flight-data file (nothing to do
 * on a page already processed). Throws for a page it does not expect: no framework script, or a script of the
 * framework written another way (another host: an assetPrefix; a base path), which would otherwise load at once.
 */
export function deferScripts(tree: Root, flightDataUrl: string | undefined): { deferred: string[] } {
  const existing = loaderOf(tree);
  if (existing) return { deferred: loaderScriptUrls(existing) };
  if (!flightDataUrl) throw new UnexpectedPageError(PASS, ['no flight data: the framework could not hydrate this page']);
  const { body } = headAndBody(tree, PASS);
  const { scripts, urls, hints } = frameworkScriptsOf(tree);
  for (const element of [...scripts, ...hints]) removeElement(tree, element);
  body.children.push({
    type: 'element',
    tagName: 'script',
    properties: { id: LOADER_ID, dataFlight: flightDataUrl, dataScripts: urls.join(' ') },
    children: [{ type: 'text', value: LOADER_SCRIPT }],
  });
  return { deferred: urls };
}

/** The framework's registration of its chunks (Turbopack): useless without the framework's scripts. */
const isChunkRegistration = (script: Element) => rawText(script).includes('globalThis["TURBOPACK"]');

/**
 * Takes the framework out of a page whose behaviour is inline or native (the not-found page): its scripts, their
 * hints, its chunk registration and its flight data. The page's own inline scripts stay.
 */
export function removeFramework(tree: Root): void {
  const { scripts, hints } = frameworkScriptsOf(tree);
  const legacy = selectAll('script[src][nomodule]', tree).filter((script) => isFrameworkFile(attribute(script, 'src') ?? ''));
  const registration = selectAll('script:not([src])', tree).filter(isChunkRegistration);
  for (const element of [...scripts, ...hints, ...legacy, ...registration]) {
    removeElement(tree, element);
  }
  dropFlightData(tree);
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

function loaderScriptUrls(loader: Element): string[] {
  return (attribute(loader, 'dataScripts') ?? '').split(' ').filter(Boolean);
}

/** What a processed page loads on the first interaction: its flight-data file and the framework's scripts, in order. */
export function onInteraction(html: string): { flightData?: string; scripts: string[] } {
  const loader = loaderOf(parsePage(html));
  return loader ? { flightData: attribute(loader, 'dataFlight'), scripts: loaderScriptUrls(loader) } : { scripts: [] };
}

/**
 * Every script a built page loads by itself, at once or on the first interaction: the deferred ones and any other
 * `<script src>` except the legacy `noModule` bundle (modern browsers never fetch it). Not the chunks Next.js
 * fetches later for linked routes.
 */
export function pageScriptUrls(html: string): string[] {
  const tree = parsePage(html);
  const loader = loaderOf(tree);
  const elements = selectAll('script[src]', tree)
    .filter((script) => !isLegacyBundle(script))
    .map((script) => attribute(script, 'src') ?? '');
  return [...new Set([...(loader ? loaderScriptUrls(loader) : []), ...elements])];
}
