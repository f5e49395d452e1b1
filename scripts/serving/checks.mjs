// Status and header checks of a served copy of the site, against the rules in rules.mjs. Plain HTTP
// requests with the raw path as written (so "..", "%2e%2e" and malformed escapes reach the server as is).
// Used by scripts/check-serving.mjs (any base URL: npm start, nginx in CI, a deployed host) and by
// e2e/serving/headers.spec.ts (the Playwright webServer).
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import { inlineScripts, META_SELECTOR, scriptHash } from './csp.mjs';
import {
  cachePolicies,
  compression,
  contentSecurityPolicyFor,
  contentTypeFor,
  isCompressible,
  httpsRedirectStatus,
  metaPolicy,
  nonPagePolicies,
  notFoundPaths,
  securityHeaders,
} from './rules.mjs';

/**
 * An HTTP client for one base URL; `request(rawPath)` sends the path byte for byte, follows nothing.
 * `insecure`: accept any TLS certificate (CI's self-signed one).
 */
export function createClient(baseURL, { insecure = false } = {}) {
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
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                rawBody: Buffer.concat(chunks),
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
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

function header(response, name) {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function expectStatus(response, status, failures, label) {
  if (response.status !== status) failures.push(`${label}: status ${response.status}, expected ${status}`);
  return response.status === status;
}

/** Cache-Control directives as a set: hosts differ only in spacing and order (Netlify writes no spaces). */
function cacheDirectives(value) {
  return (value ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(', ');
}

function expectHeader(response, name, expected, failures, label) {
  const actual = header(response, name);
  const same =
    name.toLowerCase() === 'cache-control' ? cacheDirectives(actual) === cacheDirectives(expected) : actual === expected;
  if (!same) failures.push(`${label}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** The security headers, with the Content-Security-Policy `csp` (by default the one of a non-page response). */
function expectSecurityHeaders(response, failures, label, csp = nonPagePolicies.default) {
  expectHeader(response, 'Content-Security-Policy', csp, failures, label);
  for (const [name, value] of Object.entries(securityHeaders)) expectHeader(response, name, value, failures, label);
}

/** Content-Type, Cache-Control and the security headers (the policy of that type) of a file response. */
function expectFileHeaders(response, filePath, cacheControl, failures, label) {
  expectHeader(response, 'Content-Type', contentTypeFor(filePath), failures, label);
  expectHeader(response, 'Cache-Control', cacheControl, failures, label);
  expectSecurityHeaders(response, failures, label, contentSecurityPolicyFor(contentTypeFor(filePath)));
}

/**
 * The page carries its own CSP <meta>: in <head>, after nothing but <meta charset>, before every script, and
 * allowing exactly the page's inline scripts: no 'unsafe-inline' / 'unsafe-eval' for scripts.
 */
function expectCspMeta(html, failures, label) {
  const $ = cheerio.load(html);
  const metas = $(META_SELECTOR);
  if (metas.length !== 1) {
    failures.push(`${label}: ${metas.length} Content-Security-Policy <meta> elements, expected 1`);
    return;
  }
  const meta = metas.get(0);
  if (meta.parent?.tagName !== 'head') failures.push(`${label}: the CSP <meta> is not in <head>`);
  const before = $(meta).prevAll().toArray();
  if (before.some((element) => !(element.tagName === 'meta' && $(element).attr('charset') !== undefined))) {
    failures.push(`${label}: the CSP <meta> comes after other elements than <meta charset>`);
  }
  const policy = $(meta).attr('content') ?? '';
  const expected = metaPolicy(inlineScripts(html).map(scriptHash));
  if (policy !== expected) failures.push(`${label}: CSP <meta> is "${policy}", expected "${expected}"`);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (/'unsafe-(inline|eval|hashes)'|\*/.test(scriptSrc)) failures.push(`${label}: script-src is not strict: ${scriptSrc}`);
}

const NOT_FOUND_MARK = 'id="nao-encontrada-titulo"';

function expectNotFoundPage(response, failures, label) {
  if (!expectStatus(response, 404, failures, label)) return;
  expectFileHeaders(response, '/404.html', cachePolicies.revalidate, failures, label);
  if (!response.body.includes(NOT_FOUND_MARK)) failures.push(`${label}: the body is not the 404 page`);
  else expectCspMeta(response.body, failures, label);
}

function expectRedirect(response, location, failures, label) {
  if (!expectStatus(response, 301, failures, label)) return;
  expectHeader(response, 'Location', location, failures, label);
  expectSecurityHeaders(response, failures, label);
}

/** A Location that stays on the site: a path ("/x"), never "//host" or "/\\host", no scheme. */
export function isSameSiteLocation(location) {
  return typeof location === 'string' && /^\/(?![/\\])\S*$/.test(location);
}

/**
 * A bounded, generated set of request paths that try to turn a redirect into a jump to another site:
 * every lead (slashes, backslashes, their encodings, `$` replacement patterns…) before a host name, with
 * every tail that makes one of the redirect rules match (trailing slash, .html, /index, a query).
 */
export function hostilePaths() {
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

/** Pages (from sitemap.xml) and assets (from the home page) to check, fetched once per context. */
function createContext(client) {
  let discovery;
  return {
    client,
    discover() {
      discovery ??= (async () => {
        const sitemap = await client.request('/sitemap.xml');
        const pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
        const home = await client.request('/');
        const $ = cheerio.load(home.body);
        const urls = [
          ...$('script[src]').map((_, element) => $(element).attr('src')).get(),
          ...$('link[href]').map((_, element) => $(element).attr('href')).get(),
          ...$('img[src]').map((_, element) => $(element).attr('src')).get(),
          ...$('img[srcset], source[srcset]')
            .map((_, element) => ($(element).attr('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]))
            .get(),
        ].filter((url) => url?.startsWith('/') && !url.startsWith('//'));
        const ogImage = $('meta[property="og:image"]').attr('content');
        const find = (test) => urls.find(test);
        return {
          pages,
          script: find((url) => url.startsWith('/_next/static/') && url.endsWith('.js')),
          stylesheet: find((url) => url.startsWith('/_next/static/') && url.endsWith('.css')),
          font: find((url) => url.startsWith('/_next/static/') && url.endsWith('.woff2')),
          image: find((url) => url.startsWith('/images/') && /\.(jpe?g|png|webp|avif)$/i.test(url.split('?')[0])),
          modernImages: [...new Set(urls.filter((url) => /\.(webp|avif)$/i.test(url.split('?')[0])))],
          ogImage: ogImage ? new URL(ogImage).pathname : undefined,
        };
      })();
      return discovery;
    },
  };
}

// ------------------------------------------------------------------------------------------ the checks

/** Checks a file that must exist with its content type and cache policy. */
function fileCheck(name, pick, cacheControl) {
  return {
    name,
    async run(context) {
      const failures = [];
      const filePath = pick(await context.discover());
      if (!filePath) return { failures: ['not found in the home page'] };
      const response = await context.client.request(filePath);
      if (expectStatus(response, 200, failures, filePath)) {
        expectFileHeaders(response, filePath.split('?')[0], cacheControl, failures, filePath);
      }
      return { failures, detail: filePath };
    },
  };
}

function notFoundCheck(name, paths) {
  return {
    name,
    async run(context) {
      const failures = [];
      for (const rawPath of paths) {
        const label = rawPath.length > 60 ? `${rawPath.slice(0, 40)}… (${rawPath.length} chars)` : rawPath;
        expectNotFoundPage(await context.client.request(rawPath), failures, label);
      }
      return { failures, detail: `${paths.length} paths` };
    },
  };
}

const longSegment = 'a'.repeat(300);
const longPath = `/cursos${'/segmento-inexistente'.repeat(160)}`;

export const checks = [
  {
    name: 'every page of sitemap.xml: 200, HTML, revalidated, security headers, its own CSP <meta>',
    async run(context) {
      const failures = [];
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
      const failures = [];
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
      const failures = [];
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
  {
    name: 'trailing slash: 301 to the clean URL, query kept',
    async run(context) {
      const failures = [];
      const { pages } = await context.discover();
      const course = pages.find((page) => page.startsWith('/cursos/')) ?? '/cursos';
      const cases = [
        ['/sobre/', '/sobre'],
        ['/blog/', '/blog'],
        [`${course}/`, course],
        ['/contato//', '/contato'],
        ['/contato/?origem=teste&x=1', '/contato?origem=teste&x=1'],
      ];
      for (const [from, to] of cases) expectRedirect(await context.client.request(from), to, failures, from);
      return { failures, detail: `${cases.length} URLs` };
    },
  },
  {
    name: '.html and /index: 301 to the clean URL',
    async run(context) {
      const failures = [];
      const cases = [
        ['/sobre.html', '/sobre'],
        ['/index.html', '/'],
        ['/index', '/'],
        ['/cursos.html?x=1', '/cursos?x=1'],
      ];
      for (const [from, to] of cases) expectRedirect(await context.client.request(from), to, failures, from);
      return { failures, detail: `${cases.length} URLs` };
    },
  },
  {
    name: 'no redirect leaves the site (//host, /\\host, encoded, $ patterns: a generated set)',
    async run(context) {
      const failures = [];
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
  {
    name: 'the redirect target is the captured path, taken literally ($ patterns are not expanded)',
    async run(context) {
      const failures = [];
      const cases = [
        ["/$'/evil.example/", "/$'/evil.example"],
        ["/$'/evil.example.html", "/$'/evil.example"],
        ['/$`/evil.example/', '/$`/evil.example'],
        ['/a$&b/', '/a$&b'],
        ['/a$1$$b.html?x=$\'', "/a$1$$b?x=$'"],
      ];
      for (const [from, to] of cases) expectRedirect(await context.client.request(from), to, failures, from);
      return { failures, detail: `${cases.length} URLs` };
    },
  },
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
    name: 'webp/avif images referenced by the home page: right type, revalidated',
    async run(context) {
      const failures = [];
      const { modernImages } = await context.discover();
      for (const image of modernImages) {
        const response = await context.client.request(image);
        if (!expectStatus(response, 200, failures, image)) continue;
        const cacheControl = image.startsWith('/_next/static/') ? cachePolicies.immutable : cachePolicies.revalidate;
        expectFileHeaders(response, image.split('?')[0], cacheControl, failures, image);
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
    name: 'malformed requests (bad escapes, NUL, ".." above the root): 400, nothing served',
    async run(context) {
      const failures = [];
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
      for (const rawPath of cases) {
        const response = await context.client.request(rawPath);
        expectStatus(response, 400, failures, rawPath);
        if (/root:|__next/.test(response.body)) failures.push(`${rawPath}: served content`);
        expectHeader(response, 'X-Content-Type-Options', securityHeaders['X-Content-Type-Options'], failures, rawPath);
        expectHeader(response, 'Content-Security-Policy', nonPagePolicies.default, failures, rawPath);
      }
      return { failures, detail: `${cases.length} paths` };
    },
  },
  {
    name: 'compression: text types gzip-encoded when asked (Vary: Accept-Encoding), images and fonts never',
    async run(context) {
      const failures = [];
      const { script, stylesheet, font, image } = await context.discover();
      const targets = [script, stylesheet, '/', '/sitemap.xml', font, image, '/images/logo.svg'].filter(Boolean);
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
      const failures = [];
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
export const httpsRedirectChecks = [
  {
    name: 'plain HTTP: 301 to the same path on HTTPS, no HSTS, for every path (hostile ones too)',
    async run(context) {
      const failures = [];
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

/**
 * Runs every check against a base URL; `report` is called once per check. `insecure`: accept a self-signed
 * certificate. `httpsRedirects`: { host } to run the plain-HTTP checks instead (the base is the HTTP listener).
 */
export async function runChecks(baseURL, report = () => {}, { insecure = false, httpsRedirects } = {}) {
  const context = { ...createContext(createClient(baseURL, { insecure })), host: httpsRedirects?.host };
  const results = [];
  for (const check of httpsRedirects ? httpsRedirectChecks : checks) {
    let result;
    try {
      result = await check.run(context);
    } catch (error) {
      result = { failures: [error instanceof Error ? error.message : String(error)] };
    }
    const entry = { name: check.name, ...result, passed: result.failures.length === 0 };
    results.push(entry);
    report(entry);
  }
  return results;
}

/** Runs one check by name (e2e: one test per check). */
export async function runCheck(baseURL, name) {
  const check = checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`no check named ${name}`);
  return check.run(createContext(createClient(baseURL)));
}
