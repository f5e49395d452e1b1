import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

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
