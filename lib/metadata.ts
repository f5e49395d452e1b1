import type { Metadata } from 'next';
import { site } from '@/content/site';
import type { ContentImage } from '@/content/types';

export const TITLE_TEMPLATE = `%s | ${site.shortName}`;

export interface PageMetadataInput {
  /** Page title without the site name; the root layout's template adds it. */
  title: string;
  description: string;
  /** The page's path, e.g. "/cursos/x" ("/" for home). */
  path: string;
  image?: ContentImage;
  type?: 'website' | 'article';
  /** Use the title as written, without the template (home page). */
  absoluteTitle?: boolean;
  noIndex?: boolean;
}

/** Absolute URL of a site path, without trailing slash (one URL form everywhere). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalised = path === '/' ? '' : `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return `${site.url}${normalised}`;
}

/** One helper for every page's title, description, canonical URL and share card. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  absoluteTitle = false,
  noIndex = false,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : TITLE_TEMPLATE.replace('%s', title);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: site.name,
      locale: 'pt_BR',
      type,
      images: image
        ? [{ url: absoluteUrl(image.src), width: image.width, height: image.height, alt: image.alt }]
        : undefined,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
