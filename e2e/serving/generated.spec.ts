import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { headersFile } from '../../scripts/serving/headers-file';
import { cmsPolicy, cmsSecurityHeaders, headerPolicy } from '../../content/rules/serving';
import { hostilePaths, isSameSiteLocation } from '../support/serving-expectations';

/** The host configurations generated from content/rules/serving.ts are current and behave like the rules. */

const out = path.resolve(__dirname, '..', '..', 'out');

test('deploy/** is what content/rules/serving.ts generates (run npm run serving:generate)', () => {
  // The generator's own check, run as a developer runs it (the tests import nothing of tools/).
  const check = spawnSync('npm', ['run', '--silent', 'serving:generate', '--', '--check'], {
    cwd: path.resolve(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  expect(`${check.stdout}${check.stderr}`).toContain('up to date');
  expect(check.status).toBe(0);
});

test('out/_headers (Netlify, Cloudflare Pages) is what content/rules/serving.ts gives (the post-build step writes it)', () => {
  expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(headersFile());
});

interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
interface CloudFrontResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}
type CloudFrontHandler = (event: { request: CloudFrontRequest }) => CloudFrontRequest | CloudFrontResponse;

test.describe('CloudFront viewer-request function', () => {
  let handler: CloudFrontHandler;
  test.beforeAll(() => {
    // The generated file is plain JavaScript for CloudFront's runtime: evaluate it and take its handler.
    const code = readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'cloudfront', 'viewer-request.js'), 'utf8');
    handler = new Function(`${code}\nreturn handler;`)() as CloudFrontHandler;
  });
  const run = (uri: string, querystring: CloudFrontRequest['querystring'] = {}) =>
    handler({ request: { uri, querystring } });

  test('clean URLs: pages map to their .html object, files are left alone', () => {
    expect(run('/')).toMatchObject({ uri: '/index.html' });
    expect(run('/admin')).toMatchObject({ uri: '/admin.html' });
    expect(run('/admin/paginas')).toMatchObject({ uri: '/admin/paginas.html' });
    expect(run('/sobre')).toMatchObject({ uri: '/sobre.html' });
    expect(run('/cursos/refrigeracao-comercial-industrial')).toMatchObject({
      uri: '/cursos/refrigeracao-comercial-industrial.html',
    });
    expect(run('/sobre.txt')).toMatchObject({ uri: '/sobre.txt' });
    expect(run('/_next/static/chunks/app.js')).toMatchObject({ uri: '/_next/static/chunks/app.js' });
  });

  test('redirects 301 like the other hosts, keeping the query string', () => {
    expect(run('/sobre/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/sobre' } } });
    expect(run('/sobre/', { origem: { value: 'x' }, a: { value: '' } })).toMatchObject({
      headers: { location: { value: '/sobre?origem=x&a' } },
    });
    expect(run('/sobre.html')).toMatchObject({ statusCode: 301, headers: { location: { value: '/sobre' } } });
    expect(run('/index.html')).toMatchObject({ statusCode: 301, headers: { location: { value: '/' } } });
  });

  test('paths that are not pages go to the missing object (404.html, status 404)', () => {
    for (const uri of ['/404', '/_not-found', '/_headers', '//evil.example/', '//sobre/']) {
      const result = run(uri) as CloudFrontRequest;
      expect(result.uri, uri).toBe('/__not_found__');
    }
  });

  test('no redirect leaves the site: the generated hostile paths, $ patterns taken literally', () => {
    for (const uri of hostilePaths()) {
      const result = run(uri);
      if ('statusCode' in result) expect(isSameSiteLocation(result.headers.location?.value), uri).toBe(true);
      else expect(result.uri.startsWith('/'), uri).toBe(true);
    }
    expect(run("/$'/evil.example/")).toMatchObject({ headers: { location: { value: "/$'/evil.example" } } });
    expect(run("/$'/evil.example.html")).toMatchObject({ headers: { location: { value: "/$'/evil.example" } } });
    expect(run('/$`/evil.example/')).toMatchObject({ headers: { location: { value: '/$`/evil.example' } } });
  });

  test('encoded names of .html files and undecodable paths go to the missing object, like their plain forms', () => {
    for (const uri of [
      '/404%2ehtml',
      '/404%2Ehtml',
      '/_not-found%2Ehtml',
      '/index%2ehtml',
      '/sobre%2ehtml',
      '/40%34',
      '/%C0',
    ]) {
      expect((run(uri) as CloudFrontRequest).uri, uri).toBe('/__not_found__');
    }
  });
});

test("CloudFront: the editor's behaviour (/admin) has the editor's policy and headers, the pages theirs", () => {
  const policy = (name: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'cloudfront', name), 'utf8')) as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
  const editor = policy('response-headers-policy-editor.json');
  expect(editor.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(cmsPolicy);
  expect(editor.CustomHeadersConfig.Items).toContainEqual(
    expect.objectContaining({
      Header: 'Cross-Origin-Opener-Policy',
      Value: cmsSecurityHeaders['Cross-Origin-Opener-Policy'],
    }),
  );
  expect(policy('response-headers-policy.json').SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
    headerPolicy,
  );
});
