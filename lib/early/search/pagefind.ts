// Pagefind in the browser, for the search page's script (lib/early/search/root.ts): this build's index, as the post-build
// step wrote it on the form (scripts/postbuild/search-index.ts), its files fetched ahead, and Pagefind loaded once.
import {
  PAGEFIND_BUNDLE_ATTRIBUTE,
  PAGEFIND_DIR,
  PAGEFIND_PRELOAD_ATTRIBUTE,
  PAGEFIND_SCRIPT,
} from '@/content/rules/site-search';
import { EXCERPT_WORDS } from '@/lib/search';

/** The part of Pagefind's browser API this page uses (pagefind.js 1.6). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
  preload(query: string, options: { filters: Record<string, string> }): Promise<void>;
}

/** This build's index, as the post-build step wrote it on the form. */
export interface IndexFiles {
  /** Its folder, /pagefind/<hash>/ (the hash names every file of it, and is Pagefind's cache tag for its entry). */
  bundle: string;
  /** What Pagefind asks for one after another (worker, WebAssembly, entry, metadata): fetched together, at once. */
  preload: string[];
}

export function indexFiles(form: HTMLFormElement): IndexFiles {
  const bundle = form.getAttribute(PAGEFIND_BUNDLE_ATTRIBUTE) || `/${PAGEFIND_DIR}/`;
  return { bundle, preload: (form.getAttribute(PAGEFIND_PRELOAD_ATTRIBUTE) ?? '').split(' ').filter(Boolean) };
}

/**
 * Pagefind asks for its files one after another: its script starts the worker, which reads the entry, then the
 * metadata, and compiles the WebAssembly. All of them asked for at once as the page opens, they come together, at the
 * lowest priority (nothing of the page waits for them), and are in the browser's cache (immutable, named by the
 * index) when Pagefind asks. On the slow phone their 120 KiB take 0.6 s: asked for only at the tap, they made the
 * first search late (docs/desempenho.md).
 */
export function prefetchIndex(files: IndexFiles, doc: Document = document): void {
  for (const href of [`${files.bundle}${PAGEFIND_SCRIPT}`, ...files.preload]) {
    const prefetch = doc.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = href;
    doc.head.append(prefetch);
  }
}

/** Loads Pagefind from this build's index and starts it. */
export async function loadPagefind(files: IndexFiles): Promise<PagefindApi> {
  // A URL computed at run time: the bundler leaves it to the browser, which loads the build's own pagefind.js.
  const url = `${files.bundle}${PAGEFIND_SCRIPT}`;
  const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
  // The folder's hash tags the entry file (pagefind-entry.json?ts=<hash>), as prefetchIndex asked for it.
  const hash = files.bundle.split('/').filter(Boolean).pop() ?? '';
  await api.options({ excerptLength: EXCERPT_WORDS, ...(hash && hash !== PAGEFIND_DIR ? { metaCacheTag: hash } : {}) });
  await api.init();
  return api;
}
