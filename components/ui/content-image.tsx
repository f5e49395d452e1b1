import { getImageProps } from 'next/image';
import type { SizedImage } from '@/content/schema';
import { hasVariants } from '@/lib/image-loader';
import { ImagePreload } from './image-preload';

interface ContentImageProps {
  image: SizedImage;
  className?: string;
  sizes?: string;
  /** For the largest image of the first viewport only: loaded at once, with high priority, preloaded from <head>. */
  priority?: boolean;
  /** Empty alt for images that repeat what the text beside them already says. */
  decorative?: boolean;
}

/**
 * Renders a content image with its real size, so the layout does not shift while it loads, as a plain <img>
 * with a `srcset` of the WebP variants made at build time (lib/image-loader.ts) — no client-side image code.
 * Every image but the `priority` one loads lazily.
 */
export function ContentImage({ image, className, sizes, priority = false, decorative = false }: ContentImageProps) {
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: decorative ? '' : image.alt,
    className,
    sizes,
    // SVGs and images on another host are served as they are.
    unoptimized: !hasVariants(image.src),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  const { alt, ...imgProps } = props;
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps.
  const img = <img alt={alt} {...imgProps} />;
  if (!priority) return img;
  // The preload goes through ImagePreload (see there). The <picture> (display: contents: no effect on layout)
  // stops React from deriving a preload of its own from the eager <img>, which it would do even where the image
  // is only serialised, never rendered.
  return (
    <>
      <ImagePreload src={props.src} srcSet={props.srcSet} sizes={props.sizes} />
      <picture className="contents">{img}</picture>
    </>
  );
}
