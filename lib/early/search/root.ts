// The search page's script (bundled on its own by lib/early-bundle.ts, named only by app/busca): the form is the
// page's, and this script makes it search. The page is opened to search: Pagefind's files (its script, worker,
// WebAssembly, entry and metadata, all immutable) are prefetched as the page opens, at the browser's lowest
// priority, and Pagefind starts (compiles its WebAssembly, reads its entry) once the field is used: focused, typed
// in, or filled by the address (#q=…, a search kept or shared). What was typed before this script ran is searched as
// soon as it runs. Pagefind searches in its worker, off the page's thread, so typing stays smooth on a slow phone (its
// file has a policy of its own: content/rules/serving.ts, filePolicies).
//
// In parts, as Pagefind's modular UI: one search (search/instance.ts) and the parts that listen to it, each given its
// element: the form (search/form.ts), the status line and the results (search/results.ts). Each root
// ([data-search]) is looked in, and only in, once: it is marked [data-search-init] when its search starts.
import {
  SEARCH_FORM_ATTRIBUTE,
  SEARCH_INIT_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
  SEARCH_ROOT_ATTRIBUTE,
  SEARCH_STATUS_ATTRIBUTE,
} from '@/lib/search';
import { connectForm } from './form';
import { createSearch } from './instance';
import { indexFiles, loadPagefind, prefetchIndex } from './pagefind';
import { connectResults, connectStatus } from './results';

/** Starts the search of one root: its form, status line, results list and the results' template, found inside it. */
export function startSearchIn(root: HTMLElement, view: Window = window): boolean {
  if (root.hasAttribute(SEARCH_INIT_ATTRIBUTE)) return false;
  const form = root.querySelector<HTMLFormElement>(`form[${SEARCH_FORM_ATTRIBUTE}]`);
  const list = root.querySelector<HTMLElement>(`ol[${SEARCH_RESULTS_ATTRIBUTE}]`);
  const status = root.querySelector<HTMLElement>(`[${SEARCH_STATUS_ATTRIBUTE}]`);
  const template = root.querySelector<HTMLTemplateElement>(`template[${SEARCH_RESULTS_ATTRIBUTE}]`);
  if (!form || !list || !status || !template) return false;
  root.setAttribute(SEARCH_INIT_ATTRIBUTE, '');
  const files = indexFiles(form);
  prefetchIndex(files, root.ownerDocument);
  const search = createSearch(files, loadPagefind);
  connectStatus(status, search);
  connectResults(list, template, search);
  connectForm(form, search, view);
  return true;
}

export function startSearch(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${SEARCH_ROOT_ATTRIBUTE}]`)) startSearchIn(root);
}

// `async` in the <head>: it may run before the form is parsed.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => startSearch(), { once: true });
else startSearch();
