'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Asks React to preload an image from <head> (what next/image's `preload` does), for ContentImage's `priority`
 * image. A client component on purpose: React only writes the preload when the component is rendered into the
 * page's HTML. Called from a server component, preload() would also fire for trees the framework only
 * serialises — the not-found page, with a blog post's image, travels unrendered in the data of every page.
 */
export function ImagePreload({ src, srcSet, sizes }: ImagePreloadProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
