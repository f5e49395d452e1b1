import 'server-only';
import { z } from 'zod';
import { site } from '@/content/site';
import { staticPages } from '@/content/pages';
import { parseCollection } from '@/content/collection';
import { documentTitle, type Post, type SizedImage } from '@/content/schema';
import { coursePath, getAllCourses } from './courses';
import { BLOG_PATH, getAllPosts, getScheduledPosts, postPath } from './posts';
import { blogListDescription, blogListTitle, getBlogListPages } from './blog-lists';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
import { SEARCH_PATH } from '@/content/rules/site-search';

export type IndexablePageKind = 'home' | 'page' | 'course' | 'post' | 'list';

/** Everything search engines and share previews need to know about one indexable page. */
export interface IndexablePage {
  path: string;
  kind: IndexablePageKind;
  /** The page's own title, as its heading and its share image show it. */
  title: string;
  /** The <title> of search results, tabs and share cards: the title (or its shorter seoTitle) and the site name. */
  documentTitle: string;
  description: string;
  /** Small text above the title on the share image. */
  shareEyebrow: string;
  /** The page's share image (JPEG, 1200×630), drawn at build by app/og/[image]/route.tsx as out/og/<name>.jpg. */
  shareImage: SizedImage;
  /** The page's own picture, drawn into the share image when there is one. */
  picture?: SizedImage;
  /** ISO date of publication (blog posts). */
  publishedAt?: string;
  /**
   * A scheduled post's day (AAAA-MM-DD): its page is built but in no sitemap, and asks search engines not to index
   * it, until a build on that day (lib/posts.ts).
   */
  scheduledFor?: string;
  /**
   * A page of results, not of content (the site search): it asks search engines not to index it and is in no
   * sitemap, but it has its card, so that a search shared on WhatsApp previews as the site.
   */
  resultsPage?: true;
}

/** Pages of results: in the registry for their titles and cards, never for search engines. */
const RESULTS_PAGES: ReadonlySet<string> = new Set([SEARCH_PATH]);

/** File of a page's share image: "/" → /og/inicio.jpg, "/cursos/x" → /og/cursos-x.jpg. */
export function shareImagePath(path: string): string {
  const name = path === '/' ? 'inicio' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/og/${name}.jpg`;
}

function shareImage(path: string, title: string): SizedImage {
  return {
    src: shareImagePath(path),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `${title} — ${site.name}`,
  };
}

type PageDetails = Pick<
  IndexablePage,
  'description' | 'shareEyebrow' | 'picture' | 'publishedAt' | 'scheduledFor' | 'resultsPage'
>;

/** One page of the registry: its titles and share image come from its content entry the same way for every kind. */
function indexablePage(
  path: string,
  kind: IndexablePageKind,
  entry: { title: string; seoTitle?: string | undefined },
  details: PageDetails,
): IndexablePage {
  return {
    path,
    kind,
    title: entry.title,
    documentTitle: documentTitle(entry),
    shareImage: shareImage(path, entry.title),
    ...details,
  };
}

function buildIndexablePages(): IndexablePage[] {
  const fixed = staticPages.map((page) =>
    indexablePage(page.path, page.path === '/' ? 'home' : 'page', page, {
      description: page.description,
      shareEyebrow: page.shareEyebrow,
      ...(RESULTS_PAGES.has(page.path) ? { resultsPage: true as const } : {}),
    }),
  );
  const courses = getAllCourses().map((course) =>
    indexablePage(coursePath(course), 'course', course, {
      description: course.description,
      shareEyebrow: `Curso · ${course.duration}`,
      picture: course.image,
    }),
  );
  const postPage = (post: Post, scheduled: boolean) =>
    indexablePage(postPath(post), 'post', post, {
      description: post.excerpt,
      shareEyebrow: `Blog · ${post.category}`,
      picture: post.image,
      publishedAt: post.date,
      ...(scheduled ? { scheduledFor: post.date } : {}),
    });
  const posts = [
    ...getAllPosts().map((post) => postPage(post, false)),
    ...getScheduledPosts().map((post) => postPage(post, true)),
  ];
  // The blog's later pages and its categories' pages (/blog itself is a page of content/pages.yaml). A list's later
  // pages announce its first page's share image: one card per list, not one per page.
  const lists = getBlogListPages()
    .filter((list) => list.path !== BLOG_PATH)
    .map((list) => ({
      list,
      page: indexablePage(
        list.path,
        'list',
        { title: blogListTitle(list) },
        {
          description: blogListDescription(list),
          shareEyebrow: list.category ? 'Blog · categoria' : 'Blog',
        },
      ),
    }));
  const firstPageImages = new Map(
    [...fixed, ...lists.filter(({ list }) => list.page === 1).map(({ page }) => page)].map((page) => [
      page.path,
      page.shareImage,
    ]),
  );
  const listPages = lists.map(({ list, page }) => ({
    ...page,
    shareImage: firstPageImages.get(list.firstPath) ?? page.shareImage,
  }));
  return [...fixed, ...courses, ...posts, ...listPages];
}

const indexablePages = buildIndexablePages();
// Lengths are checked with each entry (content/schema.ts); across the site, no two pages may share a title or a
// description. A repeat stops the build, naming the page and, in marketing's words, the field.
const SEARCH_TITLE = 'título nos resultados de busca';
const DESCRIPTION = 'descrição';
parseCollection(
  {
    name: 'páginas',
    schema: z.object({ path: z.string(), [SEARCH_TITLE]: z.string(), [DESCRIPTION]: z.string() }),
    key: 'path',
    unique: [SEARCH_TITLE, DESCRIPTION],
  },
  indexablePages.map(({ path, documentTitle, description }) => ({
    path,
    [SEARCH_TITLE]: documentTitle,
    [DESCRIPTION]: description,
  })),
);

/** Every page of the registry, in sitemap order: the indexable ones, then the scheduled posts (neither they nor a page of results is in the sitemap). */
export function getIndexablePages(): readonly IndexablePage[] {
  return indexablePages;
}

/** Whether a page asks search engines to stay away (noindex): a scheduled post before its day, a page of results. */
export function isHiddenFromSearchEngines(page: IndexablePage): boolean {
  return Boolean(page.scheduledFor || page.resultsPage);
}

/** The pages the sitemap lists: every page of the registry but those hidden from search engines. */
export function getSitemapPages(): readonly IndexablePage[] {
  return indexablePages.filter((page) => !isHiddenFromSearchEngines(page));
}

export function getIndexablePage(path: string): IndexablePage {
  const page = indexablePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Nenhuma página cadastrada para "${path}" (veja content/pages.yaml).`);
  return page;
}
