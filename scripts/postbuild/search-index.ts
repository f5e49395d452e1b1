// Step of the post-build step: the site search's index (Pagefind, lib/search.ts). Each page is given to Pagefind as
// it is served (its final HTML, at its clean URL); Pagefind keeps the pages that mark their content (data-pagefind-body,
// components/search/searchable.tsx) and indexes that element only, in Portuguese (stemming; accents optional since
// Pagefind 1.5). A page that asks search engines not to index it (a scheduled post, the editor's pages) is not given.
// The index is written to out/pagefind/: Pagefind's script, its worker and WebAssembly, the index in content-named
// chunks, and nothing of Pagefind's ready-made interfaces (the search page is ours).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { select } from 'hast-util-select';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import { PAGEFIND_DIR } from '../../content/rules/site-search';
import { attribute } from './html';

/** The files of Pagefind's output that the search page uses; its ready-made interfaces are removed. */
const USED = /^(?:pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|wasm\.(?!unknown\.)[a-z-]+\.pagefind|index|fragment|filter)$/;

/** Whether a page asks not to be indexed (robots meta). */
export function isNoIndex(tree: Root): boolean {
  const robots = select('head > meta[name="robots"]', tree);
  return /\bnoindex\b/i.test(robots ? (attribute(robots, 'content') ?? '') : '');
}

export interface SearchIndex {
  /** Gives one page (its clean URL and final HTML); true when Pagefind indexed it. */
  add(url: string, html: string, tree: Root): Promise<boolean>;
  /** Writes the index into out/pagefind/ and stops Pagefind; the number of pages indexed. */
  write(): Promise<number>;
}

function failed(what: string, errors: readonly string[]): Error {
  return new Error(`search index: ${what}: ${errors.join('; ')}`);
}

export async function createSearchIndex(outDir: string): Promise<SearchIndex> {
  const { index, errors } = await createIndex({ forceLanguage: 'pt' });
  if (!index || errors.length > 0) throw failed('Pagefind did not start', errors);
  const pagefindIndex: PagefindIndex = index;
  let indexed = 0;
  return {
    async add(url, html, tree) {
      if (isNoIndex(tree) || !select('[data-pagefind-body]', tree)) return false;
      const response = await pagefindIndex.addHTMLFile({ url, content: html });
      if (response.errors.length > 0) throw failed(url, response.errors);
      indexed += 1;
      return true;
    },
    async write() {
      const outputPath = path.join(outDir, PAGEFIND_DIR);
      rmSync(outputPath, { recursive: true, force: true });
      const response = await pagefindIndex.writeFiles({ outputPath });
      await close();
      if (response.errors.length > 0) throw failed('writing the index', response.errors);
      for (const name of readdirSync(outputPath)) {
        if (!USED.test(name)) rmSync(path.join(outputPath, name), { recursive: true });
      }
      return indexed;
    },
  };
}
