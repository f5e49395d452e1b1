// Status and header checks of a served copy of the site, against the rules in content/rules/serving.ts. Plain HTTP
// requests with the raw path as written (so "..", "%2e%2e" and malformed escapes reach the server as is). Served
// pages are read with cheerio (an HTML parser; the sitemap in its XML mode), never with regular expressions.
// Used by tools/serving/check-serving.ts (any base URL: npm start, nginx in CI, a deployed host) and by
// e2e/serving/headers.spec.ts (the Playwright webServer).
import * as cheerio from 'cheerio';
import {
  cachePolicies,
  contentSecurityPolicyFor,
  httpsRedirectStatus,
  nonPagePolicies,
  securityHeaders,
} from '../../content/rules/serving';
import { PAGEFIND_BUNDLE_ATTRIBUTE, SEARCH_PATH } from '../../content/rules/site-search';
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
import { fileChecks } from './serving-file-checks';
import { pathChecks } from './serving-path-checks';
import { ownServers, type Platform } from './serving-platforms';

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
  ...fileChecks,
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
