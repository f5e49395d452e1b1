import { IntentLink } from '@/components/ui/intent-link';
import { ArrowLeft } from 'lucide';
import type { ReactNode } from 'react';
import type { Post } from '@/content/schema';
import { ContentImage } from '@/components/ui/content-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { PostByline } from './post-byline';
import { BLOG_PATH, categoryOf, categoryPath, postPath } from '@/lib/posts';
import { ARTICLE_BODY_CLASS } from '@/lib/article-body';
import { renderPostBody } from '@/lib/post-body';
import { Icon } from '@/components/ui/icon';

interface PostArticleProps {
  post: Post;
  /**
   * The share row under the post, given by the page: the post's page offers ShareLinks (WhatsApp and copy-link);
   * the not-found page's copy of the first post only the WhatsApp link, because its client components would load
   * on every page (Next.js sends the not-found tree in every page's data).
   */
  share: ReactNode;
}

/** A whole blog post: header, image, excerpt, the body (when the post has more than its excerpt) and the way back. */
export function PostArticle({ post, share }: PostArticleProps) {
  const body = renderPostBody(post);
  return (
    <article>
      <PageHeader
        narrow
        eyebrow={
          <IntentLink
            href={categoryPath(categoryOf(post))}
            className="inline-flex min-h-11 items-center hover:underline"
          >
            {post.category}
          </IntentLink>
        }
        title={post.title}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: 'Início', href: '/' },
              { label: 'Blog', href: BLOG_PATH },
              { label: post.category, href: categoryPath(categoryOf(post)) },
            ]}
            current={{ label: post.title, href: postPath(post) }}
          />
        }
      >
        {/* Not what a search result's excerpt should quote (components/search/searchable.tsx). */}
        <div data-pagefind-ignore="">
          <PostByline post={post} className="mt-6 text-ice-100" />
        </div>
      </PageHeader>
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <ContentImage
          image={post.image}
          priority
          sizes="(min-width: 896px) 850px, 100vw"
          className="mb-10 aspect-video w-full rounded-card object-cover shadow-card"
        />
        <p className="mb-8 text-xl text-slate-600">{post.excerpt}</p>
        {body && (
          // Rendered from the post's Markdown at build time, checked and sanitised by lib/post-body.ts.
          <div className={ARTICLE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: body }} />
        )}
        <div className="mt-12 border-t border-ice-200 pt-8">{share}</div>
        <p className="mt-8">
          <IntentLink
            href={BLOG_PATH}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <Icon icon={ArrowLeft} className="size-5" />
            Voltar para o Blog
          </IntentLink>
        </p>
      </div>
    </article>
  );
}
