// The passes of the post-build step, in the order a page goes through them (pass.ts). Adding a pass is adding an
// entry here: scripts/postbuild.mts runs the list, and its summary line is made of the passes' own.
//   images          the image URLs of the page; at the end, once the variants are written, each is a file of out/
//   framework       what Next.js wrote into the page (next-export.ts) is the early layer of this build; the framework
//                   (scripts and flight data, moved to a content-hashed file) loads on the first interaction
//                   (defer-scripts.ts, flight-data.ts); a page that needs no framework loses it; a script-free page
//                   loses every script
//   reading-ease    how easy the text of the page's <main> is to read (lib/reading-ease.ts); at the end, the page
//                   report's placeholders; guidance, never a stop
//   csp             the page's own Content-Security-Policy <meta>, with the hashes of its inline scripts (and, on the
//                   search page alone, what Pagefind's WebAssembly needs)
//   whatsapp-card   the page's WhatsApp card as Meta's crawler reads its final bytes and its share image (out/og/); at
//                   the end, the page report shows every page's findings, and a card that breaks a rule stops the
//                   build, naming the page and the rule
//   search-index    the page as served, if it marks its content, for the site search's index (Pagefind); at the end,
//                   the index is written to out/pagefind/<hash>/ and the search page's form is told which
import type { ReadingEase } from '../../lib/reading-ease';
import { SEARCH_PATH } from '../../content/rules/site-search';
import {
  badRequestPage,
  frameworkFreePageFiles,
  outRelative,
  pageFile,
  pageReportPath,
  pageScriptSources,
} from '../../content/rules/serving';
import { cspPass } from './csp';
import { deferScripts, removeFramework, removeScripts } from './defer-scripts';
import { moveFlightData } from './flight-data';
import { missingImages, pageImageUrls } from './images';
import { readNextPage } from './next-export';
import { outFile, type Pass } from './pass';
import { fillReadingEase, pageReadingEase } from './reading-ease';
import { addToSearchIndex, isSearchable, pointToIndex } from './search-index';
import {
  checkWhatsAppCard,
  fillWhatsAppChecks,
  findingText,
  stoppingFailures,
  type WhatsAppCardCheck,
} from './whatsapp-card';

/** Pages served at URLs the client router cannot read: they run no script. */
const scriptFreePages = new Set([outRelative(badRequestPage)]);
/** Pages that run their scripts, never the framework (content/rules/serving.ts). */
const frameworkFreePages = new Set(frameworkFreePageFiles.map(outRelative));
/** Marketing's page report: the end steps fill it in. */
export const REPORT_PAGE = pageFile(pageReportPath);
/** The search page: told where this build's index is. */
export const SEARCH_PAGE = pageFile(SEARCH_PATH);

const total = (facts: ReadonlyMap<string, number>) => [...facts.values()].reduce((sum, count) => sum + count, 0);

const images: Pass<string[], { checked: number; missing: string[] }> = {
  name: 'images',
  stage: 'tree',
  page: ({ tree }) => pageImageUrls(tree),
  // Once the variants are written (scripts/postbuild.mts writes them while the pages are worked).
  end(facts, { outDir }) {
    const exists = (pathname: string) => outFile(outDir, pathname) !== undefined;
    const missing = [...facts].flatMap(([url, urls]) => missingImages(urls, exists).map((image) => `${url}: ${image}`));
    return { checked: [...facts.values()].reduce((sum, urls) => sum + urls.length, 0), missing };
  },
  summary: (_, { checked }) => `${checked} image URLs found in out/`,
  stops: ({ missing }) =>
    missing.length === 0
      ? undefined
      : {
          heading: 'these pages ask for images that are not in out/',
          problems: missing,
          advice: 'Fix the image path in content/, or add the image to public/images/ (the variants: next.config.mjs).',
        },
};

