import type { Metadata } from 'next';
import { BLOG_TITLE, getAllPosts } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { ListPage } from '@/components/ui/list-page';
import { PostCard } from '@/components/blog/post-card';

export const metadata: Metadata = pageMetadata('/blog');

export default function BlogPage() {
  return (
    <ListPage
      eyebrow="Blog"
      title={BLOG_TITLE}
      intro="Dicas práticas, novidades do setor e caminhos para crescer na carreira de refrigeração e climatização."
      listLabel="Artigos"
      items={getAllPosts()}
      itemKey={(post) => post.slug}
      renderItem={(post) => <PostCard post={post} />}
    />
  );
}
