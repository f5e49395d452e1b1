import 'server-only';
import { blog, fillTemplate } from '@/content/blog';
import type { BlogCategory, Post } from '@/content/schema';
import { BLOG_PAGE_SIZE } from '@/content/rules/blog';
import { listPagePath, pageCount, pageItems } from './pagination';
import { BLOG_PATH, categoryPath, getAllPosts, getCategories, getPostsInCategory } from './posts';

/** One page of a list of posts: the blog's (/blog, /blog/pagina/N) or a category's (/blog/categoria/{slug}…). */
export interface BlogListPage {
  path: string;
  /** From 1. */
  page: number;
  pageCount: number;
  posts: readonly Post[];
  /** The category listed; none for the blog's own pages. */
  category?: BlogCategory;
  /** The list's first page, whose share image the later pages announce too. */
  firstPath: string;
}

function listPages(base: string, posts: readonly Post[], category?: BlogCategory): BlogListPage[] {
  const total = pageCount(posts.length, BLOG_PAGE_SIZE);
  return Array.from({ length: total }, (_, index) => ({
    path: listPagePath(base, index + 1),
    page: index + 1,
    pageCount: total,
    posts: pageItems(posts, index + 1, BLOG_PAGE_SIZE),
    ...(category ? { category } : {}),
    firstPath: base,
  }));
}

const blogListPages: readonly BlogListPage[] = [
  ...listPages(BLOG_PATH, getAllPosts()),
  ...getCategories().flatMap((category) => listPages(categoryPath(category), getPostsInCategory(category), category)),
];

/** Every page of every list of posts, the blog's first, then each category's. */
export function getBlogListPages(): readonly BlogListPage[] {
  return blogListPages;
}

export function getBlogListPage(path: string): BlogListPage | undefined {
  return blogListPages.find((page) => page.path === path);
}

/** The page's title, before the site's suffix: "Blog — página 2", "Manutenção — Blog", "Manutenção — Blog, página 2". */
export function blogListTitle({ category, page }: Pick<BlogListPage, 'category' | 'page'>): string {
  if (!category) return `Blog — página ${page}`;
  return page === 1 ? `${category.name} — Blog` : `${category.name} — Blog, página ${page}`;
}

/** The page's description for search results: the category's own on its first page, content/blog.yaml's later. */
export function blogListDescription({
  category,
  page,
  pageCount: total,
}: Pick<BlogListPage, 'category' | 'page' | 'pageCount'>): string {
  if (!category) return fillTemplate(blog.pageDescription, { pagina: page, total });
  if (page === 1) return category.description;
  return fillTemplate(blog.categoryPageDescription, { categoria: category.name, pagina: page, total });
}
