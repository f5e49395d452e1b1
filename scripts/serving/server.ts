// The local server (npm start, npm run serve, the Playwright webServer, the bench): send serves the files of out/
// as they are on disk at each request (a rebuild under a running server is served at once): ETag, 304 and 412,
// byte ranges per RFC 9110 (one valid range: 206 with exactly its bytes; unsatisfiable: 416; malformed or several:
// 200 with the whole file), streaming. compression compresses whole responses (brotli or gzip, by the request's
// q-values), never a range: a range counts the bytes of the file itself. This glue only applies the rules of
// content/rules/serving.ts on top, in this order, for a request path:
//   1. not GET/HEAD                                   -> 405
//   2. raw path matches a redirect rule               -> 301 (trailing slash, /index, .html suffix; query kept)
//   3. malformed percent-encoding, a NUL byte, or ".." climbing above the root
//                                                     -> 400 with the malformed-request page (nginx rejects these too)
//   4. "." / ".." segments and repeated slashes are resolved (as nginx does), then a listed not-found path, a path
//      still ending in "/", a decoded name ending in ".html" (/404%2ehtml), or no such file -> 404 with the 404 page
//   5. the file itself, or <path>.html (clean URLs)   -> 200 (304 when the ETag still matches)
// Every response gets the headers and Content-Security-Policy of the file it sends (headersFor, content/rules/serving/headers.ts).
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import compression from 'compression';
import send from 'send';
import {
  badRequestPage,
  cachePolicies,
  compression as compressionRules,
  contentTypes,
  expandRedirect,
  headersFor,
  htmlFileNamePattern,
  isCompressible,
  nonPagePolicies,
  notFoundPage,
  notFoundPaths,
  outDir,
  redirects,
  redirectStatus,
  securityHeaders,
} from '../../content/rules/serving';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The decoded, normalised path ("/a/./b//../c" -> "/a/c"); { error: 400 } for a malformed request (a broken escape,
 * a NUL byte, ".." above the root); { error: 404 } for bytes that cannot name any of our files (invalid UTF-8).
 */
export function normalizePath(rawPath: string): { path: string } | { error: 400 | 404 } {
  // Node hands the request target over as latin1, one char per byte; %XX escapes must be whole.
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return { error: 400 };
  const bytes = Buffer.from(
    rawPath.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  if (bytes.includes(0)) return { error: 400 };
  let decoded: string;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return { error: 404 };
  }
  if (!decoded.startsWith('/')) return { error: 400 };
  const segments: string[] = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return { error: 400 };
      segments.pop();
      if (last) segments.push('');
    } else if (part === '.' || part === '') {
      if (last) segments.push('');
    } else {
      segments.push(part);
    }
  }
  return { path: `/${segments.join('/')}` };
}

/** The file of the export that answers a clean path: /sobre -> /sobre.html, files as they are. */
function fileFor(cleanPath: string): string {
  if (cleanPath === '/') return '/index.html';
  const extension = path.posix.extname(cleanPath).toLowerCase();
  return extension in contentTypes ? cleanPath : `${cleanPath}.html`;
}

/**
 * RFC 9110 §14.1.2: a suffix range longer than the file ("bytes=-99999" of a 64 KB page) is the whole file. send's
 * range parser refuses it as unsatisfiable (416); it gets the range as "bytes=0-" instead, which it serves right.
 */
function wholeFileForLongSuffix(request: http.IncomingMessage, file: string): void {
  const suffix = /^bytes=[ \t]*-(\d+)[ \t]*$/.exec(request.headers.range ?? '');
  if (!suffix?.[1]) return;
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size !== undefined && size > 0 && Number(suffix[1]) > size) request.headers.range = 'bytes=0-';
}

/** Headers of a response that sends no file (a redirect, a 405, a plain-text error). */
const emptyResponseHeaders = {
  'Content-Security-Policy': nonPagePolicies.default,
  ...securityHeaders,
  'Cache-Control': cachePolicies.revalidate,
};

/** What a request asks for: a method not served, a redirect, an error page, or a file of the export. */
type Routed = { method: 'not-allowed' } | { location: string } | { error: 400 | 404 } | { file: string };

const redirectRules = redirects.map((rule) => ({ ...rule, regex: new RegExp(`^${rule.pattern}$`) }));
const htmlFileName = new RegExp(htmlFileNamePattern);

/** Where a request goes, by the serving rules (content/rules/serving.ts), before any file is read. */
export function routeOf(method: string | undefined, url: string | undefined): Routed {
  if (method !== 'GET' && method !== 'HEAD') return { method: 'not-allowed' };
  let target = url ?? '/';
  const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (absoluteForm) target = target.slice(absoluteForm[0].length) || '/';
  if (!target.startsWith('/')) return { error: 400 };
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  for (const rule of redirectRules) {
    const match = rule.regex.exec(rawPath);
    if (match) return { location: expandRedirect(rule.to, match.groups?.path ?? '') + query };
  }
  const normalized = normalizePath(rawPath);
  if ('error' in normalized) return { error: normalized.error === 400 ? 400 : 404 };
  const cleanPath = normalized.path;
  if (
    (cleanPath !== '/' && cleanPath.endsWith('/')) ||
    notFoundPaths.includes(cleanPath) ||
    htmlFileName.test(cleanPath)
  )
    return { error: 404 };
  return { file: fileFor(cleanPath) };
}

