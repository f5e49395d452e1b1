import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { pageScriptUrls } from '../../scripts/postbuild/defer-scripts';
import { compression } from '../../content/rules/serving';
import { createClient, type RawResponse } from '../support/serving-client';

/**
 * The local server compresses like the production hosts (the shared gzip rule is one of the serving checks,
 * run against nginx too); brotli, which stock nginx lacks, is checked here: it must be chosen when offered,
 * follow q-values, and give back exactly the file. Compressed responses are streamed (chunked, as nginx sends
 * them): they may have no Content-Length, and HEAD describes the identity representation, as the compression
 * middleware answers it.
 */

/** A Content-Length, when the response has one, is the length of the body it came with. */
function expectLengthOfBody(response: RawResponse, label: string) {
  const length = response.headers['content-length'];
  if (length !== undefined) expect(Number(length), `${label}: Content-Length`).toBe(response.rawBody.length);
}

test.describe('compression on the local server', () => {
  test('brotli when offered, gzip by q-value, none when refused; same bytes, Vary and weak ETag', async ({
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const client = createClient(baseURL);
    const home = await client.request('/');
    const script = pageScriptUrls(home.body).find((url) => url.startsWith('/_next/static/') && url.endsWith('.js'));
    if (!script) throw new Error('no script on the home page');
    const plain = await client.request(script);
    expect(plain.rawBody.length).toBeGreaterThan(compression.minBytes);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await client.request(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawBody).equals(plain.rawBody)).toBe(true);
    expectLengthOfBody(br, 'br');
    expect(br.rawBody.length).toBeLessThan(plain.rawBody.length / 2);
    expect(br.headers.etag).toMatch(/^W\//);

    const gzip = await client.request(script, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawBody).equals(plain.rawBody)).toBe(true);
    expectLengthOfBody(gzip, 'gzip');

    const refused = await client.request(script, { headers: { 'Accept-Encoding': 'identity, *;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawBody.equals(plain.rawBody)).toBe(true);

    // HEAD describes one representation (the identity one here, the brotli one on a host that buffers): the same
    // Content-Type and ETag as its GET, and that GET's length if it gives one.
    const head = await client.request(script, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.rawBody.length).toBe(0);
    const described = head.headers['content-encoding'] === 'br' ? br : plain;
    expect(head.headers['content-type']).toBe(plain.headers['content-type']);
    expect(head.headers.etag).toBeDefined();
    expect(head.headers.etag).toBe(described.headers.etag);
    if (head.headers['content-length'] !== undefined) {
      expect(Number(head.headers['content-length'])).toBe(described.rawBody.length);
    }

    const etag = String(br.headers.etag);
    const revalidated = await client.request(script, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
  });

  test('the 404 page is compressed too, and keeps its status', async ({ baseURL }) => {
    if (!baseURL) throw new Error('no baseURL');
    const response = await createClient(baseURL).request('/nao-existe', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawBody).toString('utf8')).toContain('Página não encontrada');
  });
});
