import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPost, getPostSlugs, neighbourPosts, postPath, relatedPosts } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { PostArticle } from '@/components/blog/post-article';
import { ShareLinks } from '@/components/share/share-links';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPostingJsonLd } from '@/lib/json-ld';
import { RelatedPosts } from '@/components/blog/related-posts';
import { PostNeighbours } from '@/components/blog/post-neighbours';
import { Searchable } from '@/components/search/searchable';

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

// Unknown slugs have no page of their own; the host's not-found page shows the first post for them.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPostSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata(postPath(post));
}

export default async function PostPage({ params }: PostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <Searchable kind="Artigo" category={post.category}>
        <PostArticle post={post} share={<ShareLinks title={post.title} path={postPath(post)} />} />
      </Searchable>
      <div className="container-page max-w-4xl pb-16 sm:pb-20">
        <PostNeighbours {...neighbourPosts(post)} />
        <RelatedPosts posts={relatedPosts(post)} />
      </div>
    </>
  );
}
