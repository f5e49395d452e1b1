// Redirects: the clean-URL rules every host applies, and the plain-HTTP redirect to HTTPS.

/**
 * Redirects (301), matched in this order against the raw request path, still percent-encoded (the query
 * string is kept). Patterns are written once and used both by JavaScript and by nginx (PCRE), so they use
 * only the syntax both share; `path` is the one capture, `to` a template. No target can start with "//" or
 * "/\" (the first character after "/" is never "/" or "\"), so no redirect can leave the site, provided
 * each host inserts the capture literally: the local server and the CloudFront function build the target
 * with expandRedirect() (never String.prototype.replace with a replacement string, which would expand
 * `$'` or `$\`` found in the path), nginx substitutes the variable once.
 */
export interface RedirectRule {
  name: string;
  /** Matched against the whole raw path (anchored by each host); `path` is the one capture. */
  pattern: string;
  /** The target, with `{path}` standing for the captured text. */
  to: string;
}

export const redirects: readonly RedirectRule[] = [
  { name: 'trailing slash', pattern: String.raw`(?<path>/[^/\x5c?][^?]*?)/+`, to: '{path}' },
  { name: 'index page', pattern: String.raw`/index(?:\.html)?`, to: '/' },
  { name: '.html suffix', pattern: String.raw`(?<path>/[^/\x5c?][^?]*?)\.html`, to: '{path}' },
];
export const redirectStatus = 301;

/** A redirect's target: `to` with its {path} placeholder replaced by the captured text, taken literally. */
export function expandRedirect(to: string, capturedPath: string): string {
  return to.split('{path}').join(capturedPath);
}

/**
 * A decoded path naming an .html file is never a page: pages have clean URLs, and the raw `.html` forms
 * redirect above. So encoded spellings such as /404%2ehtml or /index%2Ehtml answer 404, like /404 does,
 * instead of serving the file under a second name.
 */
export const htmlFileNamePattern = String.raw`\.html$`;

/**
 * HTTPS: plain-HTTP requests are answered with a permanent redirect to the same path on
 * https://<site host>, and nothing else (nginx; the CDNs do the same with their own setting, see docs/publicacao.md).
 */
export const httpsRedirectStatus = 301;
