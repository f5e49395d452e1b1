import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlogListPage, getBlogListPages } from '@/lib/blog-lists';
import { BLOG_PATH } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { BlogList } from '@/components/blog/blog-list';

/**
 * The blog's list pages below /blog: its later pages (/blog/pagina/2…) and its categories' pages
 * (/blog/categoria/{slug}, /blog/categoria/{slug}/pagina/2…). One route under the posts' [slug] because Next.js wants one
 * name per dynamic segment, and with `output: 'export'` every dynamic route must make at least one page: a blog of
 * twelve posts has no /blog/pagina/2, but always a category. Any other address is the not-found page (404).
 */
interface BlogListRouteProps {
  params: Promise<{ slug: string; list: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string; list: string[] }[] {
  return getBlogListPages()
    .filter((page) => page.path !== BLOG_PATH)
    .map((page) => {
      const [slug = '', ...list] = page.path.slice(BLOG_PATH.length + 1).split('/');
      return { slug, list };
    });
}

async function pathOf(params: BlogListRouteProps['params']): Promise<string> {
  const { slug, list } = await params;
  return [BLOG_PATH, slug, ...list].join('/');
}

export async function generateMetadata({ params }: BlogListRouteProps): Promise<Metadata> {
  return pageMetadata(await pathOf(params));
}

export default async function BlogListRoute({ params }: BlogListRouteProps) {
  const list = getBlogListPage(await pathOf(params));
  if (!list) notFound();
  return <BlogList list={list} />;
}
