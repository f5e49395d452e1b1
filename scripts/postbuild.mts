// The one step of `npm run build` after `next build`. It writes the image variants, then walks out/ once: each page
// is parsed (scripts/postbuild/html.ts), goes through the passes in order, and is written back:
//   images          every image URL of the page is a file of out/ (the variants were written just before)
//   next-export     what Next.js wrote into the page, read in one place (scripts, registration, flight data)
//   flight-data     the framework's inline flight data moves to a content-hashed file under /_next/static/flight/
//   defer-scripts   the framework (scripts and flight data) loads on the first interaction; the not-found page, whose
//                   behaviour is inline or the early script's, loses it; a script-free page loses every script
//   csp             the page's own Content-Security-Policy <meta>, with the hashes of its inline scripts (and, on the
//                   search page alone, what Pagefind's WebAssembly needs)
//   search index    the page as served is given to the site search's index (postbuild/search-index.ts, Pagefind),
//                   which keeps the pages that mark their content; the index is written at the end to a folder named
//                   by its content, out/pagefind/<hash>/, and the search page's form is told which (its one change)
//   whatsapp-card   the page's WhatsApp card as Meta's crawler reads its final bytes and its share image (out/og/);
//                   the page report, walked last, shows every page's findings in its placeholders, and a card that
//                   breaks a rule stops the build once out/ is complete, naming the page and the rule
//   reading-ease    how easy the text of the page's <main> is to read (lib/reading-ease.ts), for the page report's
//                   placeholders, filled with the WhatsApp findings; guidance, never a stop
// then it writes the early script and its polyfills (lib/early-bundle.ts: the files the pages name) and out/_headers
// (Netlify, Cloudflare Pages). A page a pass does not expect stops the build, naming the page and the problem. It
// writes nothing outside out/ (and the image cache that next-image-export-optimizer keeps).
//
//   tsx scripts/postbuild.mts        (OUT_DIR overrides the export directory)
//
// An ES module, as are the passes (scripts/postbuild/package.json): run by tsx as CommonJS, the HTML libraries would be
// converted to CommonJS with a getter for every export, and the step took twice as long (1,000 posts: 56 s, 29 s now).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';
import { cspPass } from './postbuild/csp';
import { deferScripts, removeFramework, removeScripts } from './postbuild/defer-scripts';
import { moveFlightData } from './postbuild/flight-data';
import { parsePage, serializePage } from './postbuild/html';
import { readNextPage } from './postbuild/next-export';
import { EARLY_DIR, earlyFiles } from '../lib/early-bundle';
import { imagesPass, writeImageVariants } from './postbuild/images';
import { createSearchIndex, pointToIndex } from './postbuild/search-index';
import type { Root } from 'hast';
import { SEARCH_PATH } from '../content/rules/site-search';
import { siteUrlFromEnvironment } from '../content/site-url';
import { fillReadingEase, pageReadingEase } from './postbuild/reading-ease';
import type { ReadingEase } from '../lib/reading-ease';
import { checkWhatsAppCard, fillWhatsAppChecks, findingText, stoppingFailures, type WhatsAppCardCheck } from './postbuild/whatsapp-card';
import { headersFile } from './serving/headers-file';
import { badRequestPage, cmsPageFile, frameworkFreePageFiles, outDir as defaultOutDir, pageReportPath, pageScriptSources } from '../content/rules/serving';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.OUT_DIR || defaultOutDir);

/** Pages served at URLs the client router cannot read: they run no script. */
const scriptFreePages = new Set([badRequestPage.slice(1)]);
/** Pages that run their scripts, never the framework (content/rules/serving.ts). */
const frameworkFreePages = new Set(frameworkFreePageFiles.map((file) => file.slice(1)));
/** The search page: told where this build's index is. */
const searchPageFile = `${SEARCH_PATH.slice(1)}.html`;
/** Marketing's page report: this step fills in its WhatsApp checks. */
const reportPage = `${pageReportPath.slice(1)}.html`;

