// The shape of a pass of the post-build step (scripts/postbuild.mts), and how one page goes through the list of them
// (passes.ts). A pass is a small named object: a step per page, an optional step at the end, and its own counts.
// The page steps run in workers (workers.ts), on pages in any order, and remember nothing between pages: what a pass
// learns of a page is a plain value it returns (a fact), kept by the page's URL for its end step, which runs once, in
// the main thread, with every page's fact. So no pass depends on the order of the pages, and a page's facts can be
// kept for the next build (cache.ts).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { parsePage, serializePage } from './html';
import { pageUrl } from '../../content/rules/serving';

export { pageUrl };

/** What every pass knows of this build: plain data, sent to the workers. */
export interface BuildContext {
  /** The export directory, absolute. */
  outDir: string;
  /** The site's public address (SITE_URL, no trailing slash). */
  siteUrl: string;
  /** The early layer's files of this build (lib/early-bundle.ts), by URL. */
  earlyUrls: readonly string[];
}

/** What a page step may read of out/ besides its page: recorded, so that a kept result is used only while they hold. */
export interface OutFiles {
  /** The bytes of a file of out/ by URL pathname (never outside out/), or undefined. */
  read(pathname: string): Uint8Array | undefined;
}

/** One page on its way through the passes. */
export interface PageAtWork {
  /** Its file under out/, with / separators: "cursos/x.html". */
  file: string;
  /** Its clean URL: "/cursos/x", "/". */
  url: string;
  tree: Root;
  /** Its final HTML: set once every `tree` pass has run, for the passes that read the page as it is served. */
  html: string;
  files: OutFiles;
  /** Writes a file of out/ beside the page (by URL pathname): the page's flight data. */
  emit(pathname: string, text: string): void;
}

/** A pass of the post-build step; `Fact` is what its page step learns of one page (plain, cloneable data). */
export interface Pass<Fact = unknown, Ended = unknown> {
  name: string;
  /** `tree`: changes or checks the page before it is written, in the list's order; `served`: reads its final HTML. */
  stage: 'tree' | 'served';
  page(page: PageAtWork, context: BuildContext): Fact;
  /** Once every page has been through, in the main thread: with each page's fact, by URL. */
  end?(facts: ReadonlyMap<string, Fact>, context: EndContext): Ended | Promise<Ended>;
  /** What it did, for the one summary line: "348 image URLs found in out/". */
  summary(facts: ReadonlyMap<string, Fact>, ended: Ended): string;
  /** Why the build must stop once out/ is complete, from what the end step found; undefined when it need not. */
  stops?(ended: Ended): BuildStop | undefined;
}

/** A stop of the build, printed after the summary line. */
export interface BuildStop {
  heading: string;
  problems: readonly string[];
  advice: string;
}

/** What an end step may do besides reading the facts. */
export interface EndContext extends BuildContext {
  /** Changes one page of out/ (by its file, "admin/paginas.html") through its tree, and writes it back. */
  editPage(file: string, edit: (tree: Root) => void): void;
}

/** The file of out/ at a URL pathname, if there is one (never a file outside out/). */
export function outFile(outDir: string, pathname: string): string | undefined {
  const file = path.join(outDir, pathname);
  return file.startsWith(outDir + path.sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** What the passes made of one page: its final HTML, each pass's fact by name, and the files it wrote beside it. */
export interface PageResult {
  html: string;
  facts: Record<string, unknown>;
  emitted: { pathname: string; text: string }[];
}

/** Takes one page through every pass, in order: the `tree` passes, its serialisation, then the `served` passes. */
export function runPage(
  { file, source, files }: { file: string; source: string; files: OutFiles },
  passes: readonly Pass[],
  context: BuildContext,
): PageResult {
  const emitted: PageResult['emitted'] = [];
  const page: PageAtWork = {
    file,
    url: pageUrl(file),
    tree: parsePage(source),
    html: '',
    files,
    emit: (pathname, text) => emitted.push({ pathname, text }),
  };
  const facts: Record<string, unknown> = {};
  for (const pass of passes.filter(({ stage }) => stage === 'tree')) facts[pass.name] = pass.page(page, context);
  page.html = serializePage(page.tree);
  for (const pass of passes.filter(({ stage }) => stage === 'served')) facts[pass.name] = pass.page(page, context);
  return { html: page.html, facts, emitted };
}
