// The search form's part (lib/early/search/root.ts): what is typed and chosen starts a search, and the address keeps it
// (#q=…, so that back and a shared link bring the search again).
import {
  CATEGORY_FILTER,
  hashFromSearchState,
  KIND_FILTER,
  QUERY_PARAMETER,
  searchStateFromHash,
  type SearchState,
} from '@/lib/search';
import type { Search } from './instance';

export function formState(form: HTMLFormElement): SearchState {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? '');
  return { query: value(QUERY_PARAMETER), kind: value(KIND_FILTER), category: value(CATEGORY_FILTER) };
}

/** Fills the form from a state, but for what the visitor has already typed. */
export function fillForm(form: HTMLFormElement, state: SearchState): void {
  const field = form.elements.namedItem(QUERY_PARAMETER);
  if (field instanceof HTMLInputElement && state.query && !field.value) field.value = state.query;
  for (const [name, value] of [
    [KIND_FILTER, state.kind],
    [CATEGORY_FILTER, state.category],
  ] as const) {
    const control = form.elements.namedItem(name);
    if ((control instanceof RadioNodeList || control instanceof HTMLSelectElement) && value) control.value = value;
  }
}

/** Connects the form to the search; then searches what the address keeps or what was typed before the script ran. */
export function connectForm(form: HTMLFormElement, search: Search, view: Window = window): void {
  form.addEventListener('focusin', () => search.warm(), { once: true });
  form.addEventListener('input', () => search.soon(formState(form)));
  form.addEventListener('change', () => search.soon(formState(form)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search.now(formState(form));
  });
  search.listen((event) => {
    if (event.type !== 'search') return;
    const { location, history } = view;
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}${hashFromSearchState(event.state)}`,
    );
  });
  fillForm(form, searchStateFromHash(view.location.hash));
  if (formState(form).query.trim()) void search.now(formState(form));
}
