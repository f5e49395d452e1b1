import path from 'node:path';
import { site } from '@/content/site';
import { coursePath, getAllCourses } from '@/lib/courses';
import { coursePriceFrom } from '@/lib/course-price';
import { getIndexablePages, type IndexablePage } from '@/lib/indexable-pages';
import { SITE_DOMAIN } from '@/lib/metadata';
import { dataUri, drawableText, shareImageJpeg } from '@/lib/share-image';
import { ShareCard } from '@/components/share/share-card';

// One share image per indexable page, drawn during `next build` and written as out/og/<name>.jpg; each page's
// metadata (lib/metadata.ts) announces its own in og:image and twitter:image.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (src: string) => path.posix.basename(src);

export function generateStaticParams(): { image: string }[] {
  // A list's later pages announce its first page's image: each file once.
  return [...new Set(getIndexablePages().map((page) => fileName(page.shareImage.src)))].map((image) => ({ image }));
}

/** A course page's price, as its details box says it, when a class still to come is priced (lib/course-price.ts). */
function pagePrice(page: IndexablePage): string | undefined {
  if (page.kind !== 'course') return undefined;
  const course = getAllCourses().find((candidate) => coursePath(candidate) === page.path);
  return course && coursePriceFrom(course);
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }): Promise<Response> {
  const { image } = await params;
  const page = getIndexablePages().find((candidate) => fileName(candidate.shareImage.src) === image);
  if (!page) return new Response('Not found', { status: 404 });
  const card = (
    <ShareCard
      // Each text without what the card's fonts cannot draw (an emoji): drawn with no network (lib/share-image.tsx).
      eyebrow={await drawableText(page.shareEyebrow)}
      // The home card shows the school's tagline; every other card, the page's own title.
      title={await drawableText(page.kind === 'home' ? site.tagline : page.title)}
      siteName={await drawableText(site.name)}
      domain={SITE_DOMAIN}
      logo={await dataUri(site.logo)}
      picture={page.picture ? await dataUri(page.picture) : undefined}
      price={await drawableText(pagePrice(page) ?? '')}
    />
  );
  return new Response(new Uint8Array(await shareImageJpeg(card, page.shareImage.src)), {
    headers: { 'Content-Type': 'image/jpeg' },
  });
}
