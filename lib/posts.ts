import 'server-only';
import { blog } from '@/content/blog';
import { posts } from '@/content/posts';
import type { BlogCategory, Post } from '@/content/schema';
import { site } from '@/content/site';
import { RELATED_POSTS } from '@/content/rules/blog';
import { formatCalendarDay } from '@/content/fields';
import { buildDay } from './build-time';

/** Where the blog lists its posts; each post and each category has its page below it. */
export const BLOG_PATH = '/blog';

/** Where the blog's RSS 2.0 feed is published (app/blog/feed.xml/route.ts, lib/feed.ts). */
export const FEED_PATH = `${BLOG_PATH}/feed.xml`;
/** The blog's name: the heading of /blog and the title of its feed. */
export const BLOG_TITLE = `Blog da ${site.shortName}`;

/**
 * A post is out once its day has come, in the school's time zone (lib/build-time.ts), unless it is a draft. Until
 * then it is in no list, link, feed nor sitemap. A scheduled post (dated after the build's day) has its page built,
 * asked not to be indexed, so that marketing can check it at its address; a draft has no page at all.
 */
export function isPublished(post: Pick<Post, 'date' | 'draft'>, day: string = buildDay()): boolean {
  return !post.draft && post.date <= day;
}

/** Dated after the build's day (and not a draft): built, unlisted, not indexed, until its day. */
export function isScheduled(post: Pick<Post, 'date' | 'draft'>, day: string = buildDay()): boolean {
  return !post.draft && post.date > day;
}

const today = buildDay();
/** The posts out on the build's day, newest first: every list, link, feed and sitemap entry. */
const published: readonly Post[] = posts.filter((post) => isPublished(post, today));
/** The posts that have a page: the published and the scheduled ones. */
const built: readonly Post[] = posts.filter((post) => !post.draft);

/** The published posts, newest first. */
export function getAllPosts(): readonly Post[] {
  return published;
}

/** A post that has a page (published or scheduled). */
export function getPost(slug: string): Post | undefined {
  return built.find((post) => post.slug === slug);
}

/** The post the spec shows in place of an unknown slug: the newest published one. */
export function getFirstPost(): Post {
  const [first] = published;
  if (!first)
    throw new Error('O blog precisa de pelo menos um artigo publicado (sem "draft: true" e com data até hoje).');
  return first;
}

/** The slugs of the posts that have a page. */
export function getPostSlugs(): string[] {
  return built.map((post) => post.slug);
}

/** The scheduled posts: built, unlisted, until their day. */
export function getScheduledPosts(): readonly Post[] {
  return built.filter((post) => isScheduled(post, today));
}

export function postPath(post: Pick<Post, 'slug'>): string {
  return `${BLOG_PATH}/${post.slug}`;
}

/** The categories that have posts, in the order of content/blog.yaml. */
export function getCategories(): readonly BlogCategory[] {
  return blog.categories.filter((category) => published.some((post) => post.category === category.name));
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
export function getPostsInCategory(
  category: Pick<BlogCategory, 'name'>,
  all: readonly Post[] = published,
): readonly Post[] {
  return all.filter((post) => post.category === category.name);
}

/** What to read next at the end of a post: the newest of its category first, then the newest of the others. */
export function relatedPosts(post: Post, all: readonly Post[] = published, count = RELATED_POSTS): readonly Post[] {
  const others = all.filter((candidate) => candidate.slug !== post.slug);
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  return [...sameCategory, ...others.filter((candidate) => candidate.category !== post.category)].slice(0, count);
}

/** The posts published just before (older) and just after (newer) this one. */
export function neighbourPosts(
  post: Post,
  all: readonly Post[] = published,
): { older: Post | undefined; newer: Post | undefined } {
  const index = all.findIndex((candidate) => candidate.slug === post.slug);
  if (index === -1) return { older: undefined, newer: undefined };
  return { older: all[index + 1], newer: all[index - 1] };
}

/** A post's date as visitors read it: "2025-11-04" → "4 de novembro de 2025". */
export function formatPostDate(isoDate: string): string {
  return formatCalendarDay(isoDate);
}
