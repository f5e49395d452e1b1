// Step of `npm run build` right after `next build`: writes the responsive WebP variants of public/images with
// next-image-export-optimizer (settings in next.config.mjs; it keeps them in public/images/**/nextImageExportOptimizer/,
// git-ignored, with a hash file so unchanged images are not encoded again, and copies them into out/), then
// checks that every image URL of every exported page (src, srcset, preload imagesrcset) is a file of out/.
// The sources in public/images and the share images in public/og are left as they are.
//
//   node scripts/optimize-images.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');
const require = createRequire(import.meta.url);

const decode = (value) => value.replaceAll('&amp;', '&');

/**
 * The site's own image URLs a page asks for: src and srcset of every <img> and <source>, and the href or
 * imagesrcset of image preloads. Throws for an image whose address it cannot read (an attribute written
 * another way than Next.js writes it today), so that an image cannot slip past the check unseen.
 */
export function pageImageUrls(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:img|source|link)\b[^>]*>/gi)) {
    if (tag.startsWith('<link') && !/\bas="image"/i.test(tag)) continue;
    const attributes = [...tag.matchAll(/\s(src|srcset|srcSet|imageSrcSet|imagesrcset|href)="([^"]*)"/g)];
    if (!attributes.some(([, , value]) => value.trim())) {
      throw new Error(`optimize-images: cannot read the address of ${tag.slice(0, 120)}`);
    }
    for (const [, name, value] of attributes) {
      const candidates = /srcset/i.test(name) ? decode(value).split(/,\s+/).map((item) => item.trim().split(/\s+/)[0]) : [decode(value)];
      for (const url of candidates) if (url?.startsWith('/') && !url.startsWith('//')) urls.add(url.split(/[?#]/)[0]);
    }
  }
  return [...urls];
}


function main() {
  const started = Date.now();
  // The package's bin (dist/optimizeImages.js), next to its main module.
  const cli = path.join(path.dirname(require.resolve('next-image-export-optimizer')), 'optimizeImages.js');
  const run = spawnSync(process.execPath, [cli, '--nextConfigPath', path.join(root, 'next.config.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  // Its progress bar redraws one line per image: keep the summary lines only.
  const output = `${run.stdout}${run.stderr}`.split(/[\r\n]+/).filter((line) => line.trim() && !/\|\s*\d/.test(line));
  if (run.status !== 0) {
    console.error(output.join('\n'));
    console.error('optimize-images: next-image-export-optimizer failed');
    process.exit(1);
  }
  console.log(output.filter((line) => /Found|Start optimization|Deleted/.test(line)).join('\n'));

  // Build bookkeeping, not something to publish.
  rmSync(path.join(outDir, 'images', 'next-image-export-optimizer-hashes.json'), { force: true });
  // It also converts the framework's own media (.next/static/media: the apple-icon), which no page points at.
  for (const unused of [path.join(root, 'public', 'nextImageExportOptimizer'), path.join(outDir, 'nextImageExportOptimizer')]) {
    rmSync(unused, { recursive: true, force: true });
  }


  const missing = new Map();
  let checked = 0;
  const unreadable = [];
  const files = htmlFiles(outDir);
  if (!files.length) unreadable.push(`no pages in out/; run next build first`);
  for (const file of files) {
    let urls;
    try {
      urls = pageImageUrls(readFileSync(file, 'utf8'));
    } catch (error) {
      unreadable.push(`${path.relative(outDir, file)}: ${error.message}`);
      continue;
    }
    for (const url of urls) {
      checked += 1;
      if (!existsSync(path.join(outDir, decodeURIComponent(url)))) {
        missing.set(url, [...(missing.get(url) ?? []), path.relative(outDir, file)]);
      }
    }
  }
  if (unreadable.length) {
    console.error(unreadable.join('\n'));
    process.exit(1);
  }
  if (!checked) {
    console.error('optimize-images: no image URL found on any page; the pattern no longer reads the pages');
    process.exit(1);
  }
  if (missing.size) {
    for (const [url, pages] of missing) console.error(`optimize-images: ${url} is missing (used by ${pages.slice(0, 3).join(', ')})`);
    process.exit(1);
  }
  console.log(`optimize-images: ${checked} image URLs checked, all in out/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) main();
