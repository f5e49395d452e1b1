import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { getAllCourses, coursePath } from '@/lib/courses';
import { getFirstPost, postPath } from '@/lib/posts';
import { toSuggestibleCourse } from '@/lib/course-suggestion';
import { blogFallbackScript } from '@/lib/blog-fallback';
import { absoluteUrl } from '@/lib/metadata';
import { getIndexablePage } from '@/lib/indexable-pages';
import { WayBackLinks } from '@/components/ui/way-back-links';
import { PostArticle } from '@/components/blog/post-article';
import { CourseSuggestion } from '@/components/not-found/course-suggestion';
import { BlogFallbackTitle } from '@/components/not-found/blog-fallback-title';

export const metadata: Metadata = {
  title: 'Página não encontrada',
  description: 'A página que você procurou não existe. Veja os cursos da Frio Norte ou volte para a página inicial.',
  robots: { index: false, follow: true },
};

/**
 * Exported as 404.html: the static host answers every unknown path with it. For /blog/{unknown} it shows the
 * first post instead (client's spec), switched before paint by an inline script.
 */
export default function NotFound() {
  const courses = getAllCourses();
  const firstPost = getFirstPost();
  const suggestible = courses.map((course) => toSuggestibleCourse(course, coursePath(course)));
  const fallbackTitle = getIndexablePage(postPath(firstPost)).documentTitle;

  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: blogFallbackScript(fallbackTitle, absoluteUrl(postPath(firstPost))),
        }}
      />
      <BlogFallbackTitle title={fallbackTitle} />
      <div className="not-found-blog-fallback">
        <PostArticle post={firstPost} />
      </div>
      <section aria-labelledby="nao-encontrada-titulo" className="not-found-default py-16 sm:py-24">
        <div className="container-page max-w-3xl text-center">
          <p className="font-heading text-6xl font-extrabold text-brand-600">404</p>
          <h1 id="nao-encontrada-titulo" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            Página não encontrada
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            O endereço pode ter mudado ou sido digitado errado. Que tal conhecer nossos cursos?
          </p>
          <CourseSuggestion courses={suggestible} />
          <ul className="mx-auto mt-8 grid max-w-xl gap-3 text-left">
            {courses.map((course) => (
              <li key={course.slug}>
                <IntentLink
                  href={coursePath(course)}
                  className="block rounded-xl bg-ice-50 px-5 py-4 font-semibold text-brand-700 ring-1 ring-ice-200 hover:bg-ice-100"
                >
                  {course.title}
                </IntentLink>
              </li>
            ))}
          </ul>
          <WayBackLinks />
        </div>
      </section>
    </>
  );
}
