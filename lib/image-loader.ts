/**
 * next/image loader for the static export (next.config.mjs → images.loaderFile): the URL of the WebP variant
 * that next-image-export-optimizer writes after `next build` for a width of next.config's deviceSizes /
 * imageSizes — "/images/hero/banner.jpg" at 750 px → "/images/hero/nextImageExportOptimizer/banner-opt-750.WEBP"
 * (the same naming as the package's ExportedImage). The images pass of scripts/postbuild.mts fails the build if a page points
 * at a variant that was not written.
 */

const EXPORT_FOLDER = process.env.nextImageExportOptimizer_exportFolderName || 'nextImageExportOptimizer';
// The post-build step makes variants of the files under public/images only (next.config.mjs), not of generated ones (/og/).
const OPTIMISABLE = /^(\/images\/(?:[^/?#]+\/)*)([^/?#]+)\.(jpe?g|png|webp|gif|avif)$/i;

/** Whether a source has build-time variants: a raster file under public/images/ (not an SVG, not another host). */
export function hasVariants(src: string): boolean {
  return OPTIMISABLE.test(src) && !src.startsWith('//');
}

export default function exportedImageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  // `next dev` has no variants (they are made after `next build`): the original file stands in.
  if (process.env.NODE_ENV === 'development' || !hasVariants(src)) return src;
  const [, directory, name] = OPTIMISABLE.exec(src) ?? [];
  return `${directory}${EXPORT_FOLDER}/${name}-opt-${width}.WEBP`;
}
