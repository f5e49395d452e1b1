// The TLS an nginx site offers, as testssl.sh (the Debian package) finds it (test:nginx): every suite per protocol
// (-E) and the known vulnerabilities (-U), read from its JSON report. The site must offer TLS 1.2 suites of Mozilla's
// intermediate profile only, and testssl must find nothing it calls VULNERABLE.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MOZILLA_INTERMEDIATE } from './nginx-tls';

export const TESTSSL = 'testssl';

interface Finding {
  id: string;
  severity: string;
  finding: string;
}

/** The TLS 1.2 suites a testssl JSON report lists as offered (their OpenSSL names). */
export function offeredTls12Suites(findings: readonly Finding[]): string[] {
  return findings
    .filter((finding) => finding.id.startsWith('cipher-tls1_2_'))
    .map(
      (finding) =>
        finding.finding.split(/\s+/).find((word) => /^[A-Z0-9]+(-[A-Z0-9]+)+$/.test(word)) ?? finding.finding,
    );
}

/**
 * BREACH: testssl flags any compressed HTTPS page. The attack reads a secret out of a page that also reflects what the
 * attacker sends; a static page holds neither (no token, no session, no echoed input), and its compression is what a
 * slow phone network needs. The one finding let through, by its id.
 */
export const NOT_APPLICABLE = new Set(['BREACH']);

/** What testssl calls vulnerable (its own wording, "VULNERABLE"), and the TLS 1.2 suites outside Mozilla's list. */
export function tlsProblems(findings: readonly Finding[]): string[] {
  const allowed = new Set<string>(MOZILLA_INTERMEDIATE.ciphers);
  const suites = offeredTls12Suites(findings);
  return [
    ...(suites.length === 0 ? ['testssl found no TLS 1.2 suite at all (did it reach the server?)'] : []),
    ...suites
      .filter((suite) => !allowed.has(suite))
      .map((suite) => `TLS 1.2 suite outside Mozilla intermediate: ${suite}`),
    ...findings
      .filter((finding) => /VULNERABLE/i.test(finding.finding) && !/not vulnerable/i.test(finding.finding))
      .filter((finding) => !NOT_APPLICABLE.has(finding.id))
      .map((finding) => `${finding.id}: ${finding.finding}`),
  ];
}

/** Runs testssl against host:port (`name` for SNI); resolves to its findings. */
export function runTestssl(tmp: string, name: string, ip: string, port: number): Promise<Finding[]> {
  const report = path.join(tmp, 'testssl.json');
  const args = ['--quiet', '--color', '0', '--warnings', 'off', '--ip', ip, '-E', '-U', '--jsonfile', report];
  return new Promise((resolve, reject) => {
    const child = spawn(TESTSSL, [...args, `${name}:${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString('utf8')}`.slice(-2000)));
    child.on('error', reject);
    child.on('close', () => {
      if (!existsSync(report)) return reject(new Error(`testssl wrote no report: ${errors}`));
      resolve(JSON.parse(readFileSync(report, 'utf8')) as Finding[]);
    });
  });
}
