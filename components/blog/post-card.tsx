import { IntentLink } from '@/components/ui/intent-link';
import type { Post } from '@/content/schema';
import { categoryOf, categoryPath, postPath } from '@/lib/posts';
import { ContentImage } from '@/components/ui/content-image';
import { PostByline } from './post-byline';

interface PostCardProps {
  post: Post;
  /** The level of the card's title: 2 in a list page, 3 under a section's own heading (related posts). */
  titleLevel?: 2 | 3;
}

export function PostCard({ post, titleLevel = 2 }: PostCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  // Two cards a row in a list page, three under a post (the article's column is 850 px wide).
  const sizes = titleLevel === 2 ? '(min-width: 1024px) 600px, 100vw' : '(min-width: 768px) 270px, 100vw';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ice-200">
      <ContentImage image={post.image} sizes={sizes} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide uppercase">
          {/* Above the card's own link, which covers the card (after:inset-0). */}
          <IntentLink
            href={categoryPath(categoryOf(post))}
            className="relative z-10 inline-flex min-h-11 items-center text-brand-700 hover:underline"
          >
            {post.category}
          </IntentLink>
        </p>
        <Title className={titleLevel === 2 ? 'text-xl font-bold' : 'text-lg font-bold'}>
          <IntentLink href={postPath(post)} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </IntentLink>
        </Title>
        <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
        <PostByline post={post} className="mt-5 text-slate-600" />
        <p aria-hidden="true" className="mt-4 font-semibold text-brand-700 group-hover:underline">
          Leia Mais →
        </p>
      </div>
    </article>
  );
}
