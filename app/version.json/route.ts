import { getIndexablePages } from '@/lib/indexable-pages';
import { buildInfo, liveVersion } from '@/lib/build-info';

// The version file (content/rules/publication.ts): which commit this build is, when it was built and how many pages
// it publishes, from the same build facts the page report shows. The publication workflow reads it back from the
// live site (scripts/publication/live-check.ts); the page report reads it when opened. Every host serves it uncached.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(liveVersion(buildInfo(), getIndexablePages().length));
}
