import 'server-only';
import type { Metadata } from 'next';
import { site, TITLE_SUFFIX } from '@/content/site';
import { getIndexablePage, isHiddenFromSearchEngines, type IndexablePage } from './indexable-pages';
import { BLOG_PATH, FEED_PATH, BLOG_TITLE } from './posts';

export const TITLE_TEMPLATE = `%s${TITLE_SUFFIX}`;

/** The site's host as a share card or a search result shows it: escolafrionorte.com.br. */
export const SITE_DOMAIN = new URL(site.url).hostname.replace(/^www\./, '');

/** Absolute URL of a site path, without trailing slash (one URL form everywhere). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalised = path === '/' ? '' : `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return `${site.url}${normalised}`;
}

/** One helper for every page's title, description, canonical URL and share card, from the page registry. */
export function metadataFor(page: IndexablePage): Metadata {
  const url = absoluteUrl(page.path);
  const image = {
    url: absoluteUrl(page.shareImage.src),
    width: page.shareImage.width,
    height: page.shareImage.height,
    alt: page.shareImage.alt,
    type: 'image/jpeg',
  };
  const isArticle = page.kind === 'post';
  return {
    // The whole <title> is known here (content/page-title-schema.ts documentTitle); the layout's template is for pages
    // outside the registry (the not-found page).
    title: { absolute: page.documentTitle },
    description: page.description,
    // A scheduled post's page, built before its day (lib/posts.ts), and a page of results are not for search engines.
    ...(isHiddenFromSearchEngines(page) ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url,
      // The blog, its lists and its posts announce the blog's feed to feed readers.
      ...(isArticle || page.kind === 'list' || page.path === BLOG_PATH
        ? { types: { 'application/rss+xml': [{ url: absoluteUrl(FEED_PATH), title: BLOG_TITLE }] } }
        : {}),
    },
    openGraph: {
      title: page.documentTitle,
      description: page.description,
      url,
      siteName: site.name,
      locale: 'pt_BR',
      images: [image],
      ...(isArticle
        ? { type: 'article', publishedTime: page.publishedAt, section: page.shareEyebrow }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: page.documentTitle,
      description: page.description,
      images: [image],
    },
  };
}

/** Metadata of the page registered at this path (content/pages.ts, courses, posts). */
export function pageMetadata(path: string): Metadata {
  return metadataFor(getIndexablePage(path));
}
