import type { Metadata } from 'next';
import { Info } from 'lucide';
import { PageHeader } from '@/components/ui/page-header';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
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
          <section aria-labelledby="busca-cursos">
            <h2 id="busca-cursos" className="mb-4 text-xl font-extrabold">
              Nossos cursos
            </h2>
            <ul className="space-y-1">
              {courses.map((course) => (
                <li key={course.slug}>
                  <IntentLink href={coursePath(course)} className={linkClass}>
                    {course.title}
                  </IntentLink>
                  <span className="block text-sm text-slate-600">{course.category}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="busca-categorias">
            <h2 id="busca-categorias" className="mb-4 text-xl font-extrabold">
              Categorias do blog
            </h2>
            <ul className="space-y-1">
              {blogCategories.map((category) => (
                <li key={category.slug}>
                  <IntentLink href={categoryPath(category)} className={linkClass}>
                    {category.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
