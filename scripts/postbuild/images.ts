// Pass of the post-build step: the responsive WebP variants of public/images, written by next-image-export-optimizer
// (settings in next.config.mjs; it keeps them in public/images/**/nextImageExportOptimizer/, git-ignored, with a
// hash file so unchanged images are not encoded again, and copies them into out/), and a check that every image
// URL of every page (src, srcset, image preloads) is a file of out/.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { attribute, UnexpectedPageError } from './html';

const PASS = 'images';

/** The optimiser's summary lines: its progress bar redraws one line per image. */
const summaryLines = (output: string) => output.split(/[\r\n]+/).filter((line) => line.trim() && !/\|\s*\d/.test(line));

/**
 * Writes the variants of every image of public/images into out/ (once per build, in a process of its own while the
 * pages are worked; the images pass checks the pages' images once it is done).
 */
export async function writeImageVariants(root: string, outDir: string): Promise<string> {
  // The package's bin (dist/optimizeImages.js), next to its main module.
  const main = createRequire(path.join(root, 'package.json')).resolve('next-image-export-optimizer');
  const cli = path.join(path.dirname(main), 'optimizeImages.js');
  let output: string[];
  try {
    const run = await promisify(execFile)(
      process.execPath,
      [cli, '--nextConfigPath', path.join(root, 'next.config.mjs')],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    output = summaryLines(`${run.stdout}${run.stderr}`);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${PASS}: next-image-export-optimizer failed\n${summaryLines(`${stdout}${stderr}`).join('\n')}`);
  }
  // Build bookkeeping, not something to publish.
  rmSync(path.join(outDir, 'images', 'next-image-export-optimizer-hashes.json'), { force: true });
  // It also converts the framework's own media (.next/static/media: the apple-icon), which no page points at.
  for (const unused of [
    path.join(root, 'public', 'nextImageExportOptimizer'),
    path.join(outDir, 'nextImageExportOptimizer'),
  ]) {
    rmSync(unused, { recursive: true, force: true });
  }
  return output.filter((line) => /Found|Start optimization/.test(line)).join('; ');
}

const sameSite = (url: string) => url.startsWith('/') && !url.startsWith('//');
const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/**
 * The site's own image URLs a page asks for: src and srcset of every <img> and <source>, and the href or imagesrcset
 * of image preloads. Throws for an image without any address, so that an image cannot slip past the check unseen.
 */
export function pageImageUrls(tree: Root): string[] {
  const urls = new Set<string>();
  const unreadable: string[] = [];
  for (const element of selectAll('img, source, link[rel~="preload"][as="image"]', tree)) {
    const single = [attribute(element, 'src'), attribute(element, 'href')];
    const sets = [attribute(element, 'srcSet'), attribute(element, 'imageSrcSet')];
    if (![...single, ...sets].some((value) => value?.trim())) {
      unreadable.push(`<${element.tagName}> without src, srcset or href`);
      continue;
    }
    const candidates = [
      ...single,
      ...sets.flatMap((set) => (set ?? '').split(/,\s+/).map((item) => item.trim().split(/\s+/)[0])),
    ];
    for (const url of candidates) if (url && sameSite(url)) urls.add(withoutQuery(url));
  }
  if (unreadable.length > 0) throw new UnexpectedPageError(PASS, unreadable);
  return [...urls];
}

/** The images a page asks for that are not files of out/ (`exists`, by URL pathname). */
export function missingImages(urls: readonly string[], exists: (pathname: string) => boolean): string[] {
  return urls.filter((url) => !exists(decodeURIComponent(url)));
}
