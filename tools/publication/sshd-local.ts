// A local SSH server for test:publication: Debian's own sshd (openssh-server), on a loopback port, that lets in the
// key the run made, as the user running the test, so that the nginx publication and its access probe go through real
// ssh, with BatchMode and strict host checking, as on GitHub. Its host key is made here; known_hosts names it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, waitForPort } from '../harness';

export const SSHD = '/usr/sbin/sshd';

export interface LocalSshd {
  user: string;
  port: number;
  /** The known_hosts line of this server, as ssh-keyscan would print it. */
  knownHosts: string;
  stop: () => Promise<void>;
}

/** Starts sshd on 127.0.0.1:`port`, letting in `publicKey` for the current user. */
export async function startLocalSshd(dir: string, port: number, publicKey: string): Promise<LocalSshd> {
  if (!existsSync(SSHD)) throw new Error(`${SSHD} not found: install openssh-server (apt-get install openssh-server)`);
  const home = mkdtempSync(path.join(dir, 'sshd-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(home, 'host_key')]);
  writeFileSync(path.join(home, 'authorized_keys'), publicKey);
  writeFileSync(
    path.join(home, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${path.join(home, 'host_key')}`,
      `PidFile ${path.join(home, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(home, 'authorized_keys')}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      // The temporary folder is not the user's home: its modes are not sshd's business here.
      'StrictModes no',
      '',
    ].join('\n'),
  );
  // As root, sshd wants its privilege separation folder (made by the service, which is not started here).
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true });
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', path.join(home, 'sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = `${log}${chunk.toString('utf8')}`.slice(-4000)));
  try {
    await waitForPort('127.0.0.1', port, 10_000, 'sshd');
  } catch (error) {
    throw new Error(`${String(error)}\n${log}`);
  }
  const hostKey = readFileSync(path.join(home, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
  return {
    user: os.userInfo().username,
    port,
    knownHosts: `[127.0.0.1]:${port} ${hostKey}`,
    stop: () => stopProcess(child),
  };
}
