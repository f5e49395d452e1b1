/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import {
  cachePolicies,
  cmsPage,
  cmsPolicy,
  filePolicyFor,
  headerPolicy,
  HEADERS_FILE_LINE_LIMIT,
  HEADERS_FILE_RULE_LIMIT,
  nonPagePolicies,
  searchWorkerPattern,
  securityHeaders,
} from '../../content/rules/serving';
import { headersFile } from './headers-file';

/**
 * out/_headers as Netlify reads it, with Netlify's own parser: a later matching rule's value of a header wins
 * (@netlify/headers-parser's headersForPath), and the detach lines Cloudflare Pages reads are passed over without an
 * error. Cloudflare's reading is tested in its own runtime (npm run test:cloudflare).
 */
async function netlifyHeaders() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  try {
    writeFileSync(path.join(dir, '_headers'), headersFile());
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(dir, '_headers')],
      minimal: false,
      configHeaders: [],
    });
    return {
      errors,
      rules: headers,
      for: (requestPath: string): Record<string, string> =>
        Object.assign(
          {},
          ...headers
            .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(requestPath))
            .map((rule) => rule.values),
        ) as Record<string, string>,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('out/_headers on Netlify', () => {
  it('parses without an error', async () => {
    expect((await netlifyHeaders()).errors).toEqual([]);
  });

  it('gives a page the page policy and the security headers, and no CORS opening', async () => {
    const page = (await netlifyHeaders()).for('/cursos/instalacao-manutencao-split-system');
    expect(page).toMatchObject({ 'Content-Security-Policy': headerPolicy, ...securityHeaders });
    expect(Object.keys(page)).not.toContain('Access-Control-Allow-Origin');
  });

  it('gives the editor its own policy and COOP alone', async () => {
    const editor = (await netlifyHeaders()).for(cmsPage);
    expect(editor['Content-Security-Policy']).toBe(cmsPolicy);
    expect(editor['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it("gives each file its type's policy, and the fingerprinted ones immutable caching", async () => {
    const netlify = await netlifyHeaders();
    expect(netlify.for('/_next/static/chunks/app.js')).toMatchObject({
      'Content-Security-Policy': nonPagePolicies.default,
      'Cache-Control': cachePolicies.immutable,
    });
    expect(netlify.for('/images/logo.svg')['Content-Security-Policy']).toBe(nonPagePolicies['image/svg+xml']);
    expect(netlify.for('/images/hero/foto-opt-640.WEBP')['Content-Security-Policy']).toBe(nonPagePolicies.default);
    expect(netlify.for('/sitemap.xml')['Content-Security-Policy']).toBe(nonPagePolicies.default);
    expect(netlify.for('/og/inicio.jpg')['Cache-Control']).toBeUndefined();
  });

  it("gives the site search's worker its own policy, in any index folder, and every file of the search immutable caching", async () => {
    const netlify = await netlifyHeaders();
    const worker = '/pagefind/3f2a9c81b0de/pagefind-worker.js';
    const policy = filePolicyFor(worker);
    expect(policy).toMatch(/script-src 'wasm-unsafe-eval'; connect-src 'self'/);
    expect(netlify.for(worker)).toMatchObject({
      'Content-Security-Policy': policy,
      'Cache-Control': cachePolicies.immutable,
    });
    expect(netlify.for('/pagefind/pagefind-worker.js')['Content-Security-Policy']).toBe(nonPagePolicies.default);
    expect(netlify.for('/pagefind/3f2a9c81b0de/pagefind.js')['Content-Security-Policy']).toBe(nonPagePolicies.default);
    expect(netlify.for('/pagefind/3f2a9c81b0de/fragment/pt_5536a6b.pf_fragment')).toMatchObject({
      'Content-Security-Policy': nonPagePolicies.default,
      'Cache-Control': cachePolicies.immutable,
    });
    // Cloudflare Pages joins the values of two rules: the worker's rule first detaches its extension's policy.
    expect(headersFile()).toContain(
      `${searchWorkerPattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}`,
    );
  });

  it('gives the version file no-store, and only it', async () => {
    const netlify = await netlifyHeaders();
    expect(netlify.for('/version.json')['Cache-Control']).toBe(cachePolicies.noStore);
    expect(netlify.for('/sobre')['Cache-Control']).toBeUndefined();
  });
});

describe("out/_headers within Cloudflare Pages' limits", () => {
  it(`holds at most ${HEADERS_FILE_RULE_LIMIT} header rules, each path read as one by the parser`, async () => {
    const { rules } = await netlifyHeaders();
    const paths = headersFile()
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules.map((rule) => rule.for)).toEqual(paths);
    expect(rules.length).toBeLessThanOrEqual(HEADERS_FILE_RULE_LIMIT);
  });

  it(`writes no line longer than ${HEADERS_FILE_LINE_LIMIT} characters`, () => {
    const longest = Math.max(
      ...headersFile()
        .split('\n')
        .map((line) => line.length),
    );
    expect(longest).toBeLessThanOrEqual(HEADERS_FILE_LINE_LIMIT);
  });
});
