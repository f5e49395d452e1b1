// How the static export (out/) must be served: THE single source of truth.
//
// Everything that serves the site is generated from this module (scripts/serving/generate.mjs):
//   serve.json                        the local server (npm start, npm run serve, the Playwright webServer)
//   out/_headers                      Netlify and Cloudflare Pages
//   deploy/nginx.conf                 nginx (proved in CI by npm run test:nginx)
//   deploy/cloudfront/*, deploy/s3-upload.sh   an object store (S3) behind a CDN (CloudFront)
// and scripts/serving/checks.mjs tests any of them over HTTP. Change the rules here, run `npm run build`
// (or `node scripts/serving/generate.mjs`), commit the regenerated files.
//
// The Content-Security-Policy of a page comes in two parts (see README, "Publicação"):
//   - per page, a <meta http-equiv="Content-Security-Policy"> that scripts/serving/csp.mjs writes into every
//     HTML file after `next build`, with the SHA-256 of exactly the inline scripts of that page;
//   - the HTTP header of every HTML response, for what a <meta> policy cannot carry (frame-ancestors) and
//     everything else except script-src. Browsers enforce both: a script must pass both policies.
// Every response that is not HTML (files, redirects, errors) gets a locked-down header policy instead
// (`default-src 'none'; sandbox`…): an SVG or any other file opened directly runs nothing.

/** Directory the site is exported to, relative to the project root. */
export const outDir = 'out';

/** The page answered, with status 404, for every path that is not a file of the export. */
export const notFoundPage = '/404.html';

/**
 * Paths that exist in the export but must not be pages of their own: Next writes the not-found page as
 * 404.html and _not-found.html, and _headers is configuration for Netlify/Cloudflare Pages. They answer 404.
 */
export const notFoundPaths = ['/404', '/_not-found', '/_headers'];

/**
 * Redirects (301), matched in this order against the raw request path, still percent-encoded (the query
 * string is kept). Patterns are written once and used both by JavaScript and by nginx (PCRE), so they use
 * only the syntax both share; `path` is the one capture, `to` a template. No target can start with "//" or
 * "/\" (the first character after "/" is never "/" or "\"), so no redirect can leave the site, provided
 * each host inserts the capture literally: the local server and the CloudFront function build the target
 * with expandRedirect() (never String.prototype.replace with a replacement string, which would expand
 * `$'` or `$\`` found in the path), nginx substitutes the variable once.
 */
export const redirects = [
  { name: 'trailing slash', pattern: String.raw`(?<path>/[^/\x5c?][^?]*?)/+`, to: '{path}' },
  { name: 'index page', pattern: String.raw`/index(?:\.html)?`, to: '/' },
  { name: '.html suffix', pattern: String.raw`(?<path>/[^/\x5c?][^?]*?)\.html`, to: '{path}' },
];
export const redirectStatus = 301;

/** A redirect's target: `to` with its {path} placeholder replaced by the captured text, taken literally. */
export function expandRedirect(to, capturedPath) {
  return to.split('{path}').join(capturedPath);
}

/**
 * A decoded path naming an .html file is never a page: pages have clean URLs, and the raw `.html` forms
 * redirect above. So encoded spellings such as /404%2ehtml or /index%2Ehtml answer 404, like /404 does,
 * instead of serving the file under a second name.
 */
export const htmlFileNamePattern = String.raw`\.html$`;

/** Content-Type of every file type the export contains (or may contain: the image steps write webp/avif). */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', // robots.txt and the RSC payloads Next's client router fetches
  '.xml': 'application/xml; charset=utf-8',
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
};
export const defaultContentType = 'application/octet-stream';

/** Content-Type for a file path (extension compared case-insensitively: the image optimiser writes .WEBP). */
export function contentTypeFor(filePath) {
  const match = /\.[^./]+$/.exec(filePath);
  return (match && contentTypes[match[0].toLowerCase()]) || defaultContentType;
}

export const cachePolicies = {
  /** Content-hashed file names: a new version is a new URL, so the old one may be kept forever. */
  immutable: 'public, max-age=31536000, immutable',
  /** Same URL, changing content (pages, sitemap, robots.txt, RSC payloads, images): ask every time (ETag). */
  revalidate: 'public, max-age=0, must-revalidate',
};

/** URL prefixes whose files are fingerprinted (content hash in the name). Everything else revalidates. */
export const immutablePrefixes = ['/_next/static/'];

/** Cache-Control for the file actually sent (for a 404 that is 404.html, never the requested path). */
export function cacheControlFor(filePath) {
  return immutablePrefixes.some((prefix) => filePath.startsWith(prefix))
    ? cachePolicies.immutable
    : cachePolicies.revalidate;
}

/** The only outside origins the pages may use: the Google Maps embed on /contato (content/site.ts). */
export const frameSources = ['https://www.google.com'];

/**
 * The Content-Security-Policy directives. `script-src` gets the page's inline-script hashes added in the
 * <meta> policy. 'unsafe-inline' is allowed for styles only: next/font, sonner and Radix inject <style>.
 */
export const cspDirectives = {
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

/** Directives a <meta> policy cannot carry (the browser ignores them there). */
const headerOnlyDirectives = ['frame-ancestors'];
/**
 * Directives left out of the header policy. Both policies are enforced, so a header `script-src` (or a
 * `default-src`, its fallback) without the page's hashes would block the inline scripts the meta allows.
 */
const metaOnlyDirectives = ['default-src', 'script-src'];

function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, for its inline scripts' hashes. */
export function metaPolicy(scriptHashes) {
  const directives = Object.fromEntries(
    Object.entries(cspDirectives).filter(([name]) => !headerOnlyDirectives.includes(name)),
  );
  const uniqueHashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  directives['script-src'] = [...cspDirectives['script-src'], ...uniqueHashes];
  return serializePolicy(directives);
}

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
export const nonPagePolicies = {
  default: "default-src 'none'; frame-ancestors 'none'; sandbox",
  'image/svg+xml': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox",
};

/** The Content-Security-Policy header for a response of this Content-Type (none: a redirect or error). */
export function contentSecurityPolicyFor(contentType) {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType === 'text/html') return headerPolicy;
  return nonPagePolicies[mediaType] ?? nonPagePolicies.default;
}

/**
 * Headers sent with every response (pages, files, 404s, redirects), next to its Content-Security-Policy.
 * Strict-Transport-Security is for HTTPS responses only (nginx leaves it out of its plain-HTTP redirect).
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** All headers for a response that sends the file at `filePath` (a public path such as /sobre.html). */
export function headersFor(filePath) {
  const contentType = contentTypeFor(filePath);
  return {
    'Content-Security-Policy': contentSecurityPolicyFor(contentType),
    ...securityHeaders,
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(filePath),
  };
}

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
export function isCompressible(contentType) {
  return compression.types.includes((contentType ?? '').split(';')[0].trim().toLowerCase());
}

/**
 * HTTPS: plain-HTTP requests are answered with a permanent redirect to the same path on
 * https://<site host>, and nothing else (nginx; the CDNs do the same with their own setting, see README).
 */
export const httpsRedirectStatus = 301;
