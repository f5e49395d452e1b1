// Pass of the post-build step: the responsive WebP variants of public/images, written by next-image-export-optimizer
// (settings in next.config.mjs; it keeps them in public/images/**/nextImageExportOptimizer/, git-ignored, with a
// hash file so unchanged images are not encoded again, and copies them into out/), and a check that every image
// URL of every page (src, srcset, image preloads) is a file of out/.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { attribute, UnexpectedPageError } from './html';

const PASS = 'images';

/** Writes the variants of every image of public/images into out/ (once per build, before the pages are walked). */
export function writeImageVariants(root: string, outDir: string): string {
  // The package's bin (dist/optimizeImages.js), next to its main module.
  const main = createRequire(path.join(root, 'package.json')).resolve('next-image-export-optimizer');
  const cli = path.join(path.dirname(main), 'optimizeImages.js');
  const run = spawnSync(process.execPath, [cli, '--nextConfigPath', path.join(root, 'next.config.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  // Its progress bar redraws one line per image: keep the summary lines only.
  const output = `${run.stdout}${run.stderr}`.split(/[\r\n]+/).filter((line) => line.trim() && !/\|\s*\d/.test(line));
  if (run.status !== 0) throw new Error(`${PASS}: next-image-export-optimizer failed\n${output.join('\n')}`);
  // Build bookkeeping, not something to publish.
  rmSync(path.join(outDir, 'images', 'next-image-export-optimizer-hashes.json'), { force: true });
  // It also converts the framework's own media (.next/static/media: the apple-icon), which no page points at.
  for (const unused of [path.join(root, 'public', 'nextImageExportOptimizer'), path.join(outDir, 'nextImageExportOptimizer')]) {
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

/**
 * The pass on one page: every image URL it asks for is a file of out/ (`exists`, by URL pathname). Returns how many
 * URLs it checked.
 */
export function imagesPass(tree: Root, exists: (pathname: string) => boolean): { checked: number } {
  const urls = pageImageUrls(tree);
  const missing = urls.filter((url) => !exists(decodeURIComponent(url)));
  if (missing.length > 0) throw new UnexpectedPageError(PASS, [`missing from out/: ${missing.join(', ')}`]);
  return { checked: urls.length };
}