/** How the handler answers without a file of its own: an empty or plain-text response, or an error page. */
interface Answers {
  sendEmpty(response: http.ServerResponse, status: number, headers?: Record<string, string>, text?: string): void;
  sendErrorPage(response: http.ServerResponse, status: 400 | 404, file: string): void;
}

/** Sends a file of the export with its headers (send: conditional requests, ranges); a missing file is the 404 page. */
function sendFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  root: string,
  file: string,
  { sendEmpty, sendErrorPage }: Answers,
) {
  const fileHeaders = headersFor(file);
  // A 304 names what the answer varies on, as the 200 does (compression adds it only to the bodies it compresses).
  if (isCompressible(fileHeaders['Content-Type'] ?? '')) fileHeaders.Vary = 'Accept-Encoding';
  wholeFileForLongSuffix(request, path.join(root, file));
  const clearHeaders = () => {
    for (const name of response.getHeaderNames()) if (name !== 'vary') response.removeHeader(name);
  };
  // send decodes the path it is given once (decodeURIComponent): each segment is escaped whole.
  send(request, file.split('/').map(encodeURIComponent).join('/'), {
    root,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
  })
    .on('headers', () => {
      for (const [name, value] of Object.entries(fileHeaders)) response.setHeader(name, value);
    })
    .on('directory', () => {
      clearHeaders();
      sendErrorPage(response, 404, notFoundPage);
    })
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      clearHeaders();
      // 416 (no byte of the range is in the file) and 412 (If-Match, If-Unmodified-Since) keep their status.
      if (error.status === 416 || error.status === 412)
        return sendEmpty(
          response,
          error.status,
          error.headers ?? {},
          `${error.status} ${http.STATUS_CODES[error.status]}\n`,
        );
      sendErrorPage(response, 404, notFoundPage);
    })
    .pipe(response);
}

/** The answers without a file of their own, for the export in `root`. */
function answers(root: string): Answers {
  /** An error page as it is on disk now (a rebuild may have changed it); null if the export lacks it. */
  const errorPage = (file: string): Buffer | null => {
    try {
      return readFileSync(path.join(root, file));
    } catch {
      return null;
    }
  };
  const sendEmpty: Answers['sendEmpty'] = (response, status, headers = {}, text = '') => {
    response.writeHead(status, {
      ...emptyResponseHeaders,
      ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    response.end(text);
  };
  return {
    sendEmpty,
    // The 404 or 400 page, with its status; plain text if the export lacks it.
    sendErrorPage(response, status, file) {
      const body = errorPage(file);
      if (!body) return sendEmpty(response, status, {}, `${status} ${http.STATUS_CODES[status]}\n`);
      response.writeHead(status, { ...headersFor(file), 'Content-Length': body.length });
      response.end(body);
    },
  };
}

/** The request listener serving an export directory (absolute, or relative to the working directory). */
export function createHandler(publicDir: string): http.RequestListener {
  const root = path.resolve(publicDir);
  const compress = compression({
    threshold: compressionRules.minBytes,
    filter: (_request, response) => isCompressible(String(response.getHeader('Content-Type') ?? '')),
    // Every response is compressed as it is sent, like nginx does: brotli quality 5 gives within 2 % of quality 9's
    // size at a thirtieth of its time (the largest chunk: 69 KB in ~30 ms against 68 KB in ~1 s).
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const answer = answers(root);
  const route = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const routed = routeOf(request.method, request.url);
    if ('method' in routed) return answer.sendEmpty(response, 405, { Allow: 'GET, HEAD' }, '405 Method Not Allowed\n');
    if ('location' in routed) return answer.sendEmpty(response, redirectStatus, { Location: routed.location });
    if ('error' in routed)
      return answer.sendErrorPage(response, routed.error, routed.error === 400 ? badRequestPage : notFoundPage);
    return sendFile(request, response, root, routed.file, answer);
  };
  return (request, response) => {
    // A range counts the bytes of the file itself (RFC 9110 §14.1.2): a range request is answered uncompressed.
    if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () =>
      route(request, response),
    );
  };
}

/**
 * A request that is not even HTTP (a broken request line, a header over Node's 16 KiB, a bad header name) never reaches
 * the handler: Node's default answer has none of the site's headers. This one has them, and closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const text = `${status} ${http.STATUS_CODES[status]}\n`;
  const headers = {
    ...emptyResponseHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')}\r\n\r\n${text}`,
  );
}

export interface ServerOptions {
  dir?: string;
  host?: string;
  port?: number;
}

/** Starts the server on out/ (env: OUT_DIR, HOST, PORT); resolves once it listens. */
export function startServer({
  dir = process.env.OUT_DIR || outDir,
  host = process.env.HOST || '127.0.0.1',
  port = Number(process.env.PORT || 3000),
}: ServerOptions = {}): Promise<http.Server> {
  const server = http.createServer(createHandler(dir));
  server.on('clientError', answerClientError);
  const stop = (signal: string) => {
    console.log(`\n${signal} received, closing server`);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(`Serving ${path.relative(process.cwd(), path.resolve(dir)) || '.'} at http://${host}:${port}`);
      resolve(server);
    });
  });
}
