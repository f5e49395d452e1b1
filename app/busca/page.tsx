import type { Metadata } from 'next';
import { Info } from 'lucide';
import { PageHeader } from '@/components/ui/page-header';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { TitledSection } from '@/components/ui/titled-section';
import { SearchForm } from '@/components/search/search-form';
import { EarlyPageScript } from '@/components/layout/early-script';
import { coursePath, getAllCourses } from '@/lib/courses';
import { categoryPath, getCategories } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { SEARCH_PATH } from '@/content/rules/site-search';

// The search page (lib/search.ts): search over courses, posts and the school's pages, in the browser (Pagefind). Not
// for search engines: a page of results is not a page of content (noindex, out of the sitemap; lib/indexable-pages.ts);
// its links are. Its title, description and share card come from content/pages.yaml, as every page's.
export const metadata: Metadata = pageMetadata(SEARCH_PATH);

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center font-semibold text-brand-700 underline-offset-4 hover:text-navy-900 hover:underline';

/** A page the visitor may go to without searching; `note` is said under its link (a course's category). */
interface PageLink {
  href: string;
  label: string;
  note?: string;
}

/** A titled list of links, for the visitor who knows where to go, or whose browser cannot search. */
function LinkSection({ id, title, links }: { id: string; title: string; links: readonly PageLink[] }) {
  return (
    <TitledSection id={id} title={title} headingClassName="mb-4 text-xl">
      <ul className="space-y-1">
        {links.map(({ href, label, note }) => (
          <li key={href}>
            <IntentLink href={href} className={linkClass}>
              {label}
            </IntentLink>
            {note !== undefined && <span className="block text-sm text-slate-600">{note}</span>}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export default function SearchPage() {
  const courses = getAllCourses();
  const blogCategories = getCategories();
  const categories = [
    ...new Set([...courses.map((course) => course.category), ...blogCategories.map((category) => category.name)]),
  ];
  return (
    <>
      <EarlyPageScript entry="search" />
      <PageHeader
        eyebrow="Busca"
        title="Buscar no site"
        intro="Encontre um curso, um artigo do blog ou uma informação da escola: escreva o que procura, com ou sem acentos."
      />
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <SearchForm categories={categories} />
        <noscript>
          <p className="flex gap-3 rounded-lg bg-ice-50 p-4 text-navy-900 ring-1 ring-ice-200">
            <Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              A busca do site precisa do JavaScript ativado no navegador. Sem ele, encontre o que procura nos cursos e
              nas categorias do blog logo abaixo.
            </span>
          </p>
        </noscript>
        <div className="mt-14 grid gap-10 border-t border-ice-200 pt-10 sm:grid-cols-2">
          <LinkSection
            id="busca-cursos"
            title="Nossos cursos"
            links={courses.map((course) => ({ href: coursePath(course), label: course.title, note: course.category }))}
          />
          <LinkSection
            id="busca-categorias"
            title="Categorias do blog"
            links={blogCategories.map((category) => ({ href: categoryPath(category), label: category.name }))}
          />
        </div>
      </div>
    </>
  );
}
