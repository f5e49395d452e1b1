import { hashFromSearchState, pagefindFilters, resultsStatus, searchStateFromHash } from './search';

describe('the search as the address keeps it (after #, never sent to a server)', () => {
  it('reads the words and the filters, and writes them back the same', () => {
    const state = searchStateFromHash('#q=manuten%C3%A7%C3%A3o+split&tipo=Artigo&categoria=Manuten%C3%A7%C3%A3o');
    expect(state).toEqual({ query: 'manutenção split', kind: 'Artigo', category: 'Manutenção' });
    expect(searchStateFromHash(hashFromSearchState(state))).toEqual(state);
  });

  it('is empty for an empty address, and leaves out what was not chosen', () => {
    expect(searchStateFromHash('')).toEqual({ query: '', kind: '', category: '' });
    expect(hashFromSearchState({ query: '  ', kind: '', category: '' })).toBe('');
    expect(hashFromSearchState({ query: 'R290', kind: '', category: '' })).toBe('#q=R290');
  });

  it('gives Pagefind only the filters chosen', () => {
    expect(pagefindFilters({ query: 'x', kind: '', category: '' })).toEqual({});
    expect(pagefindFilters({ query: 'x', kind: 'Curso', category: 'Refrigeração' })).toEqual({
      tipo: 'Curso',
      categoria: 'Refrigeração',
    });
  });
});

describe('the status line after a search', () => {
  it('counts in Portuguese, singular and plural, and says when only the first are shown', () => {
    expect(resultsStatus('r290', 1, 1)).toBe('1 resultado para “r290”:');
    expect(resultsStatus('split', 3, 3)).toBe('3 resultados para “split”:');
    expect(resultsStatus('ar', 30, 12)).toBe('30 resultados para “ar”; os 12 mais relevantes:');
  });

  it('offers a way on when nothing is found', () => {
    expect(resultsStatus(' xyz ', 0, 0)).toMatch(
      /^Nenhum resultado para “xyz”\. .*cursos e as categorias do blog abaixo\.$/,
    );
  });
});
