// The search page's script (bundled on its own by lib/early-bundle.ts, named only by app/busca): the form is the
// page's, and this script makes it search. The page is opened to search: Pagefind's files (its script, worker,
// WebAssembly, entry and metadata, all immutable) are prefetched as the page opens, at the browser's lowest
// priority, and Pagefind starts (compiles its WebAssembly, reads its entry) once the field is used: focused, typed
// in, or filled by the address (#q=…, a search kept or shared). What was typed
// before this script ran is searched as soon as it runs. Pagefind searches in its worker, off the page's thread, so
// typing stays smooth on a slow phone (its file has a policy of its own: content/rules/serving.ts, filePolicies).
import {
  CATEGORY_FILTER,
  EXCERPT_WORDS,
  FIRST_RESULTS,
  hashFromSearchState,
  KIND_FILTER,
  MAX_RESULTS,
  PAGEFIND_BUNDLE_ATTRIBUTE,
  PAGEFIND_DIR,
  PAGEFIND_PRELOAD_ATTRIBUTE,
  pagefindFilters,
  QUERY_PARAMETER,
  resultsStatus,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FORM_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
  SEARCH_STATUS_ATTRIBUTE,
  searchStateFromHash,
  type SearchState,
} from '@/lib/search';

/** The part of Pagefind's browser API this page uses (pagefind.js 1.6). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
  preload(query: string, options: { filters: Record<string, string> }): Promise<void>;
}

const UNAVAILABLE =
  'A busca não está disponível agora (o site pode ter acabado de ser atualizado). Recarregue a página, ou veja os cursos e as categorias do blog abaixo.';

let pagefind: Promise<PagefindApi> | undefined;

/** This build's index, as the post-build step wrote it on the form (scripts/postbuild/search-index.ts). */
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
  for (const href of [`${files.bundle}pagefind.js`, ...files.preload]) {
    const prefetch = doc.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = href;
    doc.head.append(prefetch);
  }
}

/** Pagefind, loaded once, on first use; a failed load is tried again at the next search. */
function loadPagefind(files: IndexFiles): Promise<PagefindApi> {
  pagefind ??= (async () => {
    // A URL computed at run time: the bundler leaves it to the browser, which loads the build's own pagefind.js.
    const url = `${files.bundle}pagefind.js`;
    const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    // The folder's hash tags the entry file (pagefind-entry.json?ts=<hash>), as prefetchIndex asked for it.
    const hash = files.bundle.split('/').filter(Boolean).pop() ?? '';
    await api.options({ excerptLength: EXCERPT_WORDS, ...(hash && hash !== PAGEFIND_DIR ? { metaCacheTag: hash } : {}) });
    await api.init();
    return api;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** An excerpt as Pagefind gives it (escaped text with <mark>s), copied as text and marks only. */
function excerptNodes(excerpt: string, doc: Document): Node[] {
  const parsed = doc.createElement('template');
  parsed.innerHTML = excerpt;
  return [...parsed.content.childNodes].map((node) => {
    if (node instanceof HTMLElement && node.tagName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return doc.createTextNode(node.textContent ?? '');
  });
}

function formState(form: HTMLFormElement): SearchState {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? '');
  return { query: value(QUERY_PARAMETER), kind: value(KIND_FILTER), category: value(CATEGORY_FILTER) };
}

function fillForm(form: HTMLFormElement, state: SearchState): void {
  const field = form.elements.namedItem(QUERY_PARAMETER);
  if (field instanceof HTMLInputElement && state.query && !field.value) field.value = state.query;
  for (const [name, value] of [
    [KIND_FILTER, state.kind],
    [CATEGORY_FILTER, state.category],
  ] as const) {
    const control = form.elements.namedItem(name);
    if (control instanceof RadioNodeList || control instanceof HTMLSelectElement) {
      if (value) control.value = value;
    }
  }
}

export function startSearch(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>(`form[${SEARCH_FORM_ATTRIBUTE}]`);
  const list = doc.querySelector<HTMLOListElement>(`[${SEARCH_RESULTS_ATTRIBUTE}]`);
  const status = doc.querySelector<HTMLElement>(`[${SEARCH_STATUS_ATTRIBUTE}]`);
  const template = doc.querySelector<HTMLTemplateElement>(`template[${SEARCH_RESULTS_ATTRIBUTE}]`);
  if (!form || !list || !status || !template) return;
  const files = indexFiles(form);
  prefetchIndex(files, doc);

  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (text: string, items: readonly Node[]) => {
    status.textContent = text;
    list.replaceChildren(...items);
  };

  const resultItem = (data: PagefindResultData): Node => {
    const item = template.content.cloneNode(true) as DocumentFragment;
    const slot = (name: string) => item.querySelector<HTMLElement>(`[data-slot="${name}"]`);
    const link = slot('link');
    if (link instanceof HTMLAnchorElement) {
      link.href = data.url;
      link.textContent = data.meta.title ?? data.url;
    }
    const kind = slot('kind');
    if (kind) kind.textContent = [data.filters[KIND_FILTER]?.[0], data.filters[CATEGORY_FILTER]?.[0]].filter(Boolean).join(' · ');
    slot('excerpt')?.replaceChildren(...excerptNodes(data.excerpt, doc));
    return item;
  };

  const run = async () => {
    const state = formState(form);
    const search = ++latest;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hashFromSearchState(state)}`);
    if (!state.query.trim()) {
      show('', []);
      return;
    }
    try {
      const api = await loadPagefind(files);
      const found = await api.search(state.query, { filters: pagefindFilters(state) });
      const shown = (found?.results ?? []).slice(0, MAX_RESULTS);
      // The first results are shown as soon as theirs have arrived (what a phone's screen holds), the others after.
      const first = await Promise.all(shown.slice(0, FIRST_RESULTS).map((result) => result.data()));
      if (search !== latest) return;
      show(resultsStatus(state.query, found?.results.length ?? 0, shown.length), first.map(resultItem));
      const rest = await Promise.all(shown.slice(FIRST_RESULTS).map((result) => result.data()));
      if (search === latest) list.append(...rest.map(resultItem));
    } catch (error) {
      console.error(error);
      if (search === latest) show(UNAVAILABLE, []);
    }
  };

  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SEARCH_DEBOUNCE_MS);
    // While the visitor types, the index chunks for what is typed so far are fetched (once Pagefind is there).
    const state = formState(form);
    if (state.query.trim()) void pagefind?.then((api) => api.preload(state.query, { filters: pagefindFilters(state) })).catch(() => undefined);
  };

  // Using the field starts loading Pagefind, so that it is there when the visitor stops typing.
  form.addEventListener('focusin', () => void loadPagefind(files).catch(() => undefined), { once: true });
  form.addEventListener('input', soon);
  form.addEventListener('change', soon);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run();
  });

  // A search kept in the address (back, a shared link) or typed before this script ran.
  fillForm(form, searchStateFromHash(location.hash));
  if (formState(form).query.trim()) void run();
}

// `async` in the <head>: it may run before the form is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startSearch(), { once: true });
else startSearch();
