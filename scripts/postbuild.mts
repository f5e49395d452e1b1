// The one step of `npm run build` after `next build`. It writes the image variants, then walks out/ once: each page
// is parsed (scripts/postbuild/html.ts), goes through the passes in order, and is written back:
//   images          every image URL of the page is a file of out/ (the variants were written just before)
//   next-export     what Next.js wrote into the page, read in one place (scripts, registration, flight data)
//   flight-data     the framework's inline flight data moves to a content-hashed file under /_next/static/flight/
//   defer-scripts   the framework (scripts and flight data) loads on the first interaction; the not-found page, whose
//                   behaviour is inline or the early script's, loses it; a script-free page loses every script
//   csp             the page's own Content-Security-Policy <meta>, with the hashes of its inline scripts
// then it writes the early script and its polyfills (lib/early-bundle.ts: the files the pages name) and out/_headers
// (Netlify, Cloudflare Pages). A page a pass does not expect stops the build, naming the page and the problem. It
// writes nothing outside out/ (and the image cache that next-image-export-optimizer keeps).
//
//   tsx scripts/postbuild.mts        (OUT_DIR overrides the export directory)
//
// An ES module, as are the passes (scripts/postbuild/package.json): run by tsx as CommonJS, the HTML libraries would be
// converted to CommonJS with a getter for every export, and the step took twice as long (1,000 posts: 56 s, 29 s now).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';
import { cspPass } from './postbuild/csp';
import { deferScripts, removeFramework, removeScripts } from './postbuild/defer-scripts';
import { moveFlightData } from './postbuild/flight-data';
import { parsePage, serializePage } from './postbuild/html';
import { readNextPage } from './postbuild/next-export';
import { EARLY_DIR, earlyFiles } from '../lib/early-bundle';
import { imagesPass, writeImageVariants } from './postbuild/images';
import { headersFile } from './serving/headers-file';
import { badRequestPage, cmsPageFile, notFoundPage, outDir as defaultOutDir } from '../content/rules/serving';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.OUT_DIR || defaultOutDir);

/** Pages served at URLs the client router cannot read: they run no script. */
const scriptFreePages = new Set([badRequestPage.slice(1)]);
/** Pages whose behaviour is inline or native: they run their inline scripts, never the framework. */
const frameworkFreePages = new Set([notFoundPage.slice(1)]);

function main(): void {
  const started = Date.now();
  // The editor's page is the editor's own (its policy is a header of its own, it has no framework script).
  const files = htmlFiles(outDir).filter((file) => file !== path.join(outDir, cmsPageFile));
  if (!files.some((file) => path.basename(file) === 'index.html')) {
    throw new Error(`postbuild: ${path.relative(root, outDir)}/index.html not found; run next build first`);
  }
  const images = writeImageVariants(root, outDir);
  const early = earlyFiles(root);
  const earlyUrls = new Set(early.map((file) => file.url));

  const problems: string[] = [];
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
      hashed += cspPass(tree, { scriptFree }).hashes.length;
      writeFileSync(file, serializePage(tree));
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
  mkdirSync(path.join(outDir, EARLY_DIR), { recursive: true });
  for (const file of early) writeFileSync(path.join(outDir, file.url), file.code);
  writeFileSync(path.join(outDir, '_headers'), headersFile());
  console.log(
    `postbuild: ${images}; ${files.length} pages: ${imageUrls} image URLs found in out/, ${flightFiles} flight-data files, ${deferred} framework scripts deferred to the first interaction, ` +
      `${hashed} inline scripts hashed into their policy; wrote ${early.length} early files and _headers (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main();
