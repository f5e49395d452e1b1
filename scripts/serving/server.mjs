// The local static server: serves out/ the way the production hosts do, from serve.json (generated from
// scripts/serving/rules.mjs). Behaviour, in order, for a request path:
//   1. not GET/HEAD                                   -> 405
//   2. raw path matches a redirect rule               -> 301 (trailing slash, /index, .html suffix; query kept)
//   3. malformed percent-encoding, a NUL byte, or ".." climbing above the root
//                                                     -> 400 (nginx rejects these too, before any routing)
//   4. "." / ".." segments and repeated slashes are resolved (as nginx does), then
//      a listed not-found path, a path still ending in "/", a decoded name ending in ".html" (/404%2ehtml),
//      or no such file                               -> 404 with the 404 page
//   5. the file itself, or <path>.html (clean URLs) -> 200 (304 when the ETag / date still matches)
// Every response gets the Content-Security-Policy of its Content-Type (pages one, everything else a
// locked-down one); text types are sent compressed (brotli or gzip) when the client accepts it.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { expandRedirect } from './rules.mjs';

const encoders = {
  br: promisify((input, callback) =>
    zlib.brotliCompress(
      input,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } },
      callback,
    ),
  ),
  gzip: promisify((input, callback) => zlib.gzip(input, { level: 9 }, callback)),
};

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none ("identity").
 * Honours q-values (q=0 refuses) and "*".
 */
export function negotiateEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = ['br', 'gzip'].filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

/** Percent-decodes a raw path into bytes; null when an escape is malformed. */
function percentDecode(raw) {
  const bytes = [];
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code === 0x25) {
      const hex = raw.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      // Node hands the request target over as latin1, one char per byte.
      bytes.push(code & 0xff);
    }
  }
  return Buffer.from(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The decoded, normalised path ("/a/./b//../c" -> "/a/c"); { error: 400 } for a malformed request;
 * { error: 404 } for bytes that cannot name any of our files (invalid UTF-8).
 */
export function normalizePath(rawPath) {
  const bytes = percentDecode(rawPath);
  if (!bytes || bytes.includes(0)) return { error: 400 };
  let decoded;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return { error: 404 };
  }
  if (!decoded.startsWith('/')) return { error: 400 };
  const segments = [];
  let aboveRoot = false;
  const parts = decoded.split('/').slice(1);
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) aboveRoot = true;
      else segments.pop();
      if (last) segments.push('');
    } else if (part === '.' || part === '') {
      if (last) segments.push('');
    } else {
      segments.push(part);
    }
  });
  if (aboveRoot) return { error: 400 };
  return { path: `/${segments.join('/')}` };
}

function matchesPrefix(filePath, prefix) {
  return filePath.startsWith(prefix);
}

/** Creates the request handler for a config in serve.json's shape; `publicDir` is the absolute export dir. */
export function createHandler(config, publicDir) {
  const redirects = config.redirects.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));
  const notFoundPattern = new RegExp(config.notFoundPattern);
  const compressible = new Set(config.compression.types);
  const root = path.resolve(publicDir);
  /** Compressed bodies, by file, modification time and encoding (files change only on a new build). */
  const compressed = new Map();

  /** Headers for a response sending `filePath` with `contentType` (none for redirects and errors). */
  function headersFor(filePath, contentType) {
    const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const headers = {
      'Content-Security-Policy':
        config.contentSecurityPolicies[mediaType] ?? config.contentSecurityPolicies['*'],
    };
    for (const rule of config.headers) {
      if (matchesPrefix(filePath, rule.prefix)) Object.assign(headers, rule.headers);
    }
    return headers;
  }

  function contentTypeFor(filePath) {
    const match = /\.[^./]+$/.exec(filePath);
    return (match && config.contentTypes[match[0].toLowerCase()]) || config.defaultContentType;
  }

  /** The regular file for a public path, or null. */
  async function findFile(publicPath) {
    const absolute = path.join(root, publicPath);
    if (absolute !== root && !absolute.startsWith(`${root}${path.sep}`)) return null;
    try {
      const stats = await stat(absolute);
      return stats.isFile() ? { absolute, stats, publicPath } : null;
    } catch {
      // ENOENT, ENOTDIR, ENAMETOOLONG, EINVAL…: not a file of the export.
      return null;
    }
  }

  async function resolveFile(normalized) {
    if (normalized === '/') return findFile('/index.html');
    if (normalized.endsWith('/') || config.notFoundPaths.includes(normalized) || notFoundPattern.test(normalized)) {
      return null;
    }
    return (await findFile(normalized)) ?? (await findFile(`${normalized}.html`));
  }

  function sendEmpty(req, res, status, headers, body = '') {
    const contentType = body ? 'text/plain; charset=utf-8' : undefined;
    res.writeHead(status, {
      ...headersFor('/', contentType),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function isFresh(req, etag, stats) {
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch) {
      return ifNoneMatch
        .split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''))
        .some((tag) => tag === '*' || tag === etag);
    }
    const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '');
    return Number.isFinite(ifModifiedSince) && Math.floor(stats.mtimeMs / 1000) * 1000 <= ifModifiedSince;
  }

  /** The file's body in `encoding`, compressed once per version of the file. */
  async function compressedBody(file, encoding) {
    const key = `${file.absolute}\0${file.stats.mtimeMs}\0${file.stats.size}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      body = encoders[encoding](await readFile(file.absolute));
      compressed.set(key, body);
      body.catch(() => compressed.delete(key));
    }
    return body;
  }

  async function sendFile(req, res, file, status) {
    const { absolute, stats, publicPath } = file;
    const contentType = contentTypeFor(publicPath);
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    const compress = compressible.has(mediaType) && stats.size >= config.compression.minBytes;
    const encoding = compress ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const tag = `${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}`;
    // A compressed body is another representation: its own (weak) ETag, as nginx's gzip gives it.
    const etag = encoding === 'identity' ? `"${tag}"` : `W/"${tag}-${encoding}"`;
    const headers = {
      ...headersFor(publicPath, contentType),
      'Content-Type': contentType,
      ...(compress ? { Vary: 'Accept-Encoding' } : {}),
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
    };
    if (status === 200 && isFresh(req, etag.replace(/^W\//, ''), stats)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (encoding !== 'identity') {
      const body = await compressedBody(file, encoding);
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': stats.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(absolute);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  async function sendNotFound(req, res) {
    const page = await findFile(config.notFoundPage);
    if (!page) return sendEmpty(req, res, 404, {}, '404 Not Found\n');
    return sendFile(req, res, page, 404);
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendEmpty(req, res, 405, { Allow: 'GET, HEAD' }, '405 Method Not Allowed\n');
    }
    let target = req.url ?? '/';
    const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
    if (absoluteForm) target = target.slice(absoluteForm[0].length) || '/';
    if (!target.startsWith('/')) return sendEmpty(req, res, 400, {}, '400 Bad Request\n');

    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt);

    for (const rule of redirects) {
      const match = rule.regex.exec(rawPath);
      if (match) {
        const location = expandRedirect(rule.to, match.groups?.path ?? '') + query;
        return sendEmpty(req, res, rule.status, { Location: location });
      }
    }

    const normalized = normalizePath(rawPath);
    if (normalized.error === 400) return sendEmpty(req, res, 400, {}, '400 Bad Request\n');
    if (normalized.error === 404) return sendNotFound(req, res);

    const file = await resolveFile(normalized.path);
    if (!file) return sendNotFound(req, res);
    return sendFile(req, res, file, 200);
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
}
