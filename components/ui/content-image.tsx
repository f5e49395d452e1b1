import Image from 'next/image';
import type { ContentImage as ContentImageData } from '@/content/types';

interface ContentImageProps {
  image: ContentImageData;
  className?: string;
  sizes?: string;
  /** For the largest image of the first viewport only. */
  priority?: boolean;
  /** Empty alt for images that repeat what the text beside them already says. */
  decorative?: boolean;
}

/** Renders a content image with its real size, so the layout does not shift while it loads. */
export function ContentImage({ image, className, sizes, priority = false, decorative = false }: ContentImageProps) {
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      className={className}
      sizes={sizes}
      preload={priority}
      loading={priority ? undefined : 'lazy'}
    />
  );
}
