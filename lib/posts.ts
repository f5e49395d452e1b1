import 'server-only';
import { blog } from '@/content/blog';
import { posts } from '@/content/posts';
import type { BlogCategory, Post } from '@/content/schema';
import { site } from '@/content/site';
import { RELATED_POSTS } from '@/content/rules/blog';

/** Where the blog lists its posts; each post and each category has its page below it. */
export const BLOG_PATH = '/blog';

/** Where the blog's RSS 2.0 feed is published (app/blog/feed.xml/route.ts, lib/feed.ts). */
export const FEED_PATH = `${BLOG_PATH}/feed.xml`;
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
  return `${BLOG_PATH}/${post.slug}`;
}

/** The categories that have posts, in the order of content/blog.yaml. */
export function getCategories(): readonly BlogCategory[] {
  return blog.categories.filter((category) => posts.some((post) => post.category === category.name));
}

/** A post's category (content/posts.ts has checked that it is one). */
export function categoryOf(post: Pick<Post, 'category'>): BlogCategory {
  const category = blog.categories.find((candidate) => candidate.name === post.category);
  if (!category) throw new Error(`"${post.category}" não é uma categoria do blog`);
  return category;
}

export function categoryPath(category: Pick<BlogCategory, 'slug'>): string {
  return `${BLOG_PATH}/categoria/${category.slug}`;
}

/** A category's posts, newest first. */
export function getPostsInCategory(category: Pick<BlogCategory, 'name'>, all: readonly Post[] = posts): readonly Post[] {
  return all.filter((post) => post.category === category.name);
}

/** What to read next at the end of a post: the newest of its category first, then the newest of the others. */
export function relatedPosts(post: Post, all: readonly Post[] = posts, count = RELATED_POSTS): readonly Post[] {
  const others = all.filter((candidate) => candidate.slug !== post.slug);
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  return [...sameCategory, ...others.filter((candidate) => candidate.category !== post.category)].slice(0, count);
}

/** The posts published just before (older) and just after (newer) this one. */
export function neighbourPosts(post: Post, all: readonly Post[] = posts): { older: Post | undefined; newer: Post | undefined } {
  const index = all.findIndex((candidate) => candidate.slug === post.slug);
  if (index === -1) return { older: undefined, newer: undefined };
  return { older: all[index + 1], newer: all[index - 1] };
}

const displayDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A post's date as visitors read it: "2025-11-04" → "4 de novembro de 2025". */
export function formatPostDate(isoDate: string): string {
  return displayDate.format(new Date(`${isoDate}T00:00:00Z`));
}
