import { getIndexablePages } from '@/lib/indexable-pages';
import { buildInfo, liveVersion } from '@/lib/build-info';
import { buildNextChange } from '@/lib/next-change';

// The version file (content/rules/publication.ts): which commit this build is, when it was built, how many pages it
// publishes and when the calendar next changes it, from the same build facts the page report shows (the post-build
// step adds the digest). The publication workflow reads it back from the live site (scripts/publication/), the page
// report when opened. Every host serves it uncached.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(liveVersion(buildInfo(), getIndexablePages().length, buildNextChange()));
}
