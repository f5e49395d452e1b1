// The local server (npm start, npm run serve, the Playwright webServer, the bench): sirv serves the files of out/
// (lookup, clean URLs, ETag and 304, streaming) and compression compresses them (brotli or gzip, by the request's
// q-values; gzip at zlib's default level); this glue only applies the rules of rules.ts on top, in this order, for a request path:
//   1. not GET/HEAD                                   -> 405
//   2. raw path matches a redirect rule               -> 301 (trailing slash, /index, .html suffix; query kept)
//   3. malformed percent-encoding, a NUL byte, or ".." climbing above the root
//                                                     -> 400 with the malformed-request page (nginx rejects these too)
//   4. "." / ".." segments and repeated slashes are resolved (as nginx does), then a listed not-found path, a path
//      still ending in "/", a decoded name ending in ".html" (/404%2ehtml), or no such file -> 404 with the 404 page
//   5. the file itself, or <path>.html (clean URLs)   -> 200 (304 when the ETag still matches)
// Every response gets the headers and Content-Security-Policy of the file it sends (rules.ts headersFor).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import {
  badRequestPage,
  cachePolicies,
  compression as compressionRules,
  contentTypes,
  headersFor,
  htmlFileNamePattern,
  isCompressible,
  nonPagePolicies,
  notFoundPage,
  notFoundPaths,
  redirectStatus,
  redirects,
  securityHeaders,
  expandRedirect,
  outDir,
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

/** Headers of a response that sends no file (a redirect, a 405, a plain-text error). */
const emptyResponseHeaders = {
  'Content-Security-Policy': nonPagePolicies.default,
  ...securityHeaders,
  'Cache-Control': cachePolicies.revalidate,
};

/** The request listener serving an export directory (absolute, or relative to the working directory). */
export function createHandler(publicDir: string): http.RequestListener {
  const root = path.resolve(publicDir);
  const files = sirv(root, { etag: true, extensions: ['html'], dotfiles: false });
  const compress = compression({
    threshold: compressionRules.minBytes,
    filter: (_request, response) => isCompressible(String(response.getHeader('Content-Type') ?? '')),
    // Every response is compressed as it is sent, like nginx does: brotli quality 5 gives within 2 % of quality 9's
    // size at a thirtieth of its time (the largest chunk: 69 KB in ~30 ms against 68 KB in ~1 s).
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const redirectRules = redirects.map((rule) => ({ ...rule, regex: new RegExp(`^${rule.pattern}$`) }));
  const htmlFileName = new RegExp(htmlFileNamePattern);
  /** The error pages, read once. */
  const errorPages = new Map<string, Buffer | null>();
  const errorPage = (file: string) => {
    if (!errorPages.has(file)) {
      let body: Buffer | null = null;
      try {
        body = readFileSync(path.join(root, file));
      } catch {
        body = null;
      }
      errorPages.set(file, body);
    }
    return errorPages.get(file) ?? null;
  };

  function sendEmpty(response: http.ServerResponse, status: number, headers: Record<string, string> = {}, text = '') {
    response.writeHead(status, {
      ...emptyResponseHeaders,
      ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    response.end(text);
  }

  /** The 404 or 400 page, with its status; plain text if the export lacks it. */
  function sendErrorPage(response: http.ServerResponse, status: 400 | 404, file: string) {
    const body = errorPage(file);
    if (!body) return sendEmpty(response, status, {}, `${status} ${http.STATUS_CODES[status]}\n`);
    response.writeHead(status, { ...headersFor(file), 'Content-Length': body.length });
    response.end(body);
  }

  function route(request: http.IncomingMessage, response: http.ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendEmpty(response, 405, { Allow: 'GET, HEAD' }, '405 Method Not Allowed\n');
    }
    let target = request.url ?? '/';
    const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
    if (absoluteForm) target = target.slice(absoluteForm[0].length) || '/';
    if (!target.startsWith('/')) return sendErrorPage(response, 400, badRequestPage);
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt);

    for (const rule of redirectRules) {
      const match = rule.regex.exec(rawPath);
      if (match) return sendEmpty(response, redirectStatus, { Location: expandRedirect(rule.to, match.groups?.path ?? '') + query });
    }

    const normalized = normalizePath(rawPath);
    if ('error' in normalized) {
      return normalized.error === 400 ? sendErrorPage(response, 400, badRequestPage) : sendErrorPage(response, 404, notFoundPage);
    }
    const cleanPath = normalized.path;
    if ((cleanPath !== '/' && cleanPath.endsWith('/')) || notFoundPaths.includes(cleanPath) || htmlFileName.test(cleanPath)) {
      return sendErrorPage(response, 404, notFoundPage);
    }

    // sirv looks the file up by this path, decoding it once more with decodeURI, which leaves the escapes of reserved
    // characters as they are: so only what decodeURI decodes is escaped (an "@" stays, as in /cms/sveltia@0.221.1/),
    // and "?" and "#", which would end the path.
    request.url = cleanPath
      .split('/')
      .map((segment) => encodeURI(segment).replace(/[?#]/g, encodeURIComponent))
      .join('/');
    for (const [name, value] of Object.entries(headersFor(fileFor(cleanPath)))) response.setHeader(name, value);
    files(request, response, () => {
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      sendErrorPage(response, 404, notFoundPage);
    });
  }

  return (request, response) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => route(request, response));
  };
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
