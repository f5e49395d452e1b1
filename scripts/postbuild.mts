// The one step of `npm run build` after `next build`. It writes the image variants and, meanwhile, takes every page of
// out/ through the passes (scripts/postbuild/passes.ts, the list; pass.ts, their shape): each page step in worker threads
// (postbuild/workers.ts), or from the cache of the last build for a page that did not change (postbuild/cache.ts),
// then each pass's end step here, with what it learnt of every page. It writes the early script and its polyfills
// (lib/early-bundle.ts: the files the pages name), out/_headers (Netlify, Cloudflare Pages) and, last, the site's
// digest into its version file (scripts/publication/site-digest.ts), and prints one line,
// made of the passes' own counts. A page a pass does not expect stops the build, naming the page and the problem;
// so does an end step that finds a problem (a WhatsApp card that breaks a rule), once out/ is complete. It writes
// nothing outside out/ but its cache (.next/cache/postbuild/) and the image cache of next-image-export-optimizer.
//
//   tsx scripts/postbuild.mts        (OUT_DIR overrides the export directory)
//
// An ES module, as are the passes (scripts/postbuild/package.json): run by tsx as CommonJS, the HTML libraries would be
// converted to CommonJS with a getter for every export, and the step took twice as long.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { htmlFiles } from './html-files';
import { parsePage, serializePage } from './postbuild/html';
import { EARLY_DIR, earlyFiles } from '../lib/early-bundle';
import { writeImageVariants } from './postbuild/images';
import { keepOnly, passesVersion } from './postbuild/cache';
import { pageUrl, type BuildContext, type BuildStop, type EndContext } from './postbuild/pass';
import { PASSES } from './postbuild/passes';
import { workPages } from './postbuild/workers';
import { siteUrlFromEnvironment } from '../content/site-url';
import { headersFile } from './serving/headers-file';
import { stampDigest } from './publication/site-digest';
import { cmsPageFile, outDir as defaultOutDir, outRelative } from '../content/rules/serving';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.OUT_DIR || defaultOutDir);
const cacheDir = path.join(root, '.next', 'cache', 'postbuild');

function stop(heading: string, problems: readonly string[], advice: string): void {
  console.error(`postbuild: ${heading}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(advice);
}

/** Each pass's end step, with its facts by page URL; its summary and what stops the build. */
async function endPasses(
  files: readonly string[],
  facts: ReadonlyMap<string, Record<string, unknown>>,
  context: EndContext,
) {
  const summaries: string[] = [];
  const stops: BuildStop[] = [];
  for (const pass of PASSES) {
    const byUrl = new Map(files.map((file) => [pageUrl(file), facts.get(file)?.[pass.name]]));
    const ended = await pass.end?.(byUrl, context);
    summaries.push(pass.summary(byUrl, ended));
    const stopped = pass.stops?.(ended);
    if (stopped) stops.push(stopped);
  }
  return { summaries, stops };
}

async function main(): Promise<void> {
  const started = Date.now();
  // The editor's page is the editor's own (its policy is a header of its own, it has no framework script).
  const files = htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((file) => file !== outRelative(cmsPageFile));
  if (!files.includes('index.html')) {
    throw new Error(`postbuild: ${path.relative(root, outDir)}/index.html not found; run next build first`);
  }
  // The image variants are written by their own process while the pages are worked; the images pass checks them at the end.
  const variants = writeImageVariants(root, outDir);
  variants.catch(() => undefined);
  const early = earlyFiles(root);
  const context: BuildContext = { outDir, siteUrl: siteUrlFromEnvironment(), earlyUrls: early.map((file) => file.url) };
  const { outputs, workers } = await workPages(files, context, {
    dir: cacheDir,
    version: passesVersion(root, context),
  });
  const images = await variants;
  const problems = outputs.flatMap((output) => ('problem' in output ? [`${output.file}: ${output.problem}`] : []));
  if (problems.length > 0) {
    stop(
      'these pages are not what the post-build step expects (nothing was changed on them)',
      problems,
      'Fix the component, or the pass in scripts/postbuild/ (the policy: content/rules/serving.ts).',
    );
    process.exit(1);
  }
  keepOnly(
    cacheDir,
    new Set(outputs.flatMap((output) => ('key' in output && output.key !== undefined ? [output.key] : []))),
  );
  const facts = new Map(outputs.flatMap((output) => ('facts' in output ? [[output.file, output.facts] as const] : [])));
  const kept = outputs.filter((output) => 'kept' in output && output.kept).length;
  // A page the end steps edit (the page report: two of them) is parsed once and written once, after them all.
  const edited = new Map<string, Root>();
  const editPage: EndContext['editPage'] = (file, edit) => {
    const tree = edited.get(file) ?? parsePage(readFileSync(path.join(outDir, file), 'utf8'));
    edited.set(file, tree);
    edit(tree);
  };
  const { summaries, stops } = await endPasses(files, facts, { ...context, editPage });
  for (const [file, tree] of edited) writeFileSync(path.join(outDir, file), serializePage(tree));
  mkdirSync(path.join(outDir, EARLY_DIR), { recursive: true });
  for (const file of early) writeFileSync(path.join(outDir, file.url), file.code);
  writeFileSync(path.join(outDir, '_headers'), headersFile());
  // Last: the digest of every file above, which the publication compares with the live site's.
  const digest = stampDigest(outDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `postbuild: ${images}; ${files.length} pages (${kept} kept from the last build, ${workers} workers): ${summaries.join(', ')}; wrote ${early.length} early files, _headers and the digest ${digest.slice(0, 12)} (${seconds} s)`,
  );
  for (const { heading, problems: found, advice } of stops) stop(heading, found, advice);
  if (stops.length > 0) process.exit(1);
}

await main();
