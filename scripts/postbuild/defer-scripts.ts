// Pass of the post-build step: the framework (React, the Next.js router and the page's flight data) arrives with the
// visitor's first interaction, and never sooner.
//
// Why: the HTML of every page is complete without JavaScript (a static export), and every behaviour of the spec
// works before the framework, from the early script (lib/early/). Most visitors from a search engine read one page
// and leave or follow a link: for them the framework is never needed. Loaded at `load`, it took 140–150 KiB of
// JavaScript and a hydration from every phone; now a reader who only reads downloads the page, its images and the
// early script.
//
// What changes in each page: the framework's elements (next-export.ts) move, untouched and in order, into one
// <template id="framework"> at the end of <body>, which names the page's flight-data file: the preload hints, the
// chunks' registration, the scripts. Inside a template nothing loads or runs; the early script's loader
// (lib/early/loader.ts) puts copies of them into the page on the first interaction. The legacy `noModule` bundle
// stays where it is (modern browsers never fetch it). A page that needs no framework (the not-found page, whose
// behaviour is inline or the early script's) loses the framework instead; a script-free page loses every script.
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { FLIGHT_ATTRIBUTE, FRAMEWORK_TEMPLATE_ID } from '../../lib/early/loader';
import { attribute, element, headAndBody, parsePage, property, removeElement, UnexpectedPageError } from './html';
import type { NextPage } from './next-export';

const PASS = 'defer-scripts';

/** The framework's template of a processed page, if any. */
function templateOf(tree: Root): Element | undefined {
  return select(`template#${FRAMEWORK_TEMPLATE_ID}`, tree);
}

/**
 * Moves the page's framework into its template, with the URL of the page's flight-data file. Throws for a page it
 * does not expect: no framework script, or no flight data.
 */
export function deferScripts(tree: Root, next: NextPage, flightDataUrl: string | undefined): { deferred: string[] } {
  if (templateOf(tree)) throw new UnexpectedPageError(PASS, ['the page already has its framework template']);
  if (next.scripts.length === 0)
    throw new UnexpectedPageError(PASS, [
      'no Next.js <script src="/_next/static/chunks/…"> found; is this a page of the export?',
    ]);
  if (!flightDataUrl)
    throw new UnexpectedPageError(PASS, ['no flight data: the framework could not hydrate this page']);
  const { body } = headAndBody(tree, PASS);
  const moved = [...next.hints, ...next.registration, ...next.scripts];
  for (const node of moved) removeElement(tree, node);
  body.children.push({
    ...element('template', { id: FRAMEWORK_TEMPLATE_ID, [property(FLIGHT_ATTRIBUTE)]: flightDataUrl }, []),
    content: { type: 'root', children: moved },
  });
  return { deferred: next.scripts.map((script) => attribute(script, 'src') ?? '') };
}

/**
 * Takes the framework out of a page whose behaviour is inline or the early script's (the not-found page): its
 * scripts, their hints, the legacy bundle, the chunks' registration and the flight data. Its own scripts stay.
 */
export function removeFramework(tree: Root, next: NextPage): void {
  for (const element of [
    ...next.scripts,
    ...next.hints,
    ...next.legacy,
    ...next.registration,
    ...next.flight.scripts,
  ]) {
    removeElement(tree, element);
  }
}

/**
 * Removes every script (structured data too: the page is not indexed) and script preload: for a page that must
 * run nothing (content/rules/serving/paths.ts, badRequestPage).
 */
export function removeScripts(tree: Root): void {
  for (const element of selectAll('script, link[rel~="preload"][as="script"], link[rel~="modulepreload"]', tree)) {
    removeElement(tree, element);
  }
}

/** What a processed page loads on the first interaction: its flight-data file and the framework's scripts, in order. */
export function onInteraction(html: string): { flightData?: string; scripts: string[] } {
  const template = templateOf(parsePage(html));
  if (!template?.content) return { scripts: [] };
  return {
    flightData: attribute(template, property(FLIGHT_ATTRIBUTE)),
    scripts: selectAll('script[src]', template.content).map((script) => attribute(script, 'src') ?? ''),
  };
}

/**
 * Every script a built page loads by itself, at once or on the first interaction: the deferred ones and any other
 * `<script src>` except the legacy `noModule` bundle (modern browsers never fetch it). Not the chunks Next.js
 * fetches later for linked routes.
 */
export function pageScriptUrls(html: string): string[] {
  const elements = selectAll('script[src]', parsePage(html))
    .filter((script) => attribute(script, 'noModule') === undefined)
    .map((script) => attribute(script, 'src') ?? '');
  return [...new Set([...onInteraction(html).scripts, ...elements])];
}
