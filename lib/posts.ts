import 'server-only';
import { posts } from '@/content/posts';
import type { Post } from '@/content/schema';
import { site } from '@/content/site';

/** Where the blog's RSS 2.0 feed is published (app/blog/feed.xml/route.ts, lib/feed.ts). */
export const FEED_PATH = '/blog/feed.xml';
/** The blog's name: the heading of /blog and the title of its feed. */
export const BLOG_TITLE = `Blog da ${site.shortName}`;

export function getAllPosts(): readonly Post[] {
  return posts;
}

export function getPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The post the spec shows in place of an unknown slug. */
export function getFirstPost(): Post {
  const [first] = posts;
  if (!first) throw new Error('O blog precisa de pelo menos um artigo.');
  return first;
}

export function getPostSlugs(): string[] {
  return posts.map((post) => post.slug);
}

export function postPath(post: Pick<Post, 'slug'>): string {
  return `/blog/${post.slug}`;
}

const displayDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A post's date as visitors read it: "2025-11-04" → "4 de novembro de 2025". */
export function formatPostDate(isoDate: string): string {
  return displayDate.format(new Date(`${isoDate}T00:00:00Z`));
}
