import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { cmsFilesPrefix, cmsPage } from '@/content/rules/serving';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The content editor is for the school's team, not for search results.
    rules: { userAgent: '*', allow: '/', disallow: [cmsPage, cmsFilesPrefix] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
