// SSH keys made for a test by ssh-keygen itself, in a temporary folder (never committed: a private key in the
// repository, even a throwaway one, would trip secret scanners): one without a passphrase, one with.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestKeys {
  /** The private key without a passphrase, and its public line. */
  privateKey: string;
  publicKey: string;
  /** A private key with a passphrase. */
  withPassphrase: string;
  /** A known_hosts line for `server` (the public key above stands in for the server's). */
  knownHostsLine: (server: string) => string;
}

export function makeTestKeys(): TestKeys {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chaves-'));
  try {
    const make = (name: string, passphrase: string) =>
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', passphrase, '-C', name, '-f', path.join(dir, name)]);
    make('sem-senha', '');
    make('com-senha', 'uma-senha');
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const publicKey = read('sem-senha.pub');
    return {
      privateKey: read('sem-senha'),
      publicKey,
      withPassphrase: read('com-senha'),
      knownHostsLine: (server) => `${server} ${publicKey.split(' ').slice(0, 2).join(' ')}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
