// What the harnesses of tools/ (test:nginx, test:cloudflare, test:s3, test:publication) share: waiting for the server
// they started, stopping it, removing their temporary folders, and ending with a verdict and an exit code.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';

/** Resolves once something listens on host:port (a server the harness started), rejects after `timeoutMs`. */
export function waitForPort(host: string, port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`${what} did not listen on ${host}:${port} in ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Stops a server the harness started, waiting up to 5 s for it to exit. `group`: the whole process group (a server
 * started `detached` that starts its own, such as wrangler and its workerd).
 */
export async function stopProcess(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (group) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** Removes a harness's temporary folders, unless the environment variable `keep` asks to keep them (to look inside). */
export function removeTemporary(name: string, keep: string, folders: readonly string[]): void {
  if (process.env[keep]) console.log(`${name}: kept ${folders.join(' and ')}`);
  else for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/** Prints each failure and the verdict; the exit code. */
export function verdict(name: string, failures: readonly string[]): number {
  for (const failure of failures) console.error(`${name}: FAIL ${failure}`);
  if (failures.length === 0) console.log(`${name}: passed`);
  return failures.length > 0 ? 1 : 0;
}

/** Runs a harness and exits with its code; an error that escapes it is printed under the harness's name. */
export function runHarness(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
