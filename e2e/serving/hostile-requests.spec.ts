import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '../support/serving-client';
import { HOME, out, random, rangeBreaks, ruleBreaks, sendRaw } from './raw-requests';

/**
 * The local server (npm start) under what a visitor's browser, a crawler or an attacker may send: byte ranges per
 * RFC 9110, every method, odd and huge headers, encodings, paths, slow and aborted clients. A bounded, seeded fuzz
 * run on the loopback: the server answers a normal request after each one, and nothing it answers breaks the
 * serving rules (a known status, the site's security headers, a body that matches its length and range).
 */

test.describe('the local server under hostile requests', () => {
  test.describe.configure({ timeout: 240_000 });

  test('byte ranges per RFC 9110: exactly the bytes, uncompressed; 416 when unsatisfiable; the whole file when malformed', async ({
    baseURL,
  }) => {
    const client = createClient(baseURL ?? '');
    const size = HOME.length;
    const ranges = [
      'bytes=0-0',
      'bytes=0-1023',
      'bytes=100-199',
      `bytes=${size - 1}-`,
      'bytes=-500',
      `bytes=-${size + 10}`,
      `bytes=10-${size * 2}`,
      `bytes=${size}-`,
      'bytes=999999999-',
      'bytes=-0',
      'bytes=2000-10',
      'bytes=0-1,5-6',
      'bytes=abc',
      'items=0-1',
      'bytes=0-99999999999999999999',
      'bytes= 5-10',
    ];
    const breaks: string[] = [];
    for (const range of ranges) {
      for (const encoding of ['br, gzip', 'identity']) {
        const response = await client.request('/', { headers: { Range: range, 'Accept-Encoding': encoding } });
        breaks.push(...rangeBreaks(response, range));
      }
    }
    expect(breaks).toEqual([]);
  });

  test('500 and more hostile requests: an answer after each, none that breaks the serving rules', async ({
    baseURL,
  }) => {
    const base = new URL(baseURL ?? '');
    const port = Number(base.port);
    const client = createClient(base.origin);
    const rng = random(36);
    const assets = readdirSync(path.join(out, '_next', 'static'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(?:js|css|woff2)$/.test(entry.name))
      .map((entry) => `/${path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      .sort();
    const paths = [
      '/',
      '/cursos',
      '/contato',
      '/sobre/',
      '/index.html',
      '/blog/feed.xml',
      '/sitemap.xml',
      '/og/inicio.jpg',
      '/cms/config.yml',
      '/admin',
      '/%zz',
      '/%00',
      '/../../etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '//cursos',
      '/cursos/%E0%A4%A',
      '/cursos/%C0%AF',
      `/${'a'.repeat(4000)}`,
      '/_next/static/',
      '/.env',
      '/_next/../index.html',
      '/blog/pagina/0',
      '/%F0%9F%98%80',
      ...assets.slice(0, 6),
    ];
    const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND'];
    const headerSets: (() => Record<string, string>)[] = [
      () => ({}),
      () => ({
        Range: rng.pick([
          'bytes=0-0',
          'bytes=5-1',
          'bytes=-1',
          'bytes=0-1,2-3',
          'bytes=99999999-',
          'bytes=x-y',
          'pages=1-2',
        ]),
      }),
      () => ({
        'Accept-Encoding': rng.pick([
          'br;q=abc',
          'gzip;q=0, *;q=0',
          'identity;q=0',
          'compress, x-gzip',
          '*',
          ',,,',
          'br;q=1.5, gzip;q=-1',
        ]),
      }),
      () => ({ 'If-None-Match': rng.pick(['*', 'W/"x"', '"', 'garbage', `"${'e'.repeat(2000)}"`]) }),
      () => ({
        'If-Modified-Since': rng.pick(['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT']),
      }),
      () => ({ 'If-Match': rng.pick(['"nope"', '*']), 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }),
      () => ({ Range: 'bytes=0-10', 'If-Range': rng.pick(['"stale"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'W/"weak"']) }),
      () => ({ 'X-Long': 'x'.repeat(Math.floor(rng.next() * 12_000)) }),
      () => Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`X-Many-${index}`, String(index)])),
      () => ({ Host: rng.pick(['', 'evil.example', 'x'.repeat(300), '127.0.0.1:1']) }),
      // A body announced and never sent: it would swallow the next request on its connection, so that one is closed.
      () => ({ 'Content-Length': '5', 'Content-Type': 'text/plain', Connection: 'close' }),
      () => ({ Accept: 'text/html', 'Accept-Language': 'pt-BR,pt;q=0.9', 'User-Agent': 'WhatsApp/2.23.20.0' }),
    ];
    /** Raw requests that no well-behaved client sends. */
    const rawRequests: (() => { pieces: (string | Buffer)[]; pauseMs?: number; abort?: boolean })[] = [
      () => ({
        pieces: ['GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Huge: ' + 'h'.repeat(20_000) + '\r\n\r\n'],
      }),
      () => ({ pieces: ['GARBAGE\r\n\r\n'] }),
      () => ({ pieces: ['GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n'] }),
      () => ({ pieces: ['GET /\u00ff\u00fe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'] }),
      () => ({ pieces: ['GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nBad Header: y\r\n\r\n'] }),
      () => ({ pieces: ['GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'] }),
      () => ({ pieces: ['GET http://evil.example/sobre HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'] }),
      () => ({
        pieces: ['POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
      }),
      () => ({
        pieces: ['GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'],
      }),
      () => ({ pieces: [Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00])] }),
      // A slow client: the request a few bytes at a time.
      () => ({
        pieces: 'GET /sobre HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'.match(/.{1,6}/gs) ?? [],
        pauseMs: 15,
      }),
      // Aborted: hangs up in the middle of the headers, or right after asking for a large file.
      () => ({ pieces: ['GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nRange: bytes=0-'], abort: true }),
      () => ({
        pieces: [`GET ${assets[0] ?? '/'} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAccept-Encoding: br\r\n\r\n`],
        abort: true,
      }),
    ];

    const breaks: string[] = [];
    let hostile = 0;
    for (let round = 0; round < 560; round += 1) {
      const useRaw = rng.next() < 0.25;
      let label: string;
      if (useRaw) {
        const request = rng.pick(rawRequests)();
        label = `raw ${JSON.stringify(String(request.pieces[0]).slice(0, 60))}${request.abort ? ' (aborted)' : ''}`;
        const response = await sendRaw(port, request.pieces, request);
        if (response) {
          // Each raw request asks the server to close: the whole wire is its one answer.
          const found = ruleBreaks(
            {
              status: response.status,
              header: (name) => response.headers.get(name.toLowerCase()),
              body: response.body,
            },
            'RAW',
          );
          breaks.push(...found.filter((item) => !item.startsWith('Content-Length')).map((item) => `${label}: ${item}`));
        }
      } else {
        const method = rng.pick(methods);
        const target =
          rng.pick(paths) +
          (rng.next() < 0.2 ? rng.pick(['?utm_source=whatsapp', '?a=%zz', `?${'q'.repeat(2000)}`, '#frag']) : '');
        const headers = rng.pick(headerSets)();
        label = `${method} ${target.slice(0, 60)} ${JSON.stringify(headers).slice(0, 80)}`;
        const response = await client.request(target, { method, headers }).catch((error: Error) => error);
        if (response instanceof Error) {
          breaks.push(`${label}: ${response.message}`);
        } else {
          const found = ruleBreaks(
            {
              status: response.status,
              header: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? undefined,
              body: response.rawBody,
            },
            method,
          );
          breaks.push(...found.map((item) => `${label}: ${item}`));
        }
      }
      hostile += 1;
      // After each: a visitor still gets the home page.
      const normal = await client.request('/').catch((error: Error) => error);
      if (normal instanceof Error || normal.status !== 200 || !normal.rawBody.equals(HOME)) {
        breaks.push(`after ${label}: GET / ${normal instanceof Error ? normal.message : `answered ${normal.status}`}`);
        break;
      }
    }
    expect(breaks).toEqual([]);
    expect(hostile).toBeGreaterThanOrEqual(500);
  });
});
