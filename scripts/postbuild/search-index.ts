// Step of the post-build step: the site search's index (Pagefind, lib/search.ts). Each page is given to Pagefind as
// it is served (its final HTML, at its clean URL); Pagefind keeps the pages that mark their content (data-pagefind-body,
// components/search/searchable.tsx) and indexes that element only, in Portuguese (stemming; accents optional since
// Pagefind 1.5). A page that asks search engines not to index it (a scheduled post, the editor's pages) is not given.
// The index is written to out/pagefind/<hash>/, a folder named by its content: Pagefind's script, its worker and
// WebAssembly, its entry and metadata, the index in chunks, and nothing of Pagefind's ready-made interfaces (the search
// page is ours). Every file of it is immutable (content/rules/serving.ts), and the hosts keep a previous build's folder
// as they keep its other fingerprinted files.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { select } from 'hast-util-select';
import type { PagefindIndex } from 'pagefind';
import {
  PAGEFIND_BUNDLE_ATTRIBUTE,
  PAGEFIND_DIR,
  PAGEFIND_ENTRY,
  PAGEFIND_PRELOAD_ATTRIBUTE,
  PAGEFIND_SCRIPT,
  PAGEFIND_WORKER,
} from '../../content/rules/site-search';
import { SEARCH_FORM_ATTRIBUTE } from '../../lib/search';
import { filesUnder } from '../html-files';
import { attribute, property, UnexpectedPageError } from './html';

/** The files of Pagefind's output that the search page uses; its ready-made interfaces are removed. */
const USED_FILES = new Set([PAGEFIND_SCRIPT, PAGEFIND_WORKER, PAGEFIND_ENTRY]);
const USED_PATTERN =
  /^(?:pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|wasm\.(?!unknown\.)[a-z-]+\.pagefind|index|fragment|filter)$/;
const isUsed = (name: string) => USED_FILES.has(name) || USED_PATTERN.test(name);

/** Whether a page asks not to be indexed (robots meta). */
export function isNoIndex(tree: Root): boolean {
  const robots = select('head > meta[name="robots"]', tree);
  return /\bnoindex\b/i.test(robots ? (attribute(robots, 'content') ?? '') : '');
}

/** Where the index was written, and what the search page fetches of it first. */
export interface WrittenIndex {
  /** The number of pages indexed. */
  indexed: number;
  /** The index's folder, /pagefind/<hash>/. */
  bundle: string;
  /** The content hash that names the folder (Pagefind's metaCacheTag: its entry is asked for with ?ts=<hash>). */
  hash: string;
  /** What Pagefind asks for on its first search, beside its script: worker, WebAssembly, entry and metadata. */
  preload: string[];
}

/** A folder's content hash: its files' names and bytes. */
function folderHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(folder))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

function failed(what: string, errors: readonly string[]): Error {
  return new Error(`search index: ${what}: ${errors.join('; ')}`);
}

/** Whether Pagefind is to index the page: it marks its content (data-pagefind-body) and does not ask not to be indexed. */
export function isSearchable(tree: Root): boolean {
  return !isNoIndex(tree) && select('[data-pagefind-body]', tree) !== undefined;
}

/** Gives Pagefind each page (its clean URL and final HTML), in order, and writes the index into its folder under out/. */
export async function addToSearchIndex(
  outDir: string,
  pages: readonly { url: string; html: string }[],
): Promise<WrittenIndex> {
  // Loaded here, not at the top: the rest of this module (pointToIndex) is unit-tested where Pagefind's binary is not.
  const { close, createIndex } = await import('pagefind');
  const { index, errors } = await createIndex({ forceLanguage: 'pt' });
  if (!index || errors.length > 0) throw failed('Pagefind did not start', errors);
  const pagefindIndex: PagefindIndex = index;
  for (const { url, html } of pages) {
    const response = await pagefindIndex.addHTMLFile({ url, content: html });
    if (response.errors.length > 0) throw failed(url, response.errors);
  }
  const root = path.join(outDir, PAGEFIND_DIR);
  const staging = path.join(outDir, `${PAGEFIND_DIR}.tmp`);
  rmSync(root, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  const response = await pagefindIndex.writeFiles({ outputPath: staging });
  await close();
  if (response.errors.length > 0) throw failed('writing the index', response.errors);
  const names = readdirSync(staging);
  for (const name of names) {
    if (!isUsed(name)) rmSync(path.join(staging, name), { recursive: true });
  }
  const hash = folderHash(staging);
  mkdirSync(root, { recursive: true });
  renameSync(staging, path.join(root, hash));
  const bundle = `/${PAGEFIND_DIR}/${hash}/`;
  const meta = names.filter((name) => name.endsWith('.pf_meta') && isUsed(name));
  return {
    indexed: pages.length,
    bundle,
    hash,
    preload: [
      PAGEFIND_WORKER,
      ...names.filter((name) => name.startsWith('wasm.') && isUsed(name)),
      `${PAGEFIND_ENTRY}?ts=${hash}`,
      ...meta,
    ].map((name) => `${bundle}${name}`),
  };
}

/** Tells the search page's form where this build's index is, and what of it to fetch first (lib/early/search/root.ts). */
export function pointToIndex(tree: Root, index: WrittenIndex): void {
  const form = select(`form[${SEARCH_FORM_ATTRIBUTE}]`, tree);
  if (!form) throw new UnexpectedPageError('search index', [`the search page has no form[${SEARCH_FORM_ATTRIBUTE}]`]);
  form.properties[property(PAGEFIND_BUNDLE_ATTRIBUTE)] = index.bundle;
  form.properties[property(PAGEFIND_PRELOAD_ATTRIBUTE)] = index.preload.join(' ');
}
