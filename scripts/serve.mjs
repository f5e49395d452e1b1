// Serves the static export (out/) the way a static host does, using serve-handler
// with the settings in serve.json: clean URLs (/sobre -> out/sobre.html), no trailing
// slash (/sobre/ -> 301 /sobre) and out/404.html with status 404 for unknown paths.
//
//   node scripts/serve.mjs        env: OUT_DIR (default out), HOST (127.0.0.1), PORT (3000)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serveConfig = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));

export const defaults = {
  dir: process.env.OUT_DIR || 'out',
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.PORT || 3000),
};

/** Starts the server; resolves with the http.Server once it is listening. */
export function startServer({ dir = defaults.dir, host = defaults.host, port = defaults.port } = {}) {
  const config = { ...serveConfig, public: path.resolve(root, dir) };
  const server = http.createServer((req, res) =>
    handler(req, res, config).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );

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
      console.log(`Serving ${path.relative(process.cwd(), config.public) || '.'} at http://${host}:${port}`);
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
