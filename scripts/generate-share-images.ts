/**
 * Writes one share image (JPEG, 1200×630) per indexable page into public/og/, from the same page registry
 * that fills each page's og:image (lib/indexable-pages.ts). Runs before `next build`; the files are build output.
 *
 * Drawing a card (satori → SVG → sharp → mozjpeg) takes about 0.3 s of one core, so with a large blog this step
 * would dominate the build. Two things keep it short, without changing a single output byte:
 *   - cards are drawn by a pool of worker threads, one per core (scripts/share-images/render-worker.mjs);
 *   - each JPEG is kept in an on-disk cache (node_modules/.cache/share-images, or SHARE_IMAGES_CACHE_DIR) under
 *     the hash of everything that determines it (the card, its pictures, the fonts, the renderer versions, the
 *     JPEG settings), so a card whose page did not change is copied instead of redrawn.
 *
 *   npx tsx scripts/generate-share-images.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { site } from '@/content/site';
import { getIndexablePages } from '@/lib/indexable-pages';
import type { SizedImage } from '@/content/schema';
import { CARD_HEIGHT, CARD_WIDTH, shareCard, type CardElement } from './share-images/card';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const fontDir = path.join(root, 'node_modules/@fontsource');
const cacheDir = process.env.SHARE_IMAGES_CACHE_DIR || path.join(root, 'node_modules/.cache/share-images');
/** WhatsApp drops previews of heavier images. */
const MAX_BYTES = 300 * 1024;
const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true };

const FONTS = [
  { name: 'Montserrat', file: fontFile('montserrat', 800), weight: 800, style: 'normal' },
  { name: 'Inter', file: fontFile('inter', 400), weight: 400, style: 'normal' },
  { name: 'Inter', file: fontFile('inter', 600), weight: 600, style: 'normal' },
];

function fontFile(family: string, weight: number): string {
  return path.join(fontDir, family, 'files', `${family}-latin-${weight}-normal.woff`);
}

const dataUris = new Map<string, Promise<string>>();

/** The image as a data: URI (read once per file). */
function dataUri(image: Pick<SizedImage, 'src'>): Promise<string> {
  if (!image.src.startsWith('/')) {
    throw new Error(`Imagem externa não pode ser desenhada offline: ${image.src}`);
  }
  let uri = dataUris.get(image.src);
  if (!uri) {
    const file = path.join(publicDir, image.src);
    const mime = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
    uri = readFile(file).then((bytes) => `data:${mime};base64,${bytes.toString('base64')}`);
    dataUris.set(image.src, uri);
  }
  return uri;
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Everything besides the card itself that shapes the JPEG: part of every cache key. */
function rendererFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ satori: packageVersion('satori'), sharp: packageVersion('sharp'), JPEG_OPTIONS, CARD_WIDTH, CARD_HEIGHT }));
  for (const font of FONTS) hash.update(JSON.stringify({ ...font, file: undefined })).update(readFileSync(font.file));
  hash.update(readFileSync(path.join(__dirname, 'share-images', 'render-worker.mjs')));
  return hash.digest('hex');
}

/** A pool of worker threads drawing cards; `draw` resolves with the JPEG. */
function createPool(size: number) {
  const idle: Worker[] = [];
  const queue: { card: CardElement; resolve: (jpeg: Buffer) => void; reject: (error: Error) => void }[] = [];
  const pending = new Map<number, { resolve: (jpeg: Buffer) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const dispatch = (worker: Worker) => {
    const job = queue.shift();
    if (!job) {
      idle.push(worker);
      return;
    }
    const id = (nextId += 1);
    pending.set(id, job);
    worker.postMessage({ id, card: job.card });
  };

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(path.join(__dirname, 'share-images', 'render-worker.mjs'), {
      workerData: { fonts: FONTS, width: CARD_WIDTH, height: CARD_HEIGHT, jpeg: JPEG_OPTIONS },
    });
    worker.on('message', ({ id, jpeg, error }: { id: number; jpeg?: Uint8Array; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error || !jpeg) job?.reject(new Error(error ?? 'sem imagem'));
      else job?.resolve(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
      dispatch(worker);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    idle.push(worker);
    return worker;
  });

  return {
    draw(card: CardElement): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        queue.push({ card, resolve, reject });
        const worker = idle.pop();
        if (worker) dispatch(worker);
      });
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const logo = await dataUri(site.logo);
  const domain = new URL(site.url).hostname.replace(/^www\./, '');
  const outDir = path.join(publicDir, 'og');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });

  const fingerprint = rendererFingerprint();
  const pages = getIndexablePages();
  const jobs = await Promise.all(
    pages.map(async (page) => {
      const card = shareCard({
        eyebrow: page.shareEyebrow,
        // The home card shows the school's tagline; every other card, the page's own title.
        title: page.kind === 'home' ? site.tagline : page.title,
        siteName: site.name,
        domain,
        logo,
        picture: page.picture ? await dataUri(page.picture) : undefined,
      });
      const key = createHash('sha256').update(fingerprint).update(JSON.stringify(card)).digest('hex');
      return { page, card, cacheFile: path.join(cacheDir, `${key}.jpg`) };
    }),
  );

  const toDraw = jobs.filter((job) => !existsSync(job.cacheFile));
  const drawing = new Set(toDraw.map((job) => job.cacheFile));
  const pool = toDraw.length ? createPool(Math.min(availableParallelism(), toDraw.length)) : undefined;
  try {
    await Promise.all(
      jobs.map(async ({ page, card, cacheFile }) => {
        const cached = !drawing.has(cacheFile);
        const jpeg = cached ? await readFile(cacheFile) : await pool!.draw(card);
        if (jpeg.length > MAX_BYTES) throw new Error(`${page.shareImage.src} tem ${jpeg.length} bytes (máximo ${MAX_BYTES})`);
        await writeFile(path.join(publicDir, page.shareImage.src), jpeg);
        if (!cached) await writeFile(cacheFile, jpeg);
      }),
    );
  } finally {
    await pool?.close();
  }

  // The cache holds the current cards only.
  const current = new Set(jobs.map((job) => path.basename(job.cacheFile)));
  for (const file of await readdir(cacheDir)) {
    if (!current.has(file)) await rm(path.join(cacheDir, file), { force: true });
  }

  const drawn = drawing.size;
  console.log(
    `share-images: ${jobs.length} cards in public/og (${drawn} drawn with ${pool ? Math.min(availableParallelism(), toDraw.length) : 0} ` +
      `workers, ${jobs.length - drawn} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
