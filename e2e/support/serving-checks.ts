// Status and header checks of a served copy of the site, against the rules in content/rules/serving.ts. Plain HTTP
// requests with the raw path as written (so "..", "%2e%2e" and malformed escapes reach the server as is). Served
// pages are read with cheerio (an HTML parser; the sitemap in its XML mode), never with regular expressions.
// Used by tools/serving/check-serving.ts (any base URL: npm start, nginx in CI, a deployed host) and by
// e2e/serving/headers.spec.ts (the Playwright webServer).
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import { inlineScripts, META_SELECTOR, scriptHash } from '../../scripts/postbuild/csp';
import {
  badRequestPage,
  cachePolicies,
  cmsFilesPrefix,
  cmsPage,
  cmsPageFile,
  compression,
  contentSecurityPolicyFor,
  contentTypeFor,
  headersFor,
  httpsRedirectStatus,
  isCompressible,
  metaPolicy,
  nonPagePolicies,
  notFoundPage,
  notFoundPaths,
  securityHeaders,
} from '../../content/rules/serving';

/** A response as received: the body both as bytes (compressed ones stay compressed) and as UTF-8 text. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawBody: Buffer;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

export interface Client {
  /** The base URL's origin and path prefix, without a trailing slash. */
  baseURL: string;
  /** Sends `rawPath` (after the base URL's path prefix) byte for byte; follows no redirect. */
  request(rawPath: string, options?: RequestOptions): Promise<RawResponse>;
}

export interface ClientOptions {
  /** Accept any TLS certificate (CI's self-signed one). */
  insecure?: boolean;
}

