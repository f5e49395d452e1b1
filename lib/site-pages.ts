import { site } from '@/content/site';
import { staticPages } from '@/content/pages';
import type { ContentImage } from '@/content/types';
import { coursePath, getAllCourses } from './courses';
import { getAllPosts, postPath } from './posts';
import { validatePageSeo } from './content-validation';

export const TITLE_SUFFIX = ` | ${site.shortName}`;
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export type SitePageKind = 'home' | 'page' | 'course' | 'post';

/** Everything search engines and share previews need to know about one indexable page. */
export interface SitePage {
  path: string;
  kind: SitePageKind;
  /** The <title> as shown in search results, site name included. */
  documentTitle: string;
  /** The title as given to Next's metadata (the layout's template adds the site name unless absolute). */
  metadataTitle: string | { absolute: string };
  description: string;
  /** Text drawn on the share image. */
  shareEyebrow: string;
  shareTitle: string;
  /** The generated share image (JPEG, 1200×630) under public/og/. */
  shareImage: ContentImage;
  /** The page's own picture, drawn into the share image when there is one. */
  picture?: ContentImage;
  /** ISO date of publication (blog posts). */
  publishedAt?: string;
}

/** File of a page's share image: "/" → /og/inicio.jpg, "/cursos/x" → /og/cursos-x.jpg. */
export function shareImagePath(path: string): string {
  const name = path === '/' ? 'inicio' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/og/${name}.jpg`;
}

function shareImage(path: string, title: string): ContentImage {
  return {
    src: shareImagePath(path),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `${title} — ${site.name}`,
  };
}

function buildSitePages(): SitePage[] {
  const fixed = staticPages.map((page): SitePage => {
    const documentTitle = page.absoluteTitle ? page.title : `${page.title}${TITLE_SUFFIX}`;
    return {
      path: page.path,
      kind: page.path === '/' ? 'home' : 'page',
      documentTitle,
      metadataTitle: page.absoluteTitle ? { absolute: page.title } : page.title,
      description: page.description,
      shareEyebrow: page.shareEyebrow,
      shareTitle: page.path === '/' ? site.tagline : page.title,
      shareImage: shareImage(page.path, page.title),
    };
  });
  const courses = getAllCourses().map((course): SitePage => {
    const path = coursePath(course);
    const title = course.seoTitle ?? course.title;
    return {
      path,
      kind: 'course',
      documentTitle: `${title}${TITLE_SUFFIX}`,
      metadataTitle: title,
      description: course.description,
      shareEyebrow: `Curso · ${course.duration}`,
      shareTitle: course.title,
      shareImage: shareImage(path, course.title),
      picture: course.image,
    };
  });
  const posts = getAllPosts().map((post): SitePage => {
    const path = postPath(post);
    const title = post.seoTitle ?? post.title;
    return {
      path,
      kind: 'post',
      documentTitle: `${title}${TITLE_SUFFIX}`,
      metadataTitle: title,
      description: post.excerpt,
      shareEyebrow: `Blog · ${post.category}`,
      shareTitle: post.title,
      shareImage: shareImage(path, post.title),
      picture: post.image,
      publishedAt: post.publishedAt,
    };
  });
  return [...fixed, ...courses, ...posts];
}

const sitePages = buildSitePages();
// A title or description outside the limits stops the build, naming the page and the field.
validatePageSeo(sitePages);

/** Every indexable page of the site, in sitemap order. */
export function getSitePages(): readonly SitePage[] {
  return sitePages;
}

export function getSitePage(path: string): SitePage {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Nenhuma página cadastrada para "${path}" (veja content/pages.ts).`);
  return page;
}
