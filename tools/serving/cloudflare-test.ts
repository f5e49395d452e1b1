// npm run test:cloudflare: serves out/ in Cloudflare's own runtime, `wrangler pages dev` (workerd, offline, on the
// loopback; out/_headers applied as Cloudflare Pages applies it), and runs the serving checks against it
// (tools/serving/check-serving.ts) with Cloudflare's URL handling (e2e/support/serving-platforms.ts): every header
// our files set must be exact, the editor's policy and COOP alone on /admin.
//   env: OUT_DIR (out), CLOUDFLARE_TEST_PORT (8788), KEEP_WRANGLER_TMP=1 to keep its state directory
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outDir } from '../../content/rules/serving';
import { cloudflarePages } from '../../e2e/support/serving-platforms';
import { checkServing } from './check-serving';
import { removeTemporary, runHarness, stopProcess, waitForPort } from '../harness';

const root = path.resolve(__dirname, '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);
const port = Number(process.env.CLOUDFLARE_TEST_PORT || 8788);
const host = '127.0.0.1';
/** The runtime's date of behaviour, pinned: the same answers until we move it (workerd of wrangler 4.86). */
const COMPATIBILITY_DATE = '2026-04-26';

async function main(): Promise<number> {
  if (!existsSync(path.join(out, 'index.html'))) {
    console.error(`test:cloudflare: ${path.relative(root, out)}/index.html not found: run npm run build`);
    return 1;
  }
  const state = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-wrangler-'));
  const wrangler = spawn(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    [
      'pages',
      'dev',
      out,
      '--ip',
      host,
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      state,
      '--log-level',
      'warn',
    ],
    {
      cwd: state,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  console.log(
    `test:cloudflare: wrangler pages dev ${path.relative(root, out)} at http://${host}:${port} (compatibility date ${COMPATIBILITY_DATE})`,
  );
  try {
    await Promise.race([
      waitForPort(host, port, 60_000, 'wrangler'),
      new Promise((_, reject) => wrangler.once('exit', (code) => reject(new Error(`wrangler exited (${code})`)))),
    ]);
    const failed = await checkServing(`http://${host}:${port}`, { platform: cloudflarePages });
    if (failed > 0) console.error(`test:cloudflare: ${failed} serving checks failed`);
    return failed > 0 ? 1 : 0;
  } catch (error) {
    console.error(`test:cloudflare: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    // wrangler and the workerd it started: the whole process group.
    await stopProcess(wrangler, { group: true });
    removeTemporary('test:cloudflare', 'KEEP_WRANGLER_TMP', [state]);
  }
}

runHarness('test:cloudflare', main);