/** A file of out/ by its URL pathname, or undefined (never outside out/). */
function readOutFile(pathname: string): Uint8Array | undefined {
  const file = path.join(outDir, pathname);
  if (!file.startsWith(outDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return readFileSync(file);
}

/** A page's clean URL: "cursos/x.html" → "/cursos/x", "index.html" → "/". */
function pageUrl(page: string): string {
  const url = `/${page.split(path.sep).join('/').replace(/\.html$/, '')}`;
  return url === '/index' ? '/' : url;
}

async function main(): Promise<void> {
  const started = Date.now();
  // The editor's page is the editor's own (its policy is a header of its own, it has no framework script).
  // The page report comes last: it shows the WhatsApp card of every page before it.
  const files = htmlFiles(outDir)
    .filter((file) => file !== path.join(outDir, cmsPageFile))
    .sort((a, b) => Number(path.relative(outDir, a) === reportPage) - Number(path.relative(outDir, b) === reportPage));
  if (!files.some((file) => path.basename(file) === 'index.html')) {
    throw new Error(`postbuild: ${path.relative(root, outDir)}/index.html not found; run next build first`);
  }
  const images = writeImageVariants(root, outDir);
  const early = earlyFiles(root);
  const earlyUrls = new Set(early.map((file) => file.url));
  const searchIndex = await createSearchIndex(outDir);

  const problems: string[] = [];
  const siteUrl = siteUrlFromEnvironment();
  const cards = new Map<string, WhatsAppCardCheck>();
  const eases = new Map<string, ReadingEase | undefined>();
  let easesReported = 0;
  let reported: { path: string; check: WhatsAppCardCheck }[] = [];
  /** The search page, written again once the index's folder is known. */
  let searchPage: { file: string; tree: Root } | undefined;
  let imageUrls = 0;
  let deferred = 0;
  let flightFiles = 0;
  let hashed = 0;
  for (const file of files) {
    const page = path.relative(outDir, file);
    try {
      const tree = parsePage(readFileSync(file, 'utf8'));
      imageUrls += imagesPass(tree, outDir).checked;
      const scriptFree = scriptFreePages.has(page);
      const next = readNextPage(tree);
      for (const url of next.early) {
        if (!earlyUrls.has(url)) throw new Error(`names ${url}, which is not the early layer of this build (lib/early/ changed after next build?)`);
      }
      if (scriptFree) removeScripts(tree);
      else if (frameworkFreePages.has(page)) removeFramework(tree, next);
      else {
        deferred += deferScripts(tree, next, moveFlightData(tree, next, outDir)).deferred.length;
        flightFiles += 1;
      }
      if (page === reportPage) {
        reported = fillWhatsAppChecks(tree, cards);
        easesReported = fillReadingEase(tree, eases);
      } else eases.set(pageUrl(page), pageReadingEase(tree));
      hashed += cspPass(tree, { scriptFree, scriptSources: pageScriptSources[pageUrl(page)] }).hashes.length;
      const html = serializePage(tree);
      writeFileSync(file, html);
      if (page === searchPageFile) searchPage = { file, tree };
      cards.set(pageUrl(page), checkWhatsAppCard({ html, tree, siteUrl, readFile: readOutFile }));
      await searchIndex.add(pageUrl(page), html, tree);
    } catch (error) {
      problems.push(`${page}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) {
    console.error('postbuild: these pages are not what the post-build step expects (nothing was changed on them):');
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Fix the component, or the pass in scripts/postbuild/ (the policy: content/rules/serving.ts).');
    process.exit(1);
  }
  const cardProblems: string[] = [];
  let httpImages = 0;
  for (const { path: pagePath, check } of reported) {
    const { stop, warn } = stoppingFailures(check, siteUrl);
    cardProblems.push(...stop.map((finding) => `${pagePath}: ${findingText(finding)}`));
    httpImages += warn.length;
  }
  if (httpImages > 0) {
    console.warn(`postbuild: SITE_URL is ${siteUrl}: ${httpImages} share images are not https, and WhatsApp shows no image (the report says so).`);
  }
  const index = await searchIndex.write();
  if (!searchPage) throw new Error(`postbuild: ${searchPageFile} not found`);
  pointToIndex(searchPage.tree, index);
  writeFileSync(searchPage.file, serializePage(searchPage.tree));
  mkdirSync(path.join(outDir, EARLY_DIR), { recursive: true });
  for (const file of early) writeFileSync(path.join(outDir, file.url), file.code);
  writeFileSync(path.join(outDir, '_headers'), headersFile());
  console.log(
    `postbuild: ${images}; ${files.length} pages: ${imageUrls} image URLs found in out/, ${flightFiles} flight-data files, ${deferred} framework scripts deferred to the first interaction, ` +
      `${hashed} inline scripts hashed into their policy; ${index.indexed} pages in the search index (${index.bundle}); ${reported.length} WhatsApp cards checked and ${easesReported} reading eases measured for the report; wrote ${early.length} early files and _headers (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (cardProblems.length > 0) {
    console.error(`postbuild: these WhatsApp cards break Meta's rules (every check: out/${reportPage}):`);
    for (const problem of cardProblems) console.error(`  - ${problem}`);
    console.error("Fix the page's metadata (lib/metadata.ts) or its share image (app/og/[image]/route.tsx); the rules: content/rules/whatsapp-card.ts.");
    process.exit(1);
  }
}

await main();
