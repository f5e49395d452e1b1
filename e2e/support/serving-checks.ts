// Status and header checks of a served copy of the site, against the rules in content/rules/serving.ts. Plain HTTP
// requests with the raw path as written (so "..", "%2e%2e" and malformed escapes reach the server as is). Served
// pages are read with cheerio (an HTML parser; the sitemap in its XML mode), never with regular expressions.
// Used by tools/serving/check-serving.ts (any base URL: npm start, nginx in CI, a deployed host) and by
// e2e/serving/headers.spec.ts (the Playwright webServer).
import * as cheerio from 'cheerio';
import zlib from 'node:zlib';
import {
  cachePolicies,
  cmsFilesPrefix,
  cmsPage,
  cmsPageFile,
  compression,
  contentSecurityPolicyFor,
  headersFor,
  httpsRedirectStatus,
  isCompressible,
  mediaTypeOf,
  nonPagePolicies,
  securityHeaders,
} from '../../content/rules/serving';
import { PAGEFIND_BUNDLE_ATTRIBUTE, SEARCH_PATH } from '../../content/rules/site-search';
import { isLiveVersion, VERSION_FILE_PATH } from '../../content/rules/publication';
import { type Client, type ClientOptions, createClient } from './serving-client';
import {
  header,
  expectStatus,
  expectHeader,
  expectSecurityHeaders,
  expectFileHeaders,
  expectCspMeta,
  hostilePaths,
} from './serving-expectations';
import type { Discovery, CheckContext, CheckResult, Check, CheckReport } from './serving-check';
import { pathChecks } from './serving-path-checks';
import { ourSpelling, ownServers, type Platform } from './serving-platforms';

// ------------------------------------------------------------------------------------------ discovery

/** The values of `attribute` on the elements matching `selector` ("" where it is missing). */
function localUrls($: cheerio.CheerioAPI, selector: string, attribute: string): string[] {
  return $(selector)
    .toArray()
    .map((element) => $(element).attr(attribute) ?? '');
}

/** Pages (from sitemap.xml) and assets (from the home page) to check, fetched once per context. */
function createContext(client: Client, host?: string, platform: Platform = ownServers): CheckContext {
  let discovery: Promise<Discovery> | undefined;
  return {
    client,
    host,
    platform,
    discover() {
      discovery ??= (async () => {
        const sitemap = await client.request('/sitemap.xml');
        const $sitemap = cheerio.load(sitemap.body, { xml: true });
        const pages = $sitemap('loc')
          .toArray()
          .map((element) => new URL($sitemap(element).text().trim()).pathname);
        const home = await client.request('/');
        const $ = cheerio.load(home.body);
        const urls = [
          ...localUrls($, 'script[src]', 'src'),
          ...localUrls($, 'link[href]', 'href'),
          ...localUrls($, 'img[src]', 'src'),
          ...localUrls($, 'img[srcset], source[srcset]', 'srcset').flatMap((srcset) =>
            srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
          ),
        ].filter((url) => url.startsWith('/') && !url.startsWith('//'));
        const ogImage = $('meta[property="og:image"]').attr('content');
        const search = cheerio.load((await client.request(SEARCH_PATH)).body);
        const searchBundle = search(`form[${PAGEFIND_BUNDLE_ATTRIBUTE}]`).attr(PAGEFIND_BUNDLE_ATTRIBUTE);
        const withoutQuery = (url: string) => url.split('?')[0] ?? url;
        const find = (test: (url: string) => boolean) => urls.find(test);
        return {
          pages,
          script: find((url) => url.startsWith('/_next/static/') && url.endsWith('.js')),
          stylesheet: find((url) => url.startsWith('/_next/static/') && url.endsWith('.css')),
          font: find((url) => url.startsWith('/_next/static/') && url.endsWith('.woff2')),
          image: find((url) => url.startsWith('/images/') && /\.(jpe?g|png|webp|avif)$/i.test(withoutQuery(url))),
          modernImages: [...new Set(urls.filter((url) => /\.(webp|avif)$/i.test(withoutQuery(url))))],
          ogImage: ogImage ? new URL(ogImage).pathname : undefined,
          searchBundle,
        };
      })();
      return discovery;
    },
  };
}

// ------------------------------------------------------------------------------------------ the checks

