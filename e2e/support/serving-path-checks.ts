// The serving checks of addresses (e2e/support/serving-checks.ts runs them with the others): redirects that stay on
// the site, unknown and hostile paths answered with the 404 page, malformed requests with the 400 page.
import { notFoundPaths } from '../../content/rules/serving';
import {
  header,
  expectNotFoundPage,
  expectBadRequestPage,
  expectRedirect,
  isSameSiteLocation,
  hostilePaths,
} from './serving-expectations';
import type { CheckContext, Check } from './serving-check';

/** A long path shortened for a failure message. */
const shortLabel = (rawPath: string) =>
  rawPath.length > 60 ? `${rawPath.slice(0, 40)}… (${rawPath.length} chars)` : rawPath;

function notFoundCheck(name: string, paths: readonly string[]): Check {
  return {
    name,
    async run(context) {
      const failures: string[] = [];
      for (const rawPath of paths) {
        expectNotFoundPage(
          await context.client.request(rawPath),
          failures,
          shortLabel(rawPath),
          context.platform,
          rawPath,
        );
      }
      return { failures, detail: `${paths.length} paths` };
    },
  };
}

function redirectCheck(
  name: string,
  cases: (context: CheckContext) => Promise<readonly (readonly [string, string])[]>,
): Check {
  return {
    name,
    async run(context) {
      const failures: string[] = [];
      const list = await cases(context);
      for (const [from, to] of list) {
        const response = await context.client.request(from);
        if (context.platform.notRedirected.includes(from))
          expectNotFoundPage(response, failures, from, context.platform, from);
        else expectRedirect(response, to, failures, from, context.platform);
      }
      return { failures, detail: `${list.length} URLs` };
    },
  };
}

const longSegment = 'a'.repeat(300);
const longPath = `/cursos${'/segmento-inexistente'.repeat(160)}`;

/** Redirects, 404s and 400s, each a check. */
export const pathChecks: readonly Check[] = [
  redirectCheck('trailing slash: a permanent redirect to the clean URL, query kept', async (context) => {
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
  redirectCheck('.html and /index: a permanent redirect to the clean URL', async () => [
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
    ["/a$1$$b.html?x=$'", "/a$1$$b?x=$'"],
  ]),
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
];
