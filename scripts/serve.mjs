// Serves the static export (out/) exactly as production does, with the rules of scripts/serving/rules.mjs
// as written into serve.json by the build: clean URLs (/sobre -> out/sobre.html), no trailing slash
// (/sobre/ -> 301 /sobre), out/404.html with status 404 for unknown paths, the content types, caching and
// security headers (Content-Security-Policy…) of the production hosts. See scripts/serving/server.mjs.
//
//   node scripts/serve.mjs        env: OUT_DIR (default from serve.json: out), HOST (127.0.0.1), PORT (3000)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandler } from './serving/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** serve.json, generated from scripts/serving/rules.mjs (read at start, so a fresh build is picked up). */
function readServeConfig() {
  return JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
}

export const defaults = {
  dir: process.env.OUT_DIR || undefined,
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.PORT || 3000),
};

/** Starts the server; resolves with the http.Server once it is listening. */
export function startServer({ dir = defaults.dir, host = defaults.host, port = defaults.port } = {}) {
  const config = readServeConfig();
  const publicDir = path.resolve(root, dir ?? config.public);
  const server = http.createServer(createHandler(config, publicDir));

  const stop = (signal) => {
    console.log(`\n${signal} received, closing server`);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(`Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${host}:${port}`);
      resolve(server);
    });
  });
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  startServer().catch((error) => {
    console.error(`Could not start server: ${error.message}`);
    process.exit(1);
  });
}
