import type { Metadata } from 'next';
import { getBlogListPage } from '@/lib/blog-lists';
import { BLOG_PATH } from '@/lib/posts';
import { pageMetadata } from '@/lib/metadata';
import { BlogList } from '@/components/blog/blog-list';

export const metadata: Metadata = pageMetadata(BLOG_PATH);

export default function BlogPage() {
  const list = getBlogListPage(BLOG_PATH);
  if (!list) throw new Error('O blog precisa de pelo menos um artigo.');
  return <BlogList list={list} />;
}
