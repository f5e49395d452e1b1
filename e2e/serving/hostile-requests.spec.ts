import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { outDir, securityHeaders } from '../../content/rules/serving';
import { createClient, type RawResponse } from '../support/serving-client';

/**
 * The local server (npm start) under what a visitor's browser, a crawler or an attacker may send: byte ranges per
 * RFC 9110, every method, odd and huge headers, encodings, paths, slow and aborted clients. A bounded, seeded fuzz
 * run on the loopback: the server answers a normal request after each one, and nothing it answers breaks the
 * serving rules (a known status, the site's security headers, a body that matches its length and range).
 */

const out = path.resolve(__dirname, '..', '..', outDir);
const HOME = readFileSync(path.join(out, 'index.html'));
const STATUSES = new Set([200, 206, 301, 304, 400, 404, 405, 408, 412, 416, 431]);

/** A small deterministic generator (mulberry32): the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

/** A response read off a raw socket: the status line and headers as sent; the body up to the end of the connection. */
interface WireResponse {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

/** Sends raw bytes (in `pieces`, `pauseMs` apart: a slow client) and reads the whole answer; `abort` hangs up first. */
function sendRaw(
  port: number,
  pieces: readonly (string | Buffer)[],
  { pauseMs = 0, abort = false } = {},
): Promise<WireResponse | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      abort || error.code === 'ECONNRESET' ? resolve(undefined) : reject(error),
    );
    socket.on('close', () => {
      if (abort) return resolve(undefined);
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      if (end === -1) return resolve(undefined);
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers = new Map(
        lines.map(
          (line) =>
            [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as [
              string,
              string,
            ],
        ),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(end + 4) });
    });
    socket.on('connect', async () => {
      for (const [index, piece] of pieces.entries()) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (abort && index === pieces.length - 1) {
          socket.destroy();
          return;
        }
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs));
      }
    });
  });
}

/** What the serving rules ask of every answer, whatever was asked. */
function ruleBreaks(
  response: { status: number; header: (name: string) => string | undefined; body: Buffer },
  method: string,
): string[] {
  const breaks: string[] = [];
  if (!STATUSES.has(response.status)) breaks.push(`status ${response.status}`);
  for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options']) {
    if (response.header(name) !== securityHeaders[name]) breaks.push(`${name}: ${response.header(name) ?? 'missing'}`);
  }
  if (!response.header('Content-Security-Policy')) breaks.push('no Content-Security-Policy');
  const length = response.header('Content-Length');
  const chunked = /chunked/i.test(response.header('Transfer-Encoding') ?? '');
  if (
    method !== 'HEAD' &&
    response.status !== 304 &&
    length !== undefined &&
    !chunked &&
    Number(length) !== response.body.length
  ) {
    breaks.push(`Content-Length ${length}, body ${response.body.length}`);
  }
  if (method === 'HEAD' && response.body.length > 0) breaks.push('HEAD with a body');
  return breaks;
}

/** What RFC 9110 asks of the answer to a GET of / with a Range header. */
function rangeBreaks(response: RawResponse, range: string): string[] {
  const size = HOME.length;
  // One range-spec (optional whitespace around it, as in a list); anything else is ignored: the whole file.
  const spec = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/.exec(range);
  let expected: [start: number, end: number] | 'unsatisfiable' | 'whole' = 'whole';
  if (spec) {
    const [, first = '', last = ''] = spec;
    if (first === '' && last !== '')
      expected = Number(last) === 0 ? 'unsatisfiable' : [Math.max(0, size - Number(last)), size - 1];
    // A last position before the first makes the range-spec invalid: 416, as for one that is past the end
    // (RFC 9110 §14.2: "invalid or unsatisfiable").
    else if (first !== '' && last !== '' && Number(last) < Number(first)) expected = 'unsatisfiable';
    else if (first !== '') {
      expected =
        Number(first) >= size
          ? 'unsatisfiable'
          : [Number(first), Math.min(size - 1, last === '' ? size - 1 : Number(last))];
    }
  }
  const breaks: string[] = [];
  const range206 = response.headers['content-range'];
  if (expected === 'whole') {
    if (response.status !== 200) breaks.push(`${range}: status ${response.status}, not 200`);
  } else if (expected === 'unsatisfiable') {
    if (response.status !== 416) breaks.push(`${range}: status ${response.status}, not 416`);
    if (range206 !== `bytes */${size}`) breaks.push(`${range}: Content-Range ${range206}`);
  } else {
    const [start, end] = expected;
    if (response.status !== 206) breaks.push(`${range}: status ${response.status}, not 206`);
    if (range206 !== `bytes ${start}-${end}/${size}`)
      breaks.push(`${range}: Content-Range ${range206}, not bytes ${start}-${end}/${size}`);
    if (response.headers['content-encoding'])
      breaks.push(`${range}: compressed (${response.headers['content-encoding']})`);
    if (!response.rawBody.equals(HOME.subarray(start, end + 1)))
      breaks.push(`${range}: not exactly bytes ${start}-${end} of the file`);
  }
  return breaks;
}

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
