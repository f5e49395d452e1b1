import type { Search, SearchEvent } from './instance';
import type { PagefindResultData } from './pagefind';
import { connectResults, connectStatus, excerptNodes, UNAVAILABLE } from './results';

function page() {
  document.body.innerHTML =
    '<p data-search-status></p><ol data-search-results></ol><template data-search-results><li>' +
    '<p data-slot="kind"></p><a data-slot="link" href="/busca">Resultado</a><p data-slot="excerpt"></p></li></template>';
  const status = document.querySelector('p') as HTMLElement;
  const list = document.querySelector('ol') as HTMLElement;
  const template = document.querySelector('template') as HTMLTemplateElement;
  const listeners: ((event: SearchEvent) => void)[] = [];
  const search = { listen: (listener: (event: SearchEvent) => void) => void listeners.push(listener) } as Search;
  connectStatus(status, search);
  connectResults(list, template, search);
  return { status, list, tell: (event: SearchEvent) => listeners.forEach((listener) => listener(event)) };
}

const result = (url: string, title: string): PagefindResultData => ({
  url,
  excerpt: 'Como fazer a <mark>manutenção</mark> &lt;b&gt;',
  meta: { title },
  filters: { tipo: ['Artigo'], categoria: ['Manutenção'] },
});

describe('the status line and the results list', () => {
  it('show the status and each result from the template: link, kind · category, excerpt as text with its marks', () => {
    const { status, list, tell } = page();
    tell({ type: 'results', status: '2 resultados para "manutenção"', results: [result('/blog/a', 'Artigo A')] });
    tell({ type: 'more', results: [result('/blog/b', 'Artigo B')] });
    expect(status.textContent).toBe('2 resultados para "manutenção"');
    const links = [...list.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent]);
    expect(links).toEqual([
      ['/blog/a', 'Artigo A'],
      ['/blog/b', 'Artigo B'],
    ]);
    expect(list.querySelector('[data-slot="kind"]')?.textContent).toBe('Artigo · Manutenção');
    const excerpt = list.querySelector('[data-slot="excerpt"]');
    expect(excerpt?.querySelector('mark')?.textContent).toBe('manutenção');
    expect(excerpt?.querySelector('b')).toBeNull();
    expect(excerpt?.textContent).toBe('Como fazer a manutenção <b>');
  });

  it('replace what was shown at the next search, and say so when the search is unavailable', () => {
    const { status, list, tell } = page();
    tell({ type: 'results', status: '1 resultado', results: [result('/a', 'A')] });
    tell({ type: 'unavailable' });
    expect(status.textContent).toBe(UNAVAILABLE);
    expect(list.children).toHaveLength(0);
  });

  it('copy an excerpt as text and marks only', () => {
    expect(excerptNodes('<mark>a</mark><img src=x onerror=alert(1)>b', document).map((node) => node.nodeName)).toEqual([
      'MARK',
      '#text',
      '#text',
    ]);
  });
});
