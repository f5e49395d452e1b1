import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@/lib/early/needs-script';
import {
  CATEGORY_FILTER,
  KIND_FILTER,
  QUERY_PARAMETER,
  SEARCH_FORM_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
  SEARCH_ROOT_ATTRIBUTE,
  SEARCH_KINDS,
  SEARCH_STATUS_ATTRIBUTE,
  type SearchKind,
} from '@/lib/search';

const fieldClass =
  'block w-full rounded-lg border border-slate-600/70 bg-white px-4 py-3 text-lg text-navy-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block font-semibold text-navy-900';

/** Each kind as the filter names it. */
const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  Curso: 'Cursos',
  Artigo: 'Artigos do blog',
  Página: 'Páginas da escola',
};
const KIND_CHOICES: readonly { value: SearchKind | ''; label: string }[] = [
  { value: '', label: 'Tudo' },
  ...SEARCH_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
];

/** The field and its submit button. */
function QueryField() {
  return (
    <div>
      <label htmlFor="busca-campo" className={labelClass}>
        O que você procura?
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          id="busca-campo"
          name={QUERY_PARAMETER}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Ex.: manutenção de split, R-290"
          className={fieldClass}
        />
        <button type="submit" className={buttonClasses('primary', 'shrink-0')}>
          <Icon icon={Search} className="size-5" />
          Buscar
        </button>
      </div>
    </div>
  );
}

/** The filters: the kind of page (one radio button each) and the blog's category. */
function SearchFilters({ categories }: { categories: readonly string[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <fieldset>
        <legend className={labelClass}>Mostrar</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {KIND_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ice-200 bg-white px-4 text-sm font-semibold text-navy-900 has-checked:border-brand-600 has-checked:bg-ice-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name={KIND_FILTER}
                value={choice.value}
                defaultChecked={choice.value === ''}
                className="accent-brand-600"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="busca-categoria" className={labelClass}>
          Categoria
        </label>
        <select id="busca-categoria" name={CATEGORY_FILTER} defaultValue="" className={cn('mt-1.5', fieldClass)}>
          <option value="">Todas as categorias</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The status line, the results list the script fills, and the <template> it fills it from. */
function SearchResults() {
  return (
    <>
      <p
        role="status"
        {...{ [SEARCH_STATUS_ATTRIBUTE]: '' }}
        className="mt-8 text-lg font-semibold text-navy-900 empty:hidden"
      />
      <ol
        aria-label="Resultados da busca"
        {...{ [SEARCH_RESULTS_ATTRIBUTE]: '' }}
        className="mt-4 space-y-4 empty:hidden"
      />
      <template {...{ [SEARCH_RESULTS_ATTRIBUTE]: '' }}>
        <li className="rounded-card border border-ice-200 bg-white p-5 shadow-card">
          <p data-slot="kind" className="text-sm font-semibold tracking-wider text-brand-700 uppercase" />
          <h2 className="mt-1 text-xl font-bold text-navy-900">
            {/* Placeholders: the script writes each result's address and title. */}
            <a data-slot="link" href="/busca" className="underline-offset-4 hover:text-brand-700 hover:underline">
              Resultado
            </a>
          </h2>
          <p
            data-slot="excerpt"
            className="mt-2 text-slate-600 [&_mark]:rounded-sm [&_mark]:bg-accent-400/40 [&_mark]:px-0.5 [&_mark]:text-navy-900"
          />
        </li>
      </template>
    </>
  );
}

/**
 * The search form, its status line and its results list: the markup is all here, the search page's script
 * (lib/early/search/root.ts) only fills the list from the <template>; the <div> around them is the search's root. `method="dialog"` outside a dialog: a submission
 * (Enter) never leaves the page, so what was typed is never sent anywhere; the script searches in the browser. The
 * whole form needs the script: without it the layout's <noscript> style hides it and the page says so.
 */
export function SearchForm({ categories }: { categories: readonly string[] }) {
  return (
    // The search's root: the script looks for its parts inside it (lib/early/search/root.ts).
    <div {...{ [SEARCH_ROOT_ATTRIBUTE]: '' }}>
      <form
        method="dialog"
        role="search"
        aria-label="Buscar no site"
        {...{ [SEARCH_FORM_ATTRIBUTE]: '', [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
        className="space-y-5"
      >
        <QueryField />
        <SearchFilters categories={categories} />
      </form>
      <SearchResults />
    </div>
  );
}
