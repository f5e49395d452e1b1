// A plain HTTP(S) client for the serving checks (e2e/support/serving-checks.ts): the raw path goes out as written, so
// "..", "%2e%2e" and malformed escapes reach the server as they are.
import http from 'node:http';
import https from 'node:https';

/** A response as received: the body both as bytes (compressed ones stay compressed) and as UTF-8 text. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawBody: Buffer;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

export interface Client {
  /** The base URL's origin and path prefix, without a trailing slash. */
  baseURL: string;
  /** Sends `rawPath` (after the base URL's path prefix) byte for byte; follows no redirect. */
  request(rawPath: string, options?: RequestOptions): Promise<RawResponse>;
}

export interface ClientOptions {
  /** Accept any TLS certificate (CI's self-signed one). */
  insecure?: boolean;
}

/** An HTTP client for one base URL; `request(rawPath)` sends the path byte for byte, follows nothing. */
export function createClient(baseURL: string, { insecure = false }: ClientOptions = {}): Client {
  const base = new URL(baseURL);
  const transport = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    baseURL: base.origin + prefix,
    request(rawPath, { method = 'GET', headers = {} } = {}) {
      return new Promise((resolve, reject) => {
        const request = transport.request(
          {
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port || undefined,
            method,
            path: prefix + rawPath,
            headers: { 'User-Agent': 'check-serving', ...headers },
            timeout: 15000,
            ...(insecure ? { rejectUnauthorized: false } : {}),
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const rawBody = Buffer.concat(chunks);
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                rawBody,
                body: rawBody.toString('utf8'),
              });
            });
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${rawPath}`)));
        request.on('error', reject);
        request.end();
      });
    },
  };
}
