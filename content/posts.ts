import 'server-only';
import { BLOG_FILE, blog, categorySlug } from './blog';
import { ContentError, parseCollection } from './collection';
import { parseMarkdown, readMarkdownFolder } from './files';
import { postSchema, type BlogCategory, type Post } from './schema';

/**
 * Folder of the blog's posts: one Markdown file per post, named after its slug. Written with "/" on every system, as
 * in the messages and in the editor's configuration (lib/cms/config.ts).
 */
export const POSTS_DIRECTORY = 'content/posts';

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

/** Each post's category is one of content/blog.yaml, spelt as there: two spellings would be two categories. */
export function checkCategories(list: readonly Post[], categories: readonly BlogCategory[] = blog.categories): void {
  const names = categories.map((category) => category.name);
  for (const post of list) {
    if (names.includes(post.category)) continue;
    const spelling = categories.find((category) => category.slug === categorySlug(post.category));
    throw new ContentError(
      post.file,
      'category',
      spelling
        ? `escreva "${spelling.name}", como a categoria está em ${BLOG_FILE}`
        : `"${post.category}" não é uma categoria do blog; use uma de ${BLOG_FILE} (${names.join(', ')}) ou acrescente-a lá`,
    );
  }
}

/** Blog posts, newest first. */
export const posts: readonly Post[] = readPosts().sort(
  (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
);
checkCategories(posts);
