// The search's status line and results list (lib/early/search/root.ts): they show what the search tells them, each result
// a copy of the page's <template>, filled as text.
import { CATEGORY_FILTER, KIND_FILTER } from '@/lib/search';
import type { Search } from './instance';
import type { PagefindResultData } from './pagefind';

export const UNAVAILABLE =
  'A busca não está disponível agora (o site pode ter acabado de ser atualizado). Recarregue a página, ou veja os cursos e as categorias do blog abaixo.';

/** An excerpt as Pagefind gives it (escaped text with <mark>s), copied as text and marks only. */
export function excerptNodes(excerpt: string, doc: Document): Node[] {
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

/** One result, from the template: its link (the page's title), its kind and category, its excerpt. */
export function resultItem(template: HTMLTemplateElement, data: PagefindResultData): Node {
  const doc = template.ownerDocument;
  const item = template.content.cloneNode(true) as DocumentFragment;
  const slot = (name: string) => item.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const link = slot('link');
  if (link instanceof HTMLAnchorElement) {
    link.href = data.url;
    link.textContent = data.meta.title ?? data.url;
  }
  const kind = slot('kind');
  if (kind)
    kind.textContent = [data.filters[KIND_FILTER]?.[0], data.filters[CATEGORY_FILTER]?.[0]].filter(Boolean).join(' · ');
  slot('excerpt')?.replaceChildren(...excerptNodes(data.excerpt, doc));
  return item;
}

export function connectStatus(status: HTMLElement, search: Search): void {
  search.listen((event) => {
    if (event.type === 'results') status.textContent = event.status;
    else if (event.type === 'unavailable') status.textContent = UNAVAILABLE;
  });
}

export function connectResults(list: HTMLElement, template: HTMLTemplateElement, search: Search): void {
  const items = (results: readonly PagefindResultData[]) => results.map((data) => resultItem(template, data));
  search.listen((event) => {
    if (event.type === 'results') list.replaceChildren(...items(event.results));
    else if (event.type === 'more') list.append(...items(event.results));
    else if (event.type === 'unavailable') list.replaceChildren();
  });
}
