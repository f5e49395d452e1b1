// The Content-Security-Policy and the security headers: the pages' (header and per-page <meta>), the editor's, the
// files' (locked down), a file's own (the search worker), and the headers every response carries.
import { createHash } from 'node:crypto';
import { PAGEFIND_DIR, PAGEFIND_WORKER, SEARCH_PATH } from '../site-search';
import { cmsFilesPrefix } from './paths';
import { mediaTypeOf } from './types';

/** The only outside origins the pages may use: the Google Maps embed on /contato (content/site.ts, mapEmbedUrl). */
export const frameSources = ['https://www.google.com'];

/**
 * The Content-Security-Policy directives. `script-src` gets the page's inline-script hashes added in the
 * <meta> policy. 'unsafe-inline' is allowed for styles only: next/font and sonner inject <style>.
 */
export const cspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': frameSources,
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Sveltia CMS imports some libraries from unpkg.com when it needs them: Immutable (for our preview templates), exifr
 * (the date a photo was taken, on upload) and turndown (HTML pasted into the text editor). An import map on its page
 * sends each import to the copy installed with it (node_modules, served under /cms/ by app/cms/[...file]/route.ts),
 * so no script comes from a CDN. The URLs are the ones Sveltia CMS 0.221 asks for (the versions its package.json
 * names): an upgrade that asks for others would show as a policy violation in e2e/cms.spec.ts.
 */
export const cmsImportMap = JSON.stringify({
  imports: {
    'https://unpkg.com/immutable@5.1.9/dist/immutable.es.js': `${cmsFilesPrefix}immutable.es.js`,
    'https://unpkg.com/exifr@7.1.3/dist/lite.esm.mjs': `${cmsFilesPrefix}exifr.js`,
    'https://unpkg.com/turndown@7.2.4/lib/turndown.browser.es.js': `${cmsFilesPrefix}turndown.es.js`,
  },
});

/**
 * The editor's policy: only what Sveltia CMS needs. Its scripts from this site alone; the repository's host API
 * (GitHub) for signing in and saving; pictures of the repository (blob: and data: for uploads and previews, the
 * avatar of the signed-in person); inline styles (the editor injects them). Nothing else: its translations, the
 * fonts of its interface and the libraries it imports are served by the site (lib/cms/editor-files.ts and the import
 * map above, the one inline script), no frames but its own preview (blob:), no plugins, no page may frame it.
 */
export const cmsDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", `'sha256-${createHash('sha256').update(cmsImportMap, 'utf8').digest('base64')}'`],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Directives a <meta> policy cannot carry (the browser ignores them there). */
const headerOnlyDirectives = ['frame-ancestors'];
/**
 * Directives left out of the header policy. Both policies are enforced, so a header `script-src` (or a
 * `default-src`, its fallback) without the page's hashes would block the inline scripts the meta allows.
 */
const metaOnlyDirectives = ['default-src', 'script-src'];

function serializePolicy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Pages whose script-src allows more than the site's scripts: the search page compiles Pagefind's WebAssembly
 * (lib/early/search/root.ts). The header policy carries no script-src, so this <meta> is the whole rule, on that page alone.
 */
export const pageScriptSources: Readonly<Record<string, readonly string[]>> = {
  [SEARCH_PATH]: ["'wasm-unsafe-eval'"],
};

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, for its inline scripts' hashes. */
export function metaPolicy(scriptHashes: readonly string[], scriptSources: readonly string[] = []): string {
  const directives: Record<string, readonly string[]> = Object.fromEntries(
    Object.entries(cspDirectives).filter(([name]) => !headerOnlyDirectives.includes(name)),
  );
  const uniqueHashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  directives['script-src'] = [...(cspDirectives['script-src'] ?? []), ...scriptSources, ...uniqueHashes];
  return serializePolicy(directives);
}

/** The Content-Security-Policy header of the editor's page. */
export const cmsPolicy = serializePolicy(cmsDirectives);

/** The Content-Security-Policy HTTP header, the same for every response. */
export const headerPolicy = serializePolicy(
  Object.fromEntries(Object.entries(cspDirectives).filter(([name]) => !metaOnlyDirectives.includes(name))),
);

/** Powerful features nobody on this site needs, denied to the pages and to the map frame. */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The header policy of every response that is not a page (files, redirects, errors): nothing may load or
 * run, and the document is sandboxed (a unique origin, no scripts, no forms, no popups) should anyone open it
 * directly. An SVG, the only other type that is a document, also gets its own inline styles and data: images.
 */
export const nonPagePolicies: Readonly<{ default: string } & Record<string, string>> = {
  default: "default-src 'none'; frame-ancestors 'none'; sandbox",
  'image/svg+xml': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox",
};

/**
 * The site search's worker (Pagefind's, run by the search page: lib/early/search/root.ts), in the index's folder: a path
 * pattern whose ":index" segment stands for the folder's name (any one segment), as Netlify and Cloudflare Pages read
 * placeholders in _headers.
 */
export const searchWorkerPattern = `/${PAGEFIND_DIR}/:index/${PAGEFIND_WORKER}`;

/** A file policy's path pattern: literal segments, and ":name" segments that stand for any one segment. */
export interface FilePolicy {
  pattern: string;
  policy: string;
}

/**
 * Files whose header policy is their own rather than their type's. A worker runs under the policy delivered with its
 * own script (not the page's): Pagefind's fetches the index from this site and compiles its WebAssembly, and nothing
 * else. No `sandbox`: it would give the worker an opaque origin, whose requests to the site are cross-origin; a
 * script file opened directly is shown as text (nosniff), never run.
 */
export const filePolicies: readonly FilePolicy[] = [
  {
    pattern: searchWorkerPattern,
    policy: "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
  },
];

/** A path pattern as an anchored regular expression's source, read alike by nginx (PCRE) and JavaScript. */
export function patternRegex(pattern: string): string {
  const segments = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}$`;
}

/** The policy of its own of the file at this public path, if it has one. */
export function filePolicyFor(filePath: string): string | undefined {
  return filePolicies.find(({ pattern }) => new RegExp(patternRegex(pattern)).test(filePath))?.policy;
}

/** The Content-Security-Policy header for a response of this Content-Type (none: a redirect or error). */
export function contentSecurityPolicyFor(contentType: string | undefined): string {
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === 'text/html') return headerPolicy;
  return nonPagePolicies[mediaType] ?? nonPagePolicies.default;
}

/**
 * Headers sent with every response (pages, files, 404s, redirects), next to its Content-Security-Policy.
 * Strict-Transport-Security is for HTTPS responses only (nginx leaves it out of its plain-HTTP redirect).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The editor's headers: the security headers, but it may keep a link to the sign-in window it opens (GitHub's OAuth
 * flow answers through window.opener, which 'same-origin' would cut).
 */
export const cmsSecurityHeaders: Readonly<Record<string, string>> = {
  ...securityHeaders,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};
