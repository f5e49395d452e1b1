import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { outDir, securityHeaders } from '../../content/rules/serving';
import type { RawResponse } from '../support/serving-client';

// What the local server's specs send and check (e2e/serving/hostile-requests.spec.ts, served-from-disk.spec.ts): the
// built site on disk, a seeded generator, raw bytes over a socket, and what the serving rules and RFC 9110 ask of an
// answer.

/** The built site the local server serves (out/). */
export const out = path.resolve(__dirname, '..', '..', outDir);
/** The home page's file, as the server must send it. */
export const HOME = readFileSync(path.join(out, 'index.html'));
const STATUSES = new Set([200, 206, 301, 304, 400, 404, 405, 408, 412, 416, 431]);

/** A small deterministic generator (mulberry32): the same run every time, so a failure can be replayed. */
export function random(seed: number) {
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
export function sendRaw(
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
export function ruleBreaks(
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
export function rangeBreaks(response: RawResponse, range: string): string[] {
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
