import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** What the build's code is: the site's source, its configuration and the exact dependencies. Not content/'s data. */
const CODE_FOLDERS = ['app', 'components', 'lib', 'content', 'types'];
const CODE_FILES = ['package-lock.json', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json'];
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.css', '.svg', '.png']);

function codeFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && CODE_EXTENSIONS.has(path.extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The build id, from what the build reads as code: the same code builds the same id. Next.js writes it into every
 * page's flight data, so with a new id at every build (its default) no page kept its flight-data file's name across
 * two publications, and a page left open after one fetched a file that was gone. With this one a page whose content
 * did not change keeps its file; a change of content (a post, a text) changes only the pages that show it, and a
 * change of code changes the id, as Next.js needs to tell two versions of the code apart.
 */
function codeBuildId() {
  const hash = createHash('sha256');
  for (const file of [...CODE_FILES.filter((file) => existsSync(file)), ...CODE_FOLDERS.flatMap(codeFiles)]) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url').slice(0, 20);
}

// One moment for the whole build (lib/build-time.ts): whether a scheduled post is out yet. The pages are built in
// several workers, started after this file is read, which inherit it; a test sets it to build "on" a given day.
process.env.SITE_BUILD_TIME ||= new Date().toISOString();

/**
 * The school's short name (content/site.yaml), for app/global-error.tsx. That page is a client component that
 * replaces the root layout when the layout itself fails, so no server component can hand it the name as a prop,
 * and it cannot import content/site.ts, which reads files on the server only. The name is read here and inlined
 * in the page's script at build as process.env.SITE_SHORT_NAME. Reading leniently is enough: a broken
 * content/site.yaml stops the build anyway, in content/site.ts, with a message naming the file and the line.
 */
function siteShortName() {
  try {
    const { shortName } = parse(readFileSync('content/site.yaml', 'utf8')) ?? {};
    return typeof shortName === 'string' ? shortName : '';
  } catch {
    return '';
  }
}

/**
 * Responsive image widths. Each image of public/images is written at every one of these widths (never wider
 * than the source) as WebP by next-image-export-optimizer after `next build` (the images pass of scripts/postbuild.mts), and
 * components/ui/content-image.tsx lists them in `srcset`. Keep the lists short: every width is a file per image.
 *   deviceSizes: full-width and half-width images on phones (412 px × 1.75 DPR ≈ 720), tablets and desktops;
 *                1600 is the widest source (hero banners).
 *   imageSizes:  small fixed-size images (64 px avatars at 1× and 2×).
 */
const deviceSizes = [640, 750, 828, 1080, 1200, 1600];
const imageSizes = [64, 128, 256, 384];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Clean URLs without a trailing slash: /sobre is written as out/sobre.html.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: codeBuildId,
  // lib/early-bundle.ts runs esbuild while the pages render (the early layer, named by its hash): it stays a package
  // of node_modules, not a part of the server bundle.
  serverExternalPackages: ['esbuild'],
  images: {
    // A static export has no image optimisation server: the variants are made at build time and
    // lib/image-loader.ts points at them (next-image-export-optimizer's file naming).
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes,
    imageSizes,
  },
  // Inlined in the code at build: the site's short name (see siteShortName above), then the settings
  // next-image-export-optimizer reads from here (its CLI loads this file).
  env: {
    SITE_SHORT_NAME: siteShortName(),
    nextImageExportOptimizer_imageFolderPath: 'public/images',
    nextImageExportOptimizer_exportFolderPath: 'out',
    nextImageExportOptimizer_exportFolderName: 'nextImageExportOptimizer',
    nextImageExportOptimizer_quality: '75',
    nextImageExportOptimizer_storePicturesInWEBP: 'true',
    // Width and height are always known (no layout shift); a blurred preview would only cost one more request.
    nextImageExportOptimizer_generateAndUseBlurImages: 'false',
    nextImageExportOptimizer_remoteImageCacheTTL: '0',
  },
  // Only its build step is used, but its CLI warns without this.
  transpilePackages: ['next-image-export-optimizer'],
};

export default nextConfig;
