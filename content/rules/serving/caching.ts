// How long a response may be kept: fingerprinted files for a year, the version file never, the rest revalidated.
import { VERSION_FILE_PATH } from '../publication';
import { PAGEFIND_DIR } from '../site-search';

export const cachePolicies = {
  /** Content-hashed file names: a new version is a new URL, so the old one may be kept forever. */
  immutable: 'public, max-age=31536000, immutable',
  /** Same URL, changing content (pages, sitemap, robots.txt, RSC payloads, images): ask every time (ETag). */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Never kept: the version file, which must say what the host serves now (content/rules/publication.ts). */
  noStore: 'no-store',
};

/** Files no cache may keep, by their exact public path. */
export const noStorePaths: readonly string[] = [VERSION_FILE_PATH];

/**
 * URL prefixes whose files are fingerprinted (content hash in the name or in a folder's name): the framework's and the
 * early layer's, and the site search's, whose every file is under a folder named by the index's content
 * (/pagefind/<hash>/: postbuild/search-index.ts). Everything else revalidates.
 */
export const immutablePrefixes = ['/_next/static/', `/${PAGEFIND_DIR}/`];

/** Cache-Control for the file actually sent (for a 404 that is 404.html, never the requested path). */
export function cacheControlFor(filePath: string): string {
  if (noStorePaths.includes(filePath)) return cachePolicies.noStore;
  return immutablePrefixes.some((prefix) => filePath.startsWith(prefix))
    ? cachePolicies.immutable
    : cachePolicies.revalidate;
}
