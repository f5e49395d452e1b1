import type { Post } from '@/content/schema';
import { TitledSection } from '@/components/ui/titled-section';
import { PostCard } from './post-card';

interface RelatedPostsProps {
  posts: readonly Post[];
}

/** "Leia também": a few posts to read next, as cards (lib/posts.ts relatedPosts chooses them). */
export function RelatedPosts({ posts }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <TitledSection id="leia-tambem" title="Leia também" className="mt-16 border-t border-ice-200 pt-12">
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} titleLevel={3} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
