import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkNodeModules } from './link-node-modules';

const root = process.cwd();

/** The project's files (tracked and new, not ignored), with node_modules hard-linked: a copy that builds alone. */
export function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-editor-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of files.split('\n').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  linkNodeModules(root, dir);
  copyImageVariants(dir);
  return dir;
}

/** The files next-image-export-optimizer keeps between builds: its variants' folders and the sources' hashes. */
const IMAGE_VARIANTS_FOLDER = 'nextImageExportOptimizer';
const IMAGE_HASHES = 'public/images/next-image-export-optimizer-hashes.json';

/**
 * The responsive images the project's last build made (ignored by git, so not among the files above), copied: the
 * copy's build resizes only the images that changed, as a second build on the host does (about 24 s less per build on
 * 2 cores). Copied, not linked: the copy's build never writes into the project's own files.
 */
function copyImageVariants(dir: string): void {
  if (!existsSync(path.join(root, IMAGE_HASHES))) return;
  const folders = readdirSync(path.join(root, 'public'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === IMAGE_VARIANTS_FOLDER)
    .map((entry) => path.join('public', entry));
  for (const file of [IMAGE_HASHES, ...folders]) {
    cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
  }
}

/** Writes files ([path from the root, bytes]) into the copy, as a commit of them would. */
export function writeFiles(dir: string, files: readonly (readonly [string, Buffer])[]): void {
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
}

export interface BuildOptions {
  /** More environment for the build (SITE_BUILD_TIME: the day it builds "on"). */
  env?: Readonly<Record<string, string>>;
  /**
   * Builds with no network: in a network namespace of its own (`unshare -rn`, Linux) with only its loopback up (the
   * build's own helper processes talk over it); no other host, no name resolution. Throws where the machine cannot
   * make one (it needs util-linux's unshare and iproute2's ip).
   */
  offline?: boolean;
}

/** A command's prefix that runs it in a network namespace of its own, with only its loopback up. */
const OFFLINE = ['unshare', '-rn', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh'];

/** `npm run build` in the copy, as the host runs it after a publication; the output when it fails. */
export function buildCopy(
  dir: string,
  { env = {}, offline = false }: BuildOptions = {},
): { ok: boolean; output: string } {
  if (offline && spawnSync('unshare', [...OFFLINE.slice(1), 'true']).status !== 0) {
    throw new Error('unshare -rn (util-linux) with ip (iproute2): this machine cannot build without network');
  }
  const [command = 'npm', ...args] = [...(offline ? OFFLINE : []), 'npm', 'run', 'build', '--silent'];
  const run = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** Serves the copy's out/ with the site's own server and policy (`npm run serve`) on `port`, once it answers. */
export async function serveCopy(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the copy's server did not answer on port ${port}`);
}
