import { blogFeedXml } from '@/lib/feed';

// Written once at build time as out/blog/feed.xml.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(blogFeedXml(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
