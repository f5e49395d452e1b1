import { IntentLink } from '@/components/ui/intent-link';
import type { Post } from '@/content/schema';
import { postPath } from '@/lib/posts';
import { ContentImage } from '@/components/ui/content-image';
import { PostByline } from './post-byline';

interface PostCardProps {
  post: Post;
}

export function PostCard({ post }: PostCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ice-200">
      <ContentImage
        image={post.image}
        sizes="(min-width: 1024px) 600px, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
        <h2 className="text-xl font-bold">
          <IntentLink href={postPath(post)} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </IntentLink>
        </h2>
        <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
        <PostByline post={post} className="mt-5 text-slate-600" />
        <p aria-hidden="true" className="mt-4 font-semibold text-brand-700 group-hover:underline">
          Leia Mais →
        </p>
      </div>
    </article>
  );
}
