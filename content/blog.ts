import 'server-only';
import { ContentError, parseEntry } from './collection';
import { readYamlFile } from './files';
import { blogSchema, type BlogCategory } from './schema';

/** The blog's texts and categories: content/blog.yaml, which marketing edits. */
export const BLOG_FILE = 'content/blog.yaml';

/**
 * The address of a category, from its name: without accents, lower case, words joined by hyphens
 * ("Manutenção" → "manutencao", "Ar-Condicionado Split" → "ar-condicionado-split").
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A text of content/blog.yaml with its {placeholders} filled in. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/**
 * content/blog.yaml as read: checked (the page descriptions' templates fit the search results however they are filled:
 * content/blog-schema.ts descriptionTemplate), each category with its slug; two names with one slug stop the build.
 */
export function parseBlog(entry: unknown) {
  const blog = parseEntry(BLOG_FILE, blogSchema, entry);
  const bySlug = new Map<string, string>();
  const categories: BlogCategory[] = blog.categories.map((category, index) => {
    const slug = categorySlug(category.name);
    const where = `${BLOG_FILE} → "${category.name}"`;
    if (!slug)
      throw new ContentError(
        where,
        `categories[${index}].name`,
        'use letras ou números no nome (ele dá o endereço da página)',
      );
    const same = bySlug.get(slug);
    if (same !== undefined) {
      throw new ContentError(
        where,
        `categories[${index}].name`,
        `é a mesma categoria que "${same}" (as duas teriam o endereço /blog/categoria/${slug}); use um nome só`,
      );
    }
    bySlug.set(slug, category.name);
    return { ...category, slug };
  });
  return { ...blog, categories };
}

export const blog = parseBlog(readYamlFile(BLOG_FILE));
