import path from 'node:path';
import { getIndexablePages } from '@/lib/indexable-pages';
import { shareImageJpeg } from '@/lib/share-image';

// One share image per indexable page, drawn during `next build` and written as out/og/<name>.jpg; each page's
// metadata (lib/metadata.ts) announces its own in og:image and twitter:image.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (src: string) => path.posix.basename(src);

export function generateStaticParams(): { image: string }[] {
  return getIndexablePages().map((page) => ({ image: fileName(page.shareImage.src) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }): Promise<Response> {
  const { image } = await params;
  const page = getIndexablePages().find((candidate) => fileName(candidate.shareImage.src) === image);
  if (!page) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await shareImageJpeg(page)), { headers: { 'Content-Type': 'image/jpeg' } });
}