/** An HTTP client for one base URL; `request(rawPath)` sends the path byte for byte, follows nothing. */
export function createClient(baseURL: string, { insecure = false }: ClientOptions = {}): Client {
  const base = new URL(baseURL);
  const transport = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    baseURL: base.origin + prefix,
    request(rawPath, { method = 'GET', headers = {} } = {}) {
      return new Promise((resolve, reject) => {
        const request = transport.request(
          {
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port || undefined,
            method,
            path: prefix + rawPath,
            headers: { 'User-Agent': 'check-serving', ...headers },
            timeout: 15000,
            ...(insecure ? { rejectUnauthorized: false } : {}),
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const rawBody = Buffer.concat(chunks);
              resolve({ status: response.statusCode ?? 0, headers: response.headers, rawBody, body: rawBody.toString('utf8') });
            });
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${rawPath}`)));
        request.on('error', reject);
        request.end();
      });
    },
  };
}

// ------------------------------------------------------------------------------------------ expectations

/** A header's value (repeated headers joined with ", "), or undefined. */
function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function expectStatus(response: RawResponse, status: number, failures: string[], label: string): boolean {
  if (response.status !== status) failures.push(`${label}: status ${response.status}, expected ${status}`);
  return response.status === status;
}

/** Cache-Control directives as a set: hosts differ only in spacing and order (Netlify writes no spaces). */
function cacheDirectives(value: string | undefined): string {
  return (value ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(', ');
}

function expectHeader(response: RawResponse, name: string, expected: string | undefined, failures: string[], label: string): void {
  const actual = header(response, name);
  const same =
    name.toLowerCase() === 'cache-control' ? cacheDirectives(actual) === cacheDirectives(expected) : actual === expected;
  if (!same) failures.push(`${label}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/**
 * The security headers, with the Content-Security-Policy `csp` (by default the one of a non-page response), each
 * pinned to its exact value; and none of what the Mozilla HTTP Observatory marks down: no cookie, no CORS opening.
 */
function expectSecurityHeaders(response: RawResponse, failures: string[], label: string, csp: string = nonPagePolicies.default): void {
  expectHeader(response, 'Content-Security-Policy', csp, failures, label);
  for (const [name, value] of Object.entries(securityHeaders)) expectHeader(response, name, value, failures, label);
  for (const name of ['Set-Cookie', 'Access-Control-Allow-Origin']) expectHeader(response, name, undefined, failures, label);
}

/** Content-Type, Cache-Control and the security headers (the policy of that type) of a file response. */
function expectFileHeaders(response: RawResponse, filePath: string, cacheControl: string, failures: string[], label: string): void {
  expectHeader(response, 'Content-Type', contentTypeFor(filePath), failures, label);
  expectHeader(response, 'Cache-Control', cacheControl, failures, label);
  expectSecurityHeaders(response, failures, label, contentSecurityPolicyFor(contentTypeFor(filePath)));
}

/**
 * The page carries its own CSP <meta>: in <head>, after nothing but <meta charset>, before every script, and
 * allowing exactly the page's inline scripts: no 'unsafe-inline' / 'unsafe-eval' for scripts.
 */
function expectCspMeta(html: string, failures: string[], label: string): void {
  const $ = cheerio.load(html);
  const metas = $(META_SELECTOR);
  if (metas.length !== 1) {
    failures.push(`${label}: ${metas.length} Content-Security-Policy <meta> elements, expected 1`);
    return;
  }
  const meta = metas.first();
  if (!meta.parent().is('head')) failures.push(`${label}: the CSP <meta> is not in <head>`);
  if (meta.prevAll().not('meta[charset]').length > 0) {
    failures.push(`${label}: the CSP <meta> comes after other elements than <meta charset>`);
  }
  const policy = meta.attr('content') ?? '';
  const expected = metaPolicy(inlineScripts(html).map(scriptHash));
  if (policy !== expected) failures.push(`${label}: CSP <meta> is "${policy}", expected "${expected}"`);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (/'unsafe-(inline|eval|hashes)'|\*/.test(scriptSrc)) failures.push(`${label}: script-src is not strict: ${scriptSrc}`);
}

/** The heading of out/404.html (app/not-found.tsx) and of out/400.html (app/400/page.tsx). */
const NOT_FOUND_MARK = 'id="nao-encontrada-titulo"';
const BAD_REQUEST_MARK = 'id="requisicao-invalida-titulo"';

function expectNotFoundPage(response: RawResponse, failures: string[], label: string): void {
  if (!expectStatus(response, 404, failures, label)) return;
  expectFileHeaders(response, notFoundPage, cachePolicies.revalidate, failures, label);
  if (!response.body.includes(NOT_FOUND_MARK)) failures.push(`${label}: the body is not the 404 page`);
  else expectCspMeta(response.body, failures, label);
}

/**
 * The malformed-request page with status 400: the page headers and policy of /400.html, its own CSP <meta>, and
 * nothing else served (no file's content, such as /etc/passwd's "root:", and no script at all: the page has none).
 */
function expectBadRequestPage(response: RawResponse, failures: string[], label: string): void {
  if (response.body.includes('root:')) failures.push(`${label}: served content (the body contains "root:")`);
  const $ = cheerio.load(response.body);
  const scripts = $('script')
    .toArray()
    .map((script) => {
      const attributes = ['type', 'src'].filter((name) => $(script).attr(name) !== undefined);
      return `<script${attributes.map((name) => ` ${name}="${$(script).attr(name)}"`).join('')}>`;
    });
  if (scripts.length > 0) failures.push(`${label}: the body has ${scripts.join(', ')}, expected no <script> at all`);
  if (!expectStatus(response, 400, failures, label)) return;
  expectFileHeaders(response, badRequestPage, cachePolicies.revalidate, failures, label);
  if (!response.body.includes(BAD_REQUEST_MARK)) failures.push(`${label}: the body is not the 400 page`);
  else expectCspMeta(response.body, failures, label);
}

function expectRedirect(response: RawResponse, location: string, failures: string[], label: string): void {
  if (!expectStatus(response, 301, failures, label)) return;
  expectHeader(response, 'Location', location, failures, label);
  expectSecurityHeaders(response, failures, label);
}

/** A Location that stays on the site: a path ("/x"), never "//host" or "/\\host", no scheme. */
export function isSameSiteLocation(location: string | undefined): boolean {
  return typeof location === 'string' && /^\/(?![/\\])\S*$/.test(location);
}

/**
 * A bounded, generated set of request paths that try to turn a redirect into a jump to another site:
 * every lead (slashes, backslashes, their encodings, `$` replacement patterns…) before a host name, with
 * every tail that makes one of the redirect rules match (trailing slash, .html, /index, a query).
 */
export function hostilePaths(): string[] {
  const host = 'evil.example';
  const leads = [
    '//',
    '///',
    '/\\',
    '/\\/',
    '//\\',
    '/%2f',
    '/%2F%2F',
    '/%5c',
    '/%5C/',
    '/.//',
    '/%2e//',
    '/%09/',
    "/$'/",
    '/$`/',
    '/$&/',
    '/$1/',
    '/$$/',
    '/$<path>/',
    "/$'",
    '/$`',
    "/x/$'/",
    "/$'/$`/",
    '/%24%27/',
  ];
  const tails = ['', '/', '//', '.html', '/.html', '/index', '/index.html', '.html?x=1', '/?next=//evil.example'];
  return leads.flatMap((lead) => tails.map((tail) => `${lead}${host}${tail}`));
}

// ------------------------------------------------------------------------------------------ discovery

/** What the checks look for on the site: the pages of sitemap.xml and files the home page uses. */
export interface Discovery {
  pages: string[];
  script?: string;
  stylesheet?: string;
  font?: string;
  image?: string;
  modernImages: string[];
  ogImage?: string;
}

export interface CheckContext {
  client: Client;
  /** Pages and files to check, fetched once per context. */
  discover(): Promise<Discovery>;
  /** The public host the plain-HTTP side must redirect to (httpsRedirectChecks only). */
  host?: string;
}

/** The values of `attribute` on the elements matching `selector` ("" where it is missing). */
function localUrls($: cheerio.CheerioAPI, selector: string, attribute: string): string[] {
  return $(selector)
    .toArray()
    .map((element) => $(element).attr(attribute) ?? '');
}

/** Pages (from sitemap.xml) and assets (from the home page) to check, fetched once per context. */
function createContext(client: Client, host?: string): CheckContext {
  let discovery: Promise<Discovery> | undefined;
  return {
    client,
    host,
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
        };
      })();
      return discovery;
    },
  };
}