/** Checks a file that must exist with its content type and cache policy. */
function fileCheck(name: string, pick: (found: Discovery) => string | undefined, cacheControl: string): Check {
  return {
    name,
    async run(context) {
      const failures: string[] = [];
      const filePath = pick(await context.discover());
      if (!filePath) return { failures: ['not found in the home page'] };
      const response = await context.client.request(filePath);
      if (expectStatus(response, 200, failures, filePath)) {
        expectFileHeaders(
          response,
          filePath.split('?')[0] ?? filePath,
          cacheControl,
          failures,
          filePath,
          context.platform,
        );
      }
      return { failures, detail: filePath };
    },
  };
}

export const checks: readonly Check[] = [
  {
    name: 'every page of sitemap.xml: 200, HTML, revalidated, security headers, its own CSP <meta>',
    async run(context) {
      const failures: string[] = [];
      const { pages } = await context.discover();
      if (pages.length === 0) failures.push('sitemap.xml lists no page');
      for (const page of pages) {
        const response = await context.client.request(page);
        if (!expectStatus(response, 200, failures, page)) continue;
        expectFileHeaders(response, `${page}.html`, cachePolicies.revalidate, failures, page, context.platform);
        expectCspMeta(response.body, failures, page);
      }
      return { failures, detail: `${pages.length} pages` };
    },
  },
  {
    name: 'HEAD / answers 200 with the page headers and no body',
    async run(context) {
      const failures: string[] = [];
      const response = await context.client.request('/', { method: 'HEAD' });
      if (expectStatus(response, 200, failures, 'HEAD /')) {
        expectFileHeaders(response, '/index.html', cachePolicies.revalidate, failures, 'HEAD /', context.platform);
        if (response.body.length > 0) failures.push('HEAD /: has a body');
      }
      return { failures };
    },
  },
  {
    name: 'revalidation: GET / with its ETag answers 304',
    async run(context) {
      const failures: string[] = [];
      const first = await context.client.request('/');
      const etag = header(first, 'ETag');
      if (!etag) return { failures: ['GET /: no ETag'] };
      const second = await context.client.request('/', { headers: { 'If-None-Match': etag } });
      if (expectStatus(second, 304, failures, 'GET / If-None-Match')) {
        if (context.platform.repeatsCacheControlOn304)
          expectHeader(second, 'Cache-Control', cachePolicies.revalidate, failures, '304');
        // The page's own policy: a browser updates the cached response's headers from a 304.
        expectSecurityHeaders(second, failures, '304', contentSecurityPolicyFor('text/html'));
      }
      return { failures };
    },
  },
  ...pathChecks,
  fileCheck('a /_next/static script: text/javascript, immutable', (found) => found.script, cachePolicies.immutable),
  fileCheck('a /_next/static stylesheet: text/css, immutable', (found) => found.stylesheet, cachePolicies.immutable),
  fileCheck('a /_next/static font: font/woff2, immutable', (found) => found.font, cachePolicies.immutable),
  fileCheck(
    'an image under /images (not fingerprinted): its type, revalidated',
    (found) => found.image,
    cachePolicies.revalidate,
  ),
  fileCheck('the share image (og:image): revalidated', (found) => found.ogImage, cachePolicies.revalidate),
  fileCheck('/images/logo.svg: image/svg+xml, revalidated', () => '/images/logo.svg', cachePolicies.revalidate),
  fileCheck('/apple-icon.png: image/png, revalidated', () => '/apple-icon.png', cachePolicies.revalidate),
  fileCheck('/sitemap.xml: application/xml, revalidated', () => '/sitemap.xml', cachePolicies.revalidate),
  fileCheck('/robots.txt: text/plain, revalidated', () => '/robots.txt', cachePolicies.revalidate),
  fileCheck(
    "the classes' calendar (/agenda/turmas.ics): text/calendar, revalidated",
    () => '/agenda/turmas.ics',
    cachePolicies.revalidate,
  ),
  fileCheck('an RSC payload (/sobre.txt): text/plain, revalidated', () => '/sobre.txt', cachePolicies.revalidate),
  fileCheck(
    "the site search's worker, in the index's folder: its own policy (the index from this site, its WebAssembly), immutable",
    (found) => found.searchBundle && `${found.searchBundle}pagefind-worker.js`,
    cachePolicies.immutable,
  ),
  fileCheck(
    "the site search's WebAssembly: application/octet-stream, the locked-down policy, immutable",
    (found) => found.searchBundle && `${found.searchBundle}wasm.pt.pagefind`,
    cachePolicies.immutable,
  ),
  fileCheck(
    "the site search's entry file, asked for with its cache tag: JSON, immutable",
    (found) => {
      const hash = found.searchBundle?.split('/').filter(Boolean).pop();
      return found.searchBundle && `${found.searchBundle}pagefind-entry.json?ts=${hash}`;
    },
    cachePolicies.immutable,
  ),
  {
    name: '/version.json: application/json, never stored, names the build, not in the sitemap',
    async run(context) {
      const failures: string[] = [];
      const response = await context.client.request(VERSION_FILE_PATH);
      if (expectStatus(response, 200, failures, VERSION_FILE_PATH)) {
        expectFileHeaders(
          response,
          VERSION_FILE_PATH,
          cachePolicies.noStore,
          failures,
          VERSION_FILE_PATH,
          context.platform,
        );
        let version: unknown;
        try {
          version = JSON.parse(response.body);
        } catch {
          failures.push(`${VERSION_FILE_PATH}: not JSON`);
        }
        if (version !== undefined && !isLiveVersion(version))
          failures.push(`${VERSION_FILE_PATH}: not a version file (commit, builtAt, pages)`);
      }
      const { pages } = await context.discover();
      if (pages.includes(VERSION_FILE_PATH)) failures.push(`${VERSION_FILE_PATH}: listed in sitemap.xml`);
      return { failures };
    },
  },
  {
    name: "/admin: the editor's page (admin.html), with its own policy and headers; /admin.html itself is not served",
    async run(context) {
      const failures: string[] = [];
      const response = await context.client.request(cmsPage);
      if (expectStatus(response, 200, failures, cmsPage)) {
        for (const [name, value] of Object.entries(headersFor(cmsPage)))
          expectHeader(response, name, value, failures, cmsPage);
        if (!response.body.includes(`${cmsFilesPrefix}sveltia-cms.js`))
          failures.push(`${cmsPage}: not the editor's page`);
      }
      const direct = await context.client.request(cmsPageFile);
      if (direct.status === 200) failures.push(`${cmsPageFile}: served (status 200); only its clean URL should be`);
      return { failures };
    },
  },
  {
    name: 'webp/avif images referenced by the home page: right type, revalidated',
    async run(context) {
      const failures: string[] = [];
      const { modernImages } = await context.discover();
      for (const image of modernImages) {
        const response = await context.client.request(image);
        if (!expectStatus(response, 200, failures, image)) continue;
        const cacheControl = image.startsWith('/_next/static/') ? cachePolicies.immutable : cachePolicies.revalidate;
        expectFileHeaders(response, image.split('?')[0] ?? image, cacheControl, failures, image, context.platform);
      }
      return { failures, detail: modernImages.length > 0 ? `${modernImages.length} images` : 'none referenced' };
    },
  },
  {
    name: 'compression: text types gzip-encoded when asked (Vary: Accept-Encoding), images and fonts never',
    async run(context) {
      const failures: string[] = [];
      const { script, stylesheet, font, image } = await context.discover();
      const targets = [script, stylesheet, '/', '/sitemap.xml', font, image, '/images/logo.svg'].filter(
        (target): target is string => Boolean(target),
      );
      for (const target of targets) {
        const plain = await context.client.request(target);
        const gzipped = await context.client.request(target, { headers: { 'Accept-Encoding': 'gzip' } });
        if (!expectStatus(gzipped, 200, failures, target)) continue;
        const contentType = ourSpelling(context.platform, header(gzipped, 'Content-Type'));
        const encoding = header(gzipped, 'Content-Encoding');
        if (header(plain, 'Content-Encoding')) failures.push(`${target}: encoded without Accept-Encoding`);
        // A type the host compresses beyond ours (at any size): either way is right, but what it sends must be right.
        const hostsChoice = context.platform.alsoCompresses.includes(mediaTypeOf(contentType));
        const expected = isCompressible(contentType) && plain.rawBody.length >= compression.minBytes;
        if (!expected && !(hostsChoice && encoding)) {
          if (encoding) failures.push(`${target} (${contentType}): Content-Encoding ${encoding}, expected none`);
          continue;
        }
        if (encoding !== 'gzip') {
          failures.push(`${target} (${contentType}): Content-Encoding ${encoding}, expected gzip`);
          continue;
        }
        if (
          context.platform.variesOnCompression &&
          !/(^|,)\s*accept-encoding\s*(,|$)/i.test(header(gzipped, 'Vary') ?? '')
        ) {
          failures.push(`${target}: Vary is ${header(gzipped, 'Vary')}, expected Accept-Encoding`);
        }
        if (!zlib.gunzipSync(gzipped.rawBody).equals(plain.rawBody)) failures.push(`${target}: gunzipped body differs`);
        if (gzipped.rawBody.length >= plain.rawBody.length) failures.push(`${target}: not smaller compressed`);
        expectSecurityHeaders(gzipped, failures, `${target} gzip`, contentSecurityPolicyFor(contentType));
      }
      return { failures, detail: `${targets.length} files` };
    },
  },
  {
    name: 'methods other than GET and HEAD: 405',
    async run(context) {
      const failures: string[] = [];
      for (const target of ['/', '/sobre']) {
        expectStatus(await context.client.request(target, { method: 'POST' }), 405, failures, `POST ${target}`);
      }
      return { failures };
    },
  },
];

