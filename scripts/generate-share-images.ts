/**
 * Writes one share image (JPEG, 1200×630) per indexable page into public/og/, from the same page registry
 * that fills each page's og:image (lib/site-pages.ts). Runs before `next build`; the files are build output.
 *
 *   npx tsx scripts/generate-share-images.ts
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { site } from '@/content/site';
import { getSitePages } from '@/lib/site-pages';
import type { ContentImage } from '@/content/types';
import { CARD_HEIGHT, CARD_WIDTH, shareCard } from './share-images/card';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const fontDir = path.join(root, 'node_modules/@fontsource');
/** WhatsApp drops previews of heavier images. */
const MAX_BYTES = 300 * 1024;

async function fontFile(family: string, weight: number): Promise<Buffer> {
  return readFile(path.join(fontDir, family, 'files', `${family}-latin-${weight}-normal.woff`));
}

async function dataUri(image: Pick<ContentImage, 'src'>): Promise<string> {
  if (!image.src.startsWith('/')) {
    throw new Error(`Imagem externa não pode ser desenhada offline: ${image.src}`);
  }
  const file = path.join(publicDir, image.src);
  const bytes = await readFile(file);
  const mime = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

async function main(): Promise<void> {
  const fonts = [
    { name: 'Montserrat', data: await fontFile('montserrat', 800), weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: await fontFile('inter', 400), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: await fontFile('inter', 600), weight: 600 as const, style: 'normal' as const },
  ];
  const logo = await dataUri(site.logo);
  const domain = new URL(site.url).hostname.replace(/^www\./, '');
  const outDir = path.join(publicDir, 'og');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  for (const page of getSitePages()) {
    const card = shareCard({
      eyebrow: page.shareEyebrow,
      title: page.shareTitle,
      siteName: site.name,
      domain,
      logo,
      picture: page.picture ? await dataUri(page.picture) : undefined,
    });
    // satori takes React-like element trees; ours are plain objects of that shape.
    const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.length > MAX_BYTES) throw new Error(`${page.shareImage.src} tem ${jpeg.length} bytes (máximo ${MAX_BYTES})`);
    await writeFile(path.join(publicDir, page.shareImage.src), jpeg);
    console.log(`${page.shareImage.src}  ${(jpeg.length / 1024).toFixed(0)} KiB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