// ------------------------------------------------------------------------------------------ the checks

export interface CheckResult {
  failures: string[];
  detail?: string;
}

export interface Check {
  name: string;
  run(context: CheckContext): Promise<CheckResult>;
}

/** A check's result as reported: its name and whether it passed. */
export interface CheckReport extends CheckResult {
  name: string;
  passed: boolean;
}

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
        expectFileHeaders(response, filePath.split('?')[0] ?? filePath, cacheControl, failures, filePath);
      }
      return { failures, detail: filePath };
    },
  };
}

/** A long path shortened for a failure message. */
const shortLabel = (rawPath: string) => (rawPath.length > 60 ? `${rawPath.slice(0, 40)}… (${rawPath.length} chars)` : rawPath);

function notFoundCheck(name: string, paths: readonly string[]): Check {
  return {
    name,
    async run(context) {
      const failures: string[] = [];
      for (const rawPath of paths) {
        expectNotFoundPage(await context.client.request(rawPath), failures, shortLabel(rawPath));
      }
      return { failures, detail: `${paths.length} paths` };
    },
  };
}

function redirectCheck(name: string, cases: (context: CheckContext) => Promise<readonly (readonly [string, string])[]>): Check {
  return {
    name,
    async run(context) {
      const failures: string[] = [];
      const list = await cases(context);
      for (const [from, to] of list) expectRedirect(await context.client.request(from), to, failures, from);
      return { failures, detail: `${list.length} URLs` };
    },
  };
}

