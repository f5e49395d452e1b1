import type { Metadata } from 'next';
import { getAllPosts } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { PostCard } from '@/components/blog/post-card';

export const metadata: Metadata = pageMetadata('/blog');

export default function BlogPage() {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Blog da Frio Norte"
        intro="Dicas práticas, novidades do setor e caminhos para crescer na carreira de refrigeração e climatização."
      />
      <section aria-label="Artigos" className="py-16 sm:py-20">
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {getAllPosts().map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