const framework: Pass<{ deferred: number; flightFile: boolean }> = {
  name: 'framework',
  stage: 'tree',
  page({ file, tree, emit }, { earlyUrls }) {
    const next = readNextPage(tree);
    for (const url of next.early) {
      if (!earlyUrls.includes(url))
        throw new Error(
          `names ${url}, which is not the early layer of this build (lib/early/ changed after next build?)`,
        );
    }
    if (scriptFreePages.has(file)) removeScripts(tree);
    else if (frameworkFreePages.has(file)) removeFramework(tree, next);
    else {
      const flight = moveFlightData(tree, next);
      if (flight) emit(flight.url, flight.text);
      return { deferred: deferScripts(tree, next, flight?.url).deferred.length, flightFile: true };
    }
    return { deferred: 0, flightFile: false };
  },
  summary: (facts) => {
    const all = [...facts.values()];
    return `${all.filter(({ flightFile }) => flightFile).length} flight-data files, ${all.reduce((sum, { deferred }) => sum + deferred, 0)} framework scripts deferred to the first interaction`;
  },
};

const readingEase: Pass<ReadingEase | null, number> = {
  name: 'reading-ease',
  stage: 'tree',
  page: ({ tree }) => pageReadingEase(tree) ?? null,
  end(facts, { editPage }) {
    let measured = 0;
    const eases = new Map([...facts].map(([url, ease]) => [url, ease ?? undefined]));
    editPage(REPORT_PAGE, (tree) => {
      measured = fillReadingEase(tree, eases);
    });
    return measured;
  },
  summary: (_, measured) => `${measured} reading eases measured for the report`,
};

const csp: Pass<number> = {
  name: 'csp',
  stage: 'tree',
  page: ({ file, url, tree }) =>
    cspPass(tree, { scriptFree: scriptFreePages.has(file), scriptSources: pageScriptSources[url] }).hashes.length,
  summary: (facts) => `${total(facts)} inline scripts hashed into their policy`,
};

const whatsAppCard: Pass<WhatsAppCardCheck, { reported: number; stop: string[] }> = {
  name: 'whatsapp-card',
  stage: 'served',
  page: ({ html, tree, files }, { siteUrl }) => checkWhatsAppCard({ html, tree, siteUrl, readFile: files.read }),
  end(facts, { editPage, siteUrl }) {
    let reported: { path: string; check: WhatsAppCardCheck }[] = [];
    editPage(REPORT_PAGE, (tree) => {
      reported = fillWhatsAppChecks(tree, facts);
    });
    const stop: string[] = [];
    let httpImages = 0;
    for (const { path: pagePath, check } of reported) {
      const failures = stoppingFailures(check, siteUrl);
      stop.push(...failures.stop.map((finding) => `${pagePath}: ${findingText(finding)}`));
      httpImages += failures.warn.length;
    }
    if (httpImages > 0) {
      console.warn(
        `postbuild: SITE_URL is ${siteUrl}: ${httpImages} share images are not https, and WhatsApp shows no image (the report says so).`,
      );
    }
    return { reported: reported.length, stop };
  },
  summary: (_, { reported }) => `${reported} WhatsApp cards checked for the report`,
  stops: ({ stop }) =>
    stop.length === 0
      ? undefined
      : {
          heading: `these WhatsApp cards break Meta's rules (every check: out/${REPORT_PAGE})`,
          problems: stop,
          advice:
            "Fix the page's metadata (lib/metadata.ts) or its share image (app/og/[image]/route.tsx); the rules: content/rules/whatsapp-card.ts.",
        },
};

const searchIndex: Pass<string | null, { indexed: number; bundle: string }> = {
  name: 'search-index',
  stage: 'served',
  page: ({ html, tree }) => (isSearchable(tree) ? html : null),
  async end(facts, { outDir, editPage }) {
    const index = await addToSearchIndex(
      outDir,
      [...facts].flatMap(([url, html]) => (html === null ? [] : [{ url, html }])),
    );
    editPage(SEARCH_PAGE, (tree) => pointToIndex(tree, index));
    return index;
  },
  summary: (_, { indexed, bundle }) => `${indexed} pages in the search index (${bundle})`,
};

/** The passes, in the order a page goes through them. */
export const PASSES: readonly Pass[] = [images, framework, readingEase, csp, whatsAppCard, searchIndex];
