// npm start: builds the static export when out/ is missing or older than the sources,
// then serves it with scripts/serve.mjs (env: HOST, PORT): the serving rules of scripts/serving/rules.mjs,
// as production hosts apply them (headers, Content-Security-Policy, 404, redirects).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  // The build steps after `next build` rewrite every page (image variants, deferred scripts, CSP <meta>).
  'scripts',
  'next.config.mjs',
  'package.json',
];
const builtPage = path.join(root, 'out', 'index.html');

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

const sourcesMtime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (!existsSync(builtPage) || statSync(builtPage).mtimeMs < sourcesMtime) {
  console.log('out/ is missing or stale: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

startServer({ dir: 'out' }).catch((error) => {
  console.error(`Could not start server: ${error.message}`);
  process.exit(1);
});