/**
 * The plain-HTTP listener of a host that serves the site over HTTPS (nginx): every request, hostile ones
 * included, is a permanent redirect to the same raw path and query on https://<host>, with the security
 * headers of a non-page response but no Strict-Transport-Security (it belongs to HTTPS answers).
 */
export const httpsRedirectChecks: readonly Check[] = [
  {
    name: 'plain HTTP: 301 to the same path on HTTPS, no HSTS, for every path (hostile ones too)',
    async run(context) {
      const failures: string[] = [];
      if (!context.host) return { failures: ['no public host given for the redirect target'] };
      const cases = [
        '/',
        '/sobre',
        '/sobre/?origem=x&y=1',
        '/cursos',
        '/nao-existe',
        '/_next/static/x.js',
        ...hostilePaths(),
      ];
      const { 'Strict-Transport-Security': hsts, ...others } = securityHeaders;
      for (const rawPath of cases) {
        const response = await context.client.request(rawPath);
        if (!expectStatus(response, httpsRedirectStatus, failures, rawPath)) continue;
        expectHeader(response, 'Location', `https://${context.host}${rawPath}`, failures, rawPath);
        if (header(response, 'Strict-Transport-Security') !== undefined)
          failures.push(`${rawPath}: HSTS over plain HTTP`);
        expectHeader(response, 'Content-Security-Policy', nonPagePolicies.default, failures, rawPath);
        for (const [name, value] of Object.entries(others)) expectHeader(response, name, value, failures, rawPath);
      }
      return { failures, detail: `${cases.length} URLs, HSTS ${hsts ? 'kept for HTTPS' : 'not configured'}` };
    },
  },
];

