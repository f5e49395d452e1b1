import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Gives a temporary copy of a project its own node_modules: hard links to the project's files (cp -al), as fast as
 * a symlink, but inside the copy, where Turbopack resolves `next` (it does not follow a symlinked node_modules out
 * of its root). The build only reads these files (a step that rewrote one in place would change the original too).
 * Hard links cannot cross file systems: with TMPDIR on another one, the files are copied instead (slower).
 */
export function linkNodeModules(projectRoot: string, target: string): void {
  const from = path.join(projectRoot, 'node_modules');
  const to = path.join(target, 'node_modules');
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'pipe' });
  } catch {
    rmSync(to, { recursive: true, force: true });
    console.warn(`  (cannot hard-link node_modules into ${target}, another file system? copying it instead)`);
    execFileSync('cp', ['-a', from, to], { stdio: 'inherit' });
  }
}
