import type { SearchState } from '@/lib/search';
import { connectForm, fillForm, formState } from './form';
import type { Search, SearchEvent } from './instance';

function form(): HTMLFormElement {
  document.body.innerHTML =
    '<form><input name="q"><label><input type="radio" name="tipo" value="" checked>Tudo</label>' +
    '<label><input type="radio" name="tipo" value="Curso">Cursos</label>' +
    '<select name="categoria"><option value="">Todas</option><option value="Climatização">Climatização</option></select></form>';
  return document.querySelector('form') as HTMLFormElement;
}

/** A search that records what the form asks of it, and lets the test tell the form's part an event. */
function recordingSearch() {
  const asked: { how: string; state?: SearchState }[] = [];
  const listeners: ((event: SearchEvent) => void)[] = [];
  const search: Search = {
    warm: () => void asked.push({ how: 'warm' }),
    soon: (state) => void asked.push({ how: 'soon', state }),
    now: async (state) => void asked.push({ how: 'now', state }),
    listen: (listener) => void listeners.push(listener),
  };
  return { search, asked, tell: (event: SearchEvent) => listeners.forEach((listener) => listener(event)) };
}

beforeEach(() => history.replaceState(null, '', '/busca'));

describe("the search form's part", () => {
  it('reads and fills the query, the kind and the category, never over what was typed', () => {
    const element = form();
    fillForm(element, { query: 'split', kind: 'Curso', category: 'Climatização' });
    expect(formState(element)).toEqual({ query: 'split', kind: 'Curso', category: 'Climatização' });
    fillForm(element, { query: 'outra', kind: '', category: '' });
    expect(formState(element).query).toBe('split');
  });

  it('starts Pagefind when the form is used, searches as the visitor types, and at once on Enter', () => {
    const element = form();
    const { search, asked } = recordingSearch();
    connectForm(element, search);
    const field = element.querySelector('input[name="q"]') as HTMLInputElement;
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'r290';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(asked.map(({ how }) => how)).toEqual(['warm', 'soon', 'now']);
    expect(asked[2]?.state?.query).toBe('r290');
  });

  it('searches what the address keeps as it starts, and keeps each search in the address', () => {
    history.replaceState(null, '', '/busca#q=split&tipo=Curso');
    const element = form();
    const { search, asked, tell } = recordingSearch();
    connectForm(element, search);
    expect(asked).toEqual([{ how: 'now', state: { query: 'split', kind: 'Curso', category: '' } }]);
    tell({ type: 'search', state: { query: 'r290', kind: '', category: '' } });
    expect(location.hash).toBe('#q=r290');
  });
});
