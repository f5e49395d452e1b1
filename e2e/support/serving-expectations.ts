// What the serving checks (e2e/support/serving-checks.ts) expect of one response: status, headers, the page's policy,
// the not-found and bad-request pages, redirects that stay on the site, and the hostile paths that try to leave it.
import * as cheerio from 'cheerio';
import { inlineScripts, META_SELECTOR, scriptHash } from '../../scripts/postbuild/csp';
import {
  badRequestPage,
  cachePolicies,
  contentSecurityPolicyFor,
  headersFor,
  contentTypeFor,
  defaultContentType,
  metaPolicy,
  nonPagePolicies,
  notFoundPage,
  securityHeaders,
} from '../../content/rules/serving';
import type { RawResponse } from './serving-client';
import { ownServers, type Platform } from './serving-platforms';

/** A header's value (repeated headers joined with ", "), or undefined. */
export function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function expectStatus(response: RawResponse, status: number, failures: string[], label: string): boolean {
  if (response.status !== status) failures.push(`${label}: status ${response.status}, expected ${status}`);
  return response.status === status;
}

/** Cache-Control directives as a set: hosts differ only in spacing and order (Netlify writes no spaces). */
export function cacheDirectives(value: string | undefined): string {
  return (value ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(', ');
}

export function expectHeader(
  response: RawResponse,
  name: string,
  expected: string | undefined,
  failures: string[],
  label: string,
): void {
  const actual = header(response, name);
  const same =
    name.toLowerCase() === 'cache-control'
      ? cacheDirectives(actual) === cacheDirectives(expected)
      : actual === expected;
  if (!same) failures.push(`${label}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/**
 * The security headers, with the Content-Security-Policy `csp` (by default the one of a non-page response), each
 * pinned to its exact value; and none of what the Mozilla HTTP Observatory marks down: no cookie, no CORS opening.
 */
export function expectSecurityHeaders(
  response: RawResponse,
  failures: string[],
  label: string,
  csp: string = nonPagePolicies.default,
): void {
  expectHeader(response, 'Content-Security-Policy', csp, failures, label);
  for (const [name, value] of Object.entries(securityHeaders)) expectHeader(response, name, value, failures, label);
  for (const name of ['Set-Cookie', 'Access-Control-Allow-Origin'])
    expectHeader(response, name, undefined, failures, label);
}

/** Content-Type (as the platform spells it), Cache-Control and the security headers (the policy of that type) of a file response. */
export function expectFileHeaders(
  response: RawResponse,
  filePath: string,
  cacheControl: string,
  failures: string[],
  label: string,
  platform: Platform = ownServers,
  policy: string = headersFor(filePath)['Content-Security-Policy'] ??
    contentSecurityPolicyFor(contentTypeFor(filePath)),
): void {
  const type = contentTypeFor(filePath);
  expectHeader(response, 'Content-Type', platform.contentTypeSpellings[type] ?? type, failures, label);
  expectHeader(response, 'Cache-Control', cacheControl, failures, label);
  expectSecurityHeaders(response, failures, label, policy);
}

/**
 * The page carries its own CSP <meta>: in <head>, after nothing but <meta charset>, before every script, and
 * allowing exactly the page's inline scripts: no 'unsafe-inline' / 'unsafe-eval' for scripts.
 */
export function expectCspMeta(html: string, failures: string[], label: string): void {
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
  if (/'unsafe-(inline|eval|hashes)'|\*/.test(scriptSrc))
    failures.push(`${label}: script-src is not strict: ${scriptSrc}`);
}

/** The heading of out/404.html (app/not-found.tsx) and of out/400.html (app/400/page.tsx). */
export const NOT_FOUND_MARK = 'id="nao-encontrada-titulo"';
export const BAD_REQUEST_MARK = 'id="requisicao-invalida-titulo"';

/**
 * The 404 page, with status 404 and its headers. A host that sets policies by path (serving-platforms.ts) gives the 404
 * of a missing file (`requestPath` ending in a file type's extension) that type's policy.
 */
export function expectNotFoundPage(
  response: RawResponse,
  failures: string[],
  label: string,
  platform: Platform = ownServers,
  requestPath = '',
): void {
  if (!expectStatus(response, 404, failures, label)) return;
  const pathType = contentTypeFor(requestPath.split('?')[0] ?? '');
  const byPath = platform.policiesByPath && pathType !== defaultContentType && !pathType.startsWith('text/html');
  const cacheControl = platform.notFoundCacheControl ?? cachePolicies.revalidate;
  expectFileHeaders(
    response,
    notFoundPage,
    cacheControl,
    failures,
    label,
    platform,
    byPath ? contentSecurityPolicyFor(pathType) : undefined,
  );
  if (!response.body.includes(NOT_FOUND_MARK)) failures.push(`${label}: the body is not the 404 page`);
  else expectCspMeta(response.body, failures, label);
}

/**
 * The malformed-request page with status 400: the page headers and policy of /400.html, its own CSP <meta>, and
 * nothing else served (no file's content, such as /etc/passwd's "root:", and no script at all: the page has none).
 */
export function expectBadRequestPage(response: RawResponse, failures: string[], label: string): void {
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

export function expectRedirect(
  response: RawResponse,
  location: string,
  failures: string[],
  label: string,
  platform: Platform = ownServers,
): void {
  if (!expectStatus(response, platform.redirectStatus, failures, label)) return;
  expectHeader(response, 'Location', location, failures, label);
  // No body: the non-page policy, unless the host sets policies by path (a page's address: the page policy).
  expectSecurityHeaders(
    response,
    failures,
    label,
    platform.policiesByPath ? contentSecurityPolicyFor('text/html') : nonPagePolicies.default,
  );
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
