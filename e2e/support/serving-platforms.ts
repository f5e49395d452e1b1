// The servers the serving checks run against (e2e/support/serving-checks.ts): our own (npm start, nginx, CloudFront's
// function, but for malformed requests), which answer every rule of content/rules/serving.ts, and a host that serves the export with URL handling
// of its own, which no file of ours configures. For such a host the checks expect its documented answers instead,
// and say so in their report; every header our files set (security headers, policies by type, caching, the editor's
// policy) is still checked to the letter.

export interface Platform {
  name: string;
  /** The status of its permanent redirects (a trailing slash, .html, /index). */
  redirectStatus: number;
  /** Cache-Control of its 404 answers. */
  notFoundCacheControl?: string;
  /**
   * Whether it sets Content-Security-Policy by path (out/_headers): a missing file's 404 has that type's policy, and
   * a redirect from a page's address the page policy.
   */
  policiesByPath: boolean;
  /** Whether a 304 repeats Cache-Control (RFC 9110 §15.4.5: it should). */
  repeatsCacheControlOn304: boolean;
  /** Whether it names Accept-Encoding in Vary when it compresses. */
  variesOnCompression: boolean;
  /** Types it compresses beyond ours (content/rules/serving.ts isCompressible). */
  alsoCompresses: readonly string[];
  /** Types it spells its own way, each the same media type for a browser (ours → its). */
  contentTypeSpellings: Readonly<Record<string, string>>;
  /** Addresses it answers with the 404 page where ours redirect. */
  notRedirected: readonly string[];
  /** Checks of URL handling that the host does on its own, each with what it does instead. */
  ownUrlHandling: Readonly<Record<string, string>>;
}

/** Our spelling of a type the platform spells its own way ("application/javascript" → "text/javascript; charset=utf-8"). */
export function ourSpelling(platform: Platform, contentType: string | undefined): string | undefined {
  return Object.entries(platform.contentTypeSpellings).find(([, theirs]) => theirs === contentType)?.[0] ?? contentType;
}

/** npm start, nginx (deploy/nginx.conf): every rule as written. */
export const ownServers: Platform = {
  name: 'our rules',
  redirectStatus: 301,
  policiesByPath: false,
  repeatsCacheControlOn304: true,
  variesOnCompression: true,
  alsoCompresses: [],
  contentTypeSpellings: {},
  notRedirected: [],
  ownUrlHandling: {},
};

/**
 * Cloudflare Pages, as its own runtime runs it (`wrangler pages dev`, workerd): https://developers.cloudflare.com/pages/
 * configuration/serving-pages/ and /headers/. Its URL handling is fixed by the platform.
 */
export const cloudflarePages: Platform = {
  name: 'Cloudflare Pages',
  redirectStatus: 308,
  notFoundCacheControl: 'no-store',
  policiesByPath: true,
  repeatsCacheControlOn304: false,
  variesOnCompression: false,
  alsoCompresses: ['image/svg+xml'],
  contentTypeSpellings: {
    'text/javascript; charset=utf-8': 'application/javascript',
    'application/xml; charset=utf-8': 'application/xml',
  },
  // A doubled trailing slash: no file's clean URL.
  notRedirected: ['/contato//'],
  ownUrlHandling: {
    'the 404 page and build files are not pages: 404':
      'every .html file is a page at its clean URL: /404, /400 and /_not-found answer 200',
    'encoded names of the 404 page and of .html files answer like their plain forms: 404':
      'it decodes the name and redirects (308) to the clean URL',
    'paths that look like directories: 404': 'it redirects (308) to the clean URL',
    'malformed requests (bad escapes, NUL, ".." above the root): 400 with the malformed-request page, nothing served':
      'it answers 404 with the 404 page; nothing is served',
    'the redirect target is the captured path, taken literally ($ patterns are not expanded)':
      'it redirects only to files that exist: these are 404',
    'very long paths: 404': 'its local runtime answers 502 past ~300 characters in one segment',
  },
};

/**
 * CloudFront with deploy/cloudfront/stack.json: our function and policies, so every rule as written, but for requests
 * it refuses before the function runs: the bucket has no 400 page of its own (docs/publicacao.md, "Limite conhecido"),
 * and a method the behaviours do not allow is refused by CloudFront with its own 403
 * (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/http-403-invalid-method.html).
 */
export const cloudfrontDistribution: Platform = {
  ...ownServers,
  name: 'CloudFront',
  ownUrlHandling: {
    'malformed requests (bad escapes, NUL, ".." above the root): 400 with the malformed-request page, nothing served':
      'the bucket answers 404 with the 404 page; nothing is served',
    'methods other than GET and HEAD: 405': 'CloudFront answers 403 itself: the behaviours allow only GET and HEAD',
  },
};

export const platforms = { own: ownServers, cloudflare: cloudflarePages, cloudfront: cloudfrontDistribution } as const;
export type PlatformName = keyof typeof platforms;
