import { posts } from '@/content/posts';
import type { BlogPost } from '@/content/types';
import { validatePosts } from './content-validation';

validatePosts(posts);

export function getAllPosts(): readonly BlogPost[] {
  return posts;
}

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The post the spec shows in place of an unknown slug. */
export function getFirstPost(): BlogPost {
  const [first] = posts;
  if (!first) throw new Error('O blog precisa de pelo menos um artigo.');
  return first;
}

export function getPostSlugs(): string[] {
  return posts.map((post) => post.slug);
}

export function postPath(post: Pick<BlogPost, 'slug'>): string {
  return `/blog/${post.slug}`;
}
