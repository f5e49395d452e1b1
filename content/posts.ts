import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseCollection } from './collection';
import { postSchema, type Post } from './schema';

/** Folder of the blog's posts: one Markdown file per post, named after its slug. */
export const POSTS_DIRECTORY = path.join('content', 'posts');

/** A post file's front matter and body, as written (checked by postSchema). */
export function readPostFile(file: string, source: string): Post {
  const { data, content } = matter(source);
  // Unknown YAML until postSchema has checked it (parseCollection).
  return { ...(data as Post), file, body: content.trim() };
}

function readPosts(): Post[] {
  const directory = path.join(process.cwd(), POSTS_DIRECTORY);
  const files = readdirSync(directory).filter((name) => name.endsWith('.md'));
  const entries = files.map((name) => {
    const file = `${POSTS_DIRECTORY}/${name}`;
    return readPostFile(file, readFileSync(path.join(directory, name), 'utf8'));
  });
  // The file name identifies a post in messages until its front matter is known to be valid.
  return parseCollection({ name: 'blog', schema: postSchema, key: 'file', unique: ['slug'] }, entries);
}

/** Blog posts, newest first. */
export const posts: readonly Post[] = readPosts().sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
