import type { Metadata } from 'next';
import { site } from '@/content/site';
import { IntentLink } from '@/components/ui/intent-link';
import { getAllCourses, coursePath } from '@/lib/courses';
import { getFirstPost, postPath } from '@/lib/posts';
import { SUGGESTION_DATA_ID, toSuggestionCandidate } from '@/lib/course-suggestion';
import { BLOG_FALLBACK_DATA_ID, type BlogFallbackData } from '@/lib/blog-fallback';
import { SUGGESTION_PARAGRAPH_ID } from '@/lib/early/not-found-page';
import { InlineEarlyScript } from '@/components/layout/early-script';
import { JsonData } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/metadata';
import { getIndexablePage } from '@/lib/indexable-pages';
import { WayBackLinks } from '@/components/ui/way-back-links';
import { PostArticle } from '@/components/blog/post-article';
import { WhatsAppShareLink } from '@/components/share/whatsapp-share-link';
import type { Course, Post } from '@/content/schema';

export const metadata: Metadata = {
  title: 'Página não encontrada',
  description: `A página que você procurou não existe. Veja os cursos da ${site.shortName} ou volte para a página inicial.`,
  robots: { index: false, follow: true },
};

/**
 * For /blog/{unknown}: the first post, hidden until the early layer's inline script shows it in place of the rest of
 * the page (lib/early/not-found-page.ts).
 */
function BlogFallbackArticle({ post }: { post: Post }) {
  return (
    <div className="not-found-blog-fallback">
      <PostArticle post={post} share={<WhatsAppShareLink title={post.title} path={postPath(post)} />} />
    </div>
  );
}

/**
 * "Você quis dizer …?": a link to each course, all hidden; for a mistyped course URL the early layer's inline script
 * shows the paragraph with the nearest course's link.
 */
function CourseSuggestion({ courses }: { courses: readonly Course[] }) {
  return (
    <p
      id={SUGGESTION_PARAGRAPH_ID}
      hidden
      className="mx-auto mt-8 max-w-xl rounded-card bg-accent-400/20 px-6 py-4 text-lg text-navy-900 ring-1 ring-accent-500"
    >
      Você quis dizer{' '}
      {courses.map((course) => (
        <IntentLink
          key={course.slug}
          href={coursePath(course)}
          hidden
          className="font-bold text-brand-700 underline underline-offset-4"
        >
          {course.title}
        </IntentLink>
      ))}
      ?
    </p>
  );
}

/** A link to each course, the page's way on. */
function CourseLinks({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className="mx-auto mt-8 grid max-w-xl gap-3 text-left">
      {courses.map((course) => (
        <li key={course.slug}>
          <IntentLink
            href={coursePath(course)}
            className="block rounded-xl bg-ice-50 px-5 py-4 font-semibold text-brand-700 ring-1 ring-ice-200 forced-edge hover:bg-ice-100"
          >
            {course.title}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Exported as 404.html: the static host answers every unknown path with it. For /blog/{unknown} it shows the
 * first post instead (client's spec), and for a mistyped course URL it offers the nearest course: both are done
 * before the first paint by inline scripts of the early layer (lib/early/not-found-page.ts), each after the JSON block
 * it reads. This page has no client component of its own: its tree travels in the data of every page (Next.js
 * renders it as the root's not-found boundary), and so would their code.
 */
export default function NotFound() {
  const courses = getAllCourses();
  const firstPost = getFirstPost();
  const candidates = courses.map((course) => toSuggestionCandidate(course, coursePath(course)));
  const fallback: BlogFallbackData = {
    documentTitle: getIndexablePage(postPath(firstPost)).documentTitle,
    canonicalUrl: absoluteUrl(postPath(firstPost)),
  };

  return (
    <>
      <JsonData id={BLOG_FALLBACK_DATA_ID} data={fallback} />
      <InlineEarlyScript entry="blog-fallback" />
      <BlogFallbackArticle post={firstPost} />
      <section aria-labelledby="nao-encontrada-titulo" className="not-found-default py-16 sm:py-24">
        <div className="container-page max-w-3xl text-center">
          <p className="font-heading text-6xl font-extrabold text-brand-600">404</p>
          <h1 id="nao-encontrada-titulo" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            Página não encontrada
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            O endereço pode ter mudado ou sido digitado errado. Que tal conhecer nossos cursos?
          </p>
          <CourseSuggestion courses={courses} />
          <JsonData id={SUGGESTION_DATA_ID} data={candidates} />
          <InlineEarlyScript entry="course-suggestion" />
          <CourseLinks courses={courses} />
          <WayBackLinks />
        </div>
      </section>
    </>
  );
}
