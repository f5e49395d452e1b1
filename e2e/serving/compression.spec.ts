import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { loadChecks, loadRules } from '../support/script-modules';

/**
 * The local server compresses like the production hosts (the shared gzip rule is one of the serving checks,
 * run against nginx too); brotli, which stock nginx lacks, is checked here: it must be chosen when offered,
 * follow q-values, and give back exactly the file.
 */
test.describe('compression on the local server', () => {
  test('brotli when offered, gzip by q-value, none when refused; same bytes, Vary and weak ETag', async ({ baseURL }) => {
    if (!baseURL) throw new Error('no baseURL');
    const { createClient } = await loadChecks();
    const { compression } = await loadRules();
    const client = createClient(baseURL);
    const home = await client.request('/');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    if (!script) throw new Error('no script on the home page');
    const plain = await client.request(script);
    expect(plain.rawBody.length).toBeGreaterThan(compression.minBytes);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await client.request(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawBody).equals(plain.rawBody)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawBody.length);
    expect(br.rawBody.length).toBeLessThan(plain.rawBody.length / 2);
    expect(br.headers.etag).toMatch(/^W\//);

    const gzip = await client.request(script, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawBody).equals(plain.rawBody)).toBe(true);

    const refused = await client.request(script, { headers: { 'Accept-Encoding': 'identity, *;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawBody.equals(plain.rawBody)).toBe(true);

    const head = await client.request(script, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.rawBody.length).toBe(0);

    const etag = String(br.headers.etag);
    const revalidated = await client.request(script, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
  });

  test('the 404 page is compressed too, and keeps its status', async ({ baseURL }) => {
    if (!baseURL) throw new Error('no baseURL');
    const { createClient } = await loadChecks();
    const response = await createClient(baseURL).request('/nao-existe', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawBody).toString('utf8')).toContain('Página não encontrada');
  });
});
