/**
 * The site search's address and files: the search page (app/busca), the only page whose policy lets a script compile
 * WebAssembly (Pagefind's, content/rules/serving.ts), and the folder of out/ where the post-build step writes
 * Pagefind's index and script. Imports nothing: the browser's search script, the serving rules and the build read it.
 */
export const SEARCH_PATH = '/busca';
export const PAGEFIND_DIR = 'pagefind';
