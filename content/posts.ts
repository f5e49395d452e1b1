import 'server-only';
import path from 'node:path';
import { parseCollection } from './collection';
import { parseMarkdown, readMarkdownFolder } from './files';
import { postSchema, type Post } from './schema';

/** Folder of the blog's posts: one Markdown file per post, named after its slug. */
export const POSTS_DIRECTORY = path.join('content', 'posts');

/** A post file's front matter and body, as written (checked by postSchema). */
export function readPostFile(file: string, source: string): Post {
  const { data, body } = parseMarkdown(file, source);
  // Unknown YAML until postSchema has checked it (parseCollection).
  return { ...(data as Post), file, body };
}

function readPosts(): Post[] {
  const entries = readMarkdownFolder(POSTS_DIRECTORY).map(({ file, data, body }) => ({ ...data, file, body }));
  return parseCollection(
    { name: 'blog', file: entries.map(({ file }) => file), schema: postSchema, key: 'file', unique: ['slug'] },
    entries,
  );
}

/** Blog posts, newest first. */
export const posts: readonly Post[] = readPosts().sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
