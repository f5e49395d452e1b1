// The Content-Type of every file type of the export.

/** Content-Type of every file type the export contains (or may contain: the image steps write webp/avif). */
export const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', // robots.txt and the RSC payloads Next's client router fetches
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8', // the editor's configuration (cms/config.yml)
  '.ics': 'text/calendar; charset=utf-8', // a class kept in the visitor's calendar (out/agenda/)
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  // The site search's files (Pagefind, out/pagefind/): its WebAssembly and index chunks, compressed by Pagefind itself.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
export const defaultContentType = 'application/octet-stream';

/** Content-Type for a file path (extension compared case-insensitively: the image optimiser writes .WEBP). */
export function contentTypeFor(filePath: string): string {
  const match = /\.[^./]+$/.exec(filePath);
  return (match && contentTypes[match[0].toLowerCase()]) || defaultContentType;
}

/** "text/html; charset=utf-8" -> "text/html". */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
