import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '../support/serving-client';
import { out } from './raw-requests';

/** The local server (npm start) reads the built site from disk at each request: a rebuild is served at once. */

test('the local server serves what is on disk now: a file written, changed or removed under it (a rebuild)', async ({
  baseURL,
}) => {
  const client = createClient(baseURL ?? '');
  const name = `/_next/static/rebuild-${process.pid}-${Date.now()}.txt`;
  const file = path.join(out, name);
  try {
    expect((await client.request(name)).status).toBe(404);
    writeFileSync(file, 'primeira versão\n');
    const first = await client.request(name);
    expect(first.status).toBe(200);
    expect(first.body).toBe('primeira versão\n');
    writeFileSync(file, 'a segunda versão, mais longa\n');
    const second = await client.request(name, { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(second.status).toBe(200);
    expect(second.body).toBe('a segunda versão, mais longa\n');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength('a segunda versão, mais longa\n')));
    expect(second.headers.etag).not.toBe(first.headers.etag);
  } finally {
    rmSync(file, { force: true });
  }
  expect((await client.request(name)).status).toBe(404);
});
