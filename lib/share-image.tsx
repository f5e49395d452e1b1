import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import type { ReactElement } from 'react';
import type { SizedImage } from '@/content/schema';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true } as const;

const root = process.cwd();

/** satori reads WOFF (not WOFF2): the same @fontsource files the site self-hosts. */
async function fonts() {
  const file = (family: string, weight: number) =>
    readFile(path.join(root, 'node_modules/@fontsource', family, 'files', `${family}-latin-${weight}-normal.woff`));
  return [
    { name: 'Montserrat', data: await file('montserrat', 800), weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: await file('inter', 400), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: await file('inter', 600), weight: 600 as const, style: 'normal' as const },
  ];
}

/**
 * A picture of public/ as a data: URI (next/og cannot fetch the site's own files during the build). next/og draws
 * SVG, PNG and JPEG only: any other picture (the WebP the editor makes of an uploaded photo) is handed over as JPEG.
 */
export async function dataUri(image: Pick<SizedImage, 'src'>): Promise<string> {
  const file = await readFile(path.join(root, 'public', image.src));
  const extension = path.extname(image.src).toLowerCase();
  if (extension === '.svg') return `data:image/svg+xml;base64,${file.toString('base64')}`;
  if (extension === '.png') return `data:image/png;base64,${file.toString('base64')}`;
  const jpeg = ['.jpg', '.jpeg'].includes(extension) ? file : await sharp(file).jpeg(JPEG_OPTIONS).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A share card (components/share/share-card.tsx, composed by app/og/[image]/route.tsx) as the JPEG of 1200×630 that
 * pages announce; one heavier than WhatsApp shows stops the build, naming `file`.
 */
export async function shareImageJpeg(card: ReactElement, file: string): Promise<Buffer> {
  const png = new ImageResponse(card, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: await fonts() });
  const jpeg = await sharp(Buffer.from(await png.arrayBuffer())).jpeg(JPEG_OPTIONS).toBuffer();
  if (jpeg.length > SHARE_IMAGE_MAX_BYTES) throw new Error(`${file} tem ${jpeg.length} bytes (máximo ${SHARE_IMAGE_MAX_BYTES})`);
  return jpeg;
}
