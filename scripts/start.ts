// npm start: builds the static export when out/ is missing or older than the sources (skip with --no-build, as
// `npm run serve` does), then serves it with the serving rules, as production hosts apply them (headers,
// Content-Security-Policy, 404 and 400 pages, redirects, compression). Env: HOST, PORT, OUT_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './serving/server';

const root = path.resolve(__dirname, '..');
/** What the export is made from: `next build` and the post-build step read these. */
const sources = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.mjs', 'package.json'];
const builtPage = path.join(root, process.env.OUT_DIR || 'out', 'index.html');

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

if (!process.argv.includes('--no-build')) {
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
}

startServer().catch((error: unknown) => {
  console.error(`Could not start server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