const longSegment = 'a'.repeat(300);
const longPath = `/cursos${'/segmento-inexistente'.repeat(160)}`;

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
        expectFileHeaders(response, `${page}.html`, cachePolicies.revalidate, failures, page);
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
        expectFileHeaders(response, '/index.html', cachePolicies.revalidate, failures, 'HEAD /');
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
        expectHeader(second, 'Cache-Control', cachePolicies.revalidate, failures, '304');
        // The page's own policy: a browser updates the cached response's headers from a 304.
        expectSecurityHeaders(second, failures, '304', contentSecurityPolicyFor('text/html'));
      }
      return { failures };
    },
  },
  redirectCheck('trailing slash: 301 to the clean URL, query kept', async (context) => {
    const { pages } = await context.discover();
    const course = pages.find((page) => page.startsWith('/cursos/')) ?? '/cursos';
    return [
      ['/sobre/', '/sobre'],
      ['/blog/', '/blog'],
      [`${course}/`, course],
      ['/contato//', '/contato'],
      ['/contato/?origem=teste&x=1', '/contato?origem=teste&x=1'],
    ];
  }),
  redirectCheck('.html and /index: 301 to the clean URL', async () => [
    ['/sobre.html', '/sobre'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/cursos.html?x=1', '/cursos?x=1'],
  ]),
  {
    name: 'no redirect leaves the site (//host, /\\host, encoded, $ patterns: a generated set)',
    async run(context) {
      const failures: string[] = [];
      const cases = hostilePaths();
      for (const rawPath of cases) {
        const response = await context.client.request(rawPath);
        const location = header(response, 'Location');
        if (response.status >= 300 && response.status < 400) {
          if (!isSameSiteLocation(location)) failures.push(`${rawPath}: redirects to ${location}`);
        } else if (![400, 404].includes(response.status)) {
          failures.push(`${rawPath}: status ${response.status}, expected 404, 400 or a same-site redirect`);
        }
      }
      return { failures, detail: `${cases.length} URLs` };
    },
  },
  redirectCheck('the redirect target is the captured path, taken literally ($ patterns are not expanded)', async () => [
    ["/$'/evil.example/", "/$'/evil.example"],
    ["/$'/evil.example.html", "/$'/evil.example"],
    ['/$`/evil.example/', '/$`/evil.example'],
    ['/a$&b/', '/a$&b'],
    ['/a$1$$b.html?x=$\'', "/a$1$$b?x=$'"],
  ]),
  fileCheck('a /_next/static script: text/javascript, immutable', (found) => found.script, cachePolicies.immutable),
  fileCheck('a /_next/static stylesheet: text/css, immutable', (found) => found.stylesheet, cachePolicies.immutable),
  fileCheck('a /_next/static font: font/woff2, immutable', (found) => found.font, cachePolicies.immutable),
  fileCheck('an image under /images (not fingerprinted): its type, revalidated', (found) => found.image, cachePolicies.revalidate),
  fileCheck('the share image (og:image): revalidated', (found) => found.ogImage, cachePolicies.revalidate),
  fileCheck('/images/logo.svg: image/svg+xml, revalidated', () => '/images/logo.svg', cachePolicies.revalidate),
  fileCheck('/apple-icon.png: image/png, revalidated', () => '/apple-icon.png', cachePolicies.revalidate),
  fileCheck('/sitemap.xml: application/xml, revalidated', () => '/sitemap.xml', cachePolicies.revalidate),
  fileCheck('/robots.txt: text/plain, revalidated', () => '/robots.txt', cachePolicies.revalidate),
  fileCheck('an RSC payload (/sobre.txt): text/plain, revalidated', () => '/sobre.txt', cachePolicies.revalidate),
  {
    name: "/admin: the editor's page (admin.html), with its own policy and headers; /admin.html itself is not served",
    async run(context) {
      const failures: string[] = [];
      const response = await context.client.request(cmsPage);
      if (expectStatus(response, 200, failures, cmsPage)) {
        for (const [name, value] of Object.entries(headersFor(cmsPage))) expectHeader(response, name, value, failures, cmsPage);
        if (!response.body.includes(`${cmsFilesPrefix}sveltia-cms.js`)) failures.push(`${cmsPage}: not the editor's page`);
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
        expectFileHeaders(response, image.split('?')[0] ?? image, cacheControl, failures, image);
      }
      return { failures, detail: modernImages.length > 0 ? `${modernImages.length} images` : 'none referenced' };
    },
  },
  notFoundCheck('unknown paths: 404 with the 404 page', [
    '/nao-existe',
    '/cursos/nao-existe',
    '/blog/artigo-que-nao-existe',
    '/images/nao-existe.jpg',
    '/sitemap.xml.bak',
    '/index.php',
    '/.env',
    '/.git/config',
  ]),
  notFoundCheck('unknown files under /_next/static: 404 page, not cached as immutable', [
    '/_next/static/chunks/nao-existe.js',
    '/_next/static/nao-existe.css',
  ]),
  notFoundCheck('the 404 page and build files are not pages: 404', [...notFoundPaths, '/_next', '/_next/static']),
  notFoundCheck('encoded names of the 404 page and of .html files answer like their plain forms: 404', [
    '/404%2ehtml',
    '/404%2Ehtml',
    '/_not-found%2Ehtml',
    '/_not-found%2ehtml',
    '/index%2ehtml',
    '/sobre%2ehtml',
    '/%34%30%34',
    '/40%34%2ehtml',
    '/cursos%2ehtml',
  ]),
  notFoundCheck('dot segments (raw and encoded) resolving to unknown paths: 404', [
    '/cursos/../nao-existe',
    '/cursos/./nao-existe',
    '/a/b/../../nao-existe',
    '/cursos/%2e%2e/nao-existe',
    '/cursos/%2E%2E/nao-existe',
    '/cursos/.%2e/nao-existe',
    '/sobre/..%2fnao-existe',
  ]),
  notFoundCheck('paths that look like directories: 404', ['//sobre/', '/sobre%2F', '/sobre/.', '/cursos/x/..']),
  notFoundCheck('very long paths: 404', [`/${longSegment}`, longPath, `/blog/${longSegment}.html.txt`]),
  notFoundCheck('odd characters: 404', [
    '/%3Cscript%3Ealert(1)%3C/script%3E',
    '/caf%C3%A9',
    '/%C3%A7%C3%A3o/%E2%9C%93',
    '/%ff%fe',
    '/a%20b',
    '/~root',
    '/a;b=c',
    "/'%22%60",
    '/%25',
    '/a%0d%0aX-Injected:%20yes',
    '/*',
  ]),
  {
    name: 'malformed requests (bad escapes, NUL, ".." above the root): 400 with the malformed-request page, nothing served',
    async run(context) {
      const failures: string[] = [];
      const cases = [
        '/%zz',
        '/%',
        '/abc%4',
        '/%00',
        '/a%00b',
        '/../etc/passwd',
        '/../../../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/cursos/..%2f..%2f..%2fetc%2fpasswd',
      ];
      for (const rawPath of cases) expectBadRequestPage(await context.client.request(rawPath), failures, rawPath);
      return { failures, detail: `${cases.length} paths` };
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
        const contentType = header(gzipped, 'Content-Type');
        const expected = isCompressible(contentType) && plain.rawBody.length >= compression.minBytes;
        const encoding = header(gzipped, 'Content-Encoding');
        if (header(plain, 'Content-Encoding')) failures.push(`${target}: encoded without Accept-Encoding`);
        if (!expected) {
          if (encoding) failures.push(`${target} (${contentType}): Content-Encoding ${encoding}, expected none`);
          continue;
        }
        if (encoding !== 'gzip') {
          failures.push(`${target} (${contentType}): Content-Encoding ${encoding}, expected gzip`);
          continue;
        }
        if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(header(gzipped, 'Vary') ?? '')) {
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
      const cases = ['/', '/sobre', '/sobre/?origem=x&y=1', '/cursos', '/nao-existe', '/_next/static/x.js', ...hostilePaths()];
      const { 'Strict-Transport-Security': hsts, ...others } = securityHeaders;
      for (const rawPath of cases) {
        const response = await context.client.request(rawPath);
        if (!expectStatus(response, httpsRedirectStatus, failures, rawPath)) continue;
        expectHeader(response, 'Location', `https://${context.host}${rawPath}`, failures, rawPath);
        if (header(response, 'Strict-Transport-Security') !== undefined) failures.push(`${rawPath}: HSTS over plain HTTP`);
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
}

/** Runs every check against a base URL; `report` is called once per check, as it ends. */
export async function runChecks(
  baseURL: string,
  report: (result: CheckReport) => void = () => {},
  { insecure = false, httpsRedirects }: RunOptions = {},
): Promise<CheckReport[]> {
  const context = createContext(createClient(baseURL, { insecure }), httpsRedirects?.host);
  const results: CheckReport[] = [];
  for (const check of httpsRedirects ? httpsRedirectChecks : checks) {
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
