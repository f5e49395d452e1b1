// The serving checks of files (e2e/support/serving-checks.ts runs them with the others): each kind of file the site
// serves with its content type and cache policy, the version file, the editor's page, the modern images and what is
// compressed.
import zlib from 'node:zlib';
import {
  cachePolicies,
  cmsFilesPrefix,
  cmsPage,
  cmsPageFile,
  compression,
  contentSecurityPolicyFor,
  headersFor,
  isCompressible,
  mediaTypeOf,
} from '../../content/rules/serving';
import { isLiveVersion, VERSION_FILE_PATH } from '../../content/rules/publication';
import { header, expectStatus, expectHeader, expectSecurityHeaders, expectFileHeaders } from './serving-expectations';
import type { Discovery, Check } from './serving-check';
import { ourSpelling } from './serving-platforms';

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

/** The checks of files, in the order they run: after the addresses' (serving-path-checks.ts). */
export const fileChecks: readonly Check[] = [
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
];