export interface RunOptions extends ClientOptions {
  /** Run the plain-HTTP checks instead (the base URL is the HTTP listener), redirecting to https://<host>. */
  httpsRedirects?: { host: string };
  /** Whose URL handling answers (serving-platforms.ts); ours by default. */
  platform?: Platform;
}

/** Runs every check against a base URL; `report` is called once per check, as it ends. */
export async function runChecks(
  baseURL: string,
  report: (result: CheckReport) => void = () => {},
  { insecure = false, httpsRedirects, platform = ownServers }: RunOptions = {},
): Promise<CheckReport[]> {
  const context = createContext(createClient(baseURL, { insecure }), httpsRedirects?.host, platform);
  const results: CheckReport[] = [];
  for (const check of httpsRedirects ? httpsRedirectChecks : checks) {
    const hostHandles = platform.ownUrlHandling[check.name];
    if (hostHandles) {
      const entry: CheckReport = { name: check.name, failures: [], passed: true, hostHandles };
      results.push(entry);
      report(entry);
      continue;
    }
    let result: CheckResult;
    try {
      result = await check.run(context);
    } catch (error) {
      result = { failures: [error instanceof Error ? error.message : String(error)] };
    }
    const entry: CheckReport = { name: check.name, ...result, passed: result.failures.length === 0 };
    results.push(entry);
    report(entry);
  }
  return results;
}

/** Runs one check by name (e2e: one test step per check). */
export async function runCheck(baseURL: string, name: string): Promise<CheckResult> {
  const check = checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`no check named ${name}`);
  return check.run(createContext(createClient(baseURL)));
}
