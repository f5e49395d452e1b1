import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create as openFont } from 'fontkitten';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { SizedImage } from '@/content/schema';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true } as const;

const root = process.cwd();

/** satori reads WOFF (not WOFF2): the same @fontsource files the site self-hosts. */
async function readFonts() {
  const file = (family: string, weight: number) =>
    readFile(path.join(root, 'node_modules/@fontsource', family, 'files', `${family}-latin-${weight}-normal.woff`));
  return [
    { name: 'Montserrat', data: await file('montserrat', 800), weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: await file('inter', 400), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: await file('inter', 600), weight: 600 as const, style: 'normal' as const },
  ];
}

/** The card's fonts, read once per build worker. */
let cardFonts: ReturnType<typeof readFonts> | undefined;
const fonts = () => (cardFonts ??= readFonts());

/** Whether every font of the card has a glyph for a character, read once per build worker. */
let drawable: Promise<(codePoint: number) => boolean> | undefined;

/**
 * A text as the card can draw it: the characters that one of its fonts lacks (an emoji, another alphabet) left out,
 * and the spaces around them closed up ("❄️ Dicas de inverno" → "Dicas de inverno"). next/og would download a glyph
 * for each of them from a third-party CDN while building, or stop the build where there is no network. Portuguese,
 * with every accent, is drawn whole; the page itself keeps the full text.
 */
export async function drawableText(text: string): Promise<string> {
  drawable ??= fonts().then((list) => {
    const parsed = list.map(({ data }) => openFont(data));
    return (codePoint: number) =>
      parsed.every((font) => 'hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(codePoint));
  });
  const has = await drawable;
  const kept = [...text].map((character) =>
    /\s/.test(character) || has(character.codePointAt(0) ?? 0) ? character : '',
  );
  return kept.join('').replace(/\s+/g, ' ').trim();
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
 * What a card draws, as plain data: its elements with their props and texts, the card's own components expanded (they
 * are plain functions of their props, as next/og needs them to be). The pictures are in it as data: URIs.
 */
function drawing(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(drawing);
  if (!isValidElement<{ children?: ReactNode }>(node)) return node ?? null;
  if (typeof node.type === 'function') return drawing((node.type as (props: unknown) => ReactNode)(node.props));
  const { children, ...props } = node.props;
  return [typeof node.type === 'string' ? node.type : String(node.type), props, drawing(children)];
}

const packageVersion = async (name: string) =>
  (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * Drawn cards, kept across builds by what they draw: a rebuild after one post changed draws that post's card again and
 * takes the others as they were. Under .next/cache, which `next build` keeps and the hosts that build Next.js sites
 * keep between builds.
 */
const CACHE_DIR = path.join(root, '.next', 'cache', 'share-images');

/** The versions of what draws a card: a new one draws every card again. Read once per build worker. */
let rendererVersions: Promise<string[]> | undefined;

export async function cacheKey(card: ReactElement): Promise<string> {
  rendererVersions ??= Promise.all(
    ['next', 'sharp', '@fontsource/inter', '@fontsource/montserrat'].map(packageVersion),
  );
  const renderers = await rendererVersions;
  return createHash('sha256')
    .update(JSON.stringify([drawing(card), renderers, JPEG_OPTIONS, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]))
    .digest('hex');
}

/**
 * A share card (components/share/share-card.tsx, composed by app/og/[image]/route.tsx) as the JPEG of 1200×630 that
 * pages announce; one heavier than WhatsApp shows stops the build, naming `file`.
 */
export async function shareImageJpeg(card: ReactElement, file: string): Promise<Buffer> {
  const cached = path.join(CACHE_DIR, `${await cacheKey(card)}.jpg`);
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return kept;
  const png = new ImageResponse(card, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: await fonts() });
  const jpeg = await sharp(Buffer.from(await png.arrayBuffer()))
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
  if (jpeg.length > SHARE_IMAGE_MAX_BYTES)
    throw new Error(`${file} tem ${jpeg.length} bytes (máximo ${SHARE_IMAGE_MAX_BYTES})`);
  // Written aside, then renamed: a build worker never reads half a file.
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  await writeFile(partial, jpeg);
  await rename(partial, cached);
  return jpeg;
}
