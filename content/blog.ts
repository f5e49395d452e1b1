import 'server-only';
import { ContentError, parseEntry } from './collection';
import { readYamlFile } from './files';
import { blogSchema, metaDescription, MAX_CATEGORY_NAME_LENGTH, type BlogCategory } from './schema';

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

/** content/blog.yaml as read: checked, each category with its slug; two names with one slug stop the build. */
export function parseBlog(entry: unknown) {
  const blog = parseEntry(BLOG_FILE, blogSchema, entry);
  const bySlug = new Map<string, string>();
  const categories: BlogCategory[] = blog.categories.map((category, index) => {
    const slug = categorySlug(category.name);
    const where = `${BLOG_FILE} → "${category.name}"`;
    if (!slug) throw new ContentError(where, `categories[${index}].name`, 'use letras ou números no nome (ele dá o endereço da página)');
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
  // The descriptions of the later pages, at their longest and shortest, must fit the search results like any other.
  const longestName = 'x'.repeat(MAX_CATEGORY_NAME_LENGTH);
  const filled: [field: string, text: string][] = [
    ['pageDescription', fillTemplate(blog.pageDescription, { pagina: 99, total: 99 })],
    ['pageDescription', fillTemplate(blog.pageDescription, { pagina: 2, total: 2 })],
    ['categoryPageDescription', fillTemplate(blog.categoryPageDescription, { pagina: 99, total: 99, categoria: longestName })],
    ['categoryPageDescription', fillTemplate(blog.categoryPageDescription, { pagina: 2, total: 2, categoria: 'x' })],
  ];
  for (const [field, text] of filled) parseEntry(`${BLOG_FILE} → campo "${field}", preenchido`, metaDescription(), text);
  return { ...blog, categories };
}

export const blog = parseBlog(readYamlFile(BLOG_FILE));
