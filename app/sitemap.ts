import type { MetadataRoute } from 'next';
import { getSitemapPages } from '@/lib/indexable-pages';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Exactly the indexable pages, at their canonical URLs: not the not-found page, nor a scheduled post before its day. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getSitemapPages().map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: page.publishedAt,
    changeFrequency: page.kind === 'post' ? 'yearly' : 'monthly',
    priority: page.kind === 'home' ? 1 : page.kind === 'course' ? 0.9 : 0.7,
  }));
}
