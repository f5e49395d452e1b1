/**
 * The site search's address and files: the search page (app/busca), the only page whose policy lets a script compile
 * WebAssembly (Pagefind's, content/rules/serving.ts), and the folder of out/ where the post-build step writes
 * Pagefind's index and script. Imports nothing: the browser's search script, the serving rules and the build read it.
 */
export const SEARCH_PATH = '/busca';
export const PAGEFIND_DIR = 'pagefind';
/** The files of Pagefind's output by name, inside the index's folder: its script, its worker and its entry. */
export const PAGEFIND_SCRIPT = 'pagefind.js';
export const PAGEFIND_WORKER = 'pagefind-worker.js';
export const PAGEFIND_ENTRY = 'pagefind-entry.json';

/**
 * On the search form: the folder of this build's index, /pagefind/<hash>/ (named by its content, so every file of it
 * is immutable and a tab left open keeps its index across a publication), and the files of it to fetch as soon as the
 * field is used, beside Pagefind's script (space-separated URLs). Written by the post-build step once the index is.
 */
export const PAGEFIND_BUNDLE_ATTRIBUTE = 'data-pagefind-bundle';
export const PAGEFIND_PRELOAD_ATTRIBUTE = 'data-pagefind-preload';
