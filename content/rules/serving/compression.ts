// Compression, as the hosts do it.
import { mediaTypeOf } from './types';

/**
 * Compression, as the hosts do it: types worth compressing (text; fonts and images are compressed already),
 * from this size up. The local server offers brotli and gzip; stock nginx gzip only.
 */
export const compression = {
  types: [
    'text/html',
    'text/css',
    'text/javascript',
    'text/plain',
    'application/xml',
    'application/json',
    'application/manifest+json',
    'image/svg+xml',
  ],
  minBytes: 1024,
};

/** Whether a response of this Content-Type is compressed. */
export function isCompressible(contentType: string | undefined): boolean {
  return compression.types.includes(mediaTypeOf(contentType));
}
