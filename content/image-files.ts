import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

export interface PixelSize {
  width: number;
  height: number;
}

/** The project's folder whose files the site serves from its root: "/images/x.jpg" is public/images/x.jpg. */
export const PUBLIC_DIRECTORY = 'public';

/**
 * The size in pixels of an image of public/ ("/images/courses/x.jpg"), as a browser shows it (a phone photo turned
 * by its EXIF orientation has its sides swapped). Read from the file's header while the pages are built, so content/
 * never states it; throws, in pt-BR and naming the file, when the file is missing or is not an image.
 */
export function pixelSize(src: string): PixelSize {
  const file = path.posix.join(PUBLIC_DIRECTORY, src);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), file));
  } catch {
    throw new Error(`o arquivo ${file} não existe; envie a imagem pelo editor ou confira o caminho`);
  }
  try {
    const { width, height, orientation = 1 } = imageSize(bytes);
    if (!(width > 0 && height > 0)) throw new Error('no size');
    return orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    throw new Error(`não foi possível ler o arquivo ${file} como imagem; use uma foto JPEG, PNG ou WebP, ou um SVG`);
  }
}
