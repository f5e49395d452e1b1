/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { failureReport } from './failure-report';
import { hostOf } from './hosts';
import { KNOWN_FAILURES, knownFailuresIn, type FailureStep } from './known-failures';

const recorded = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', 'envio', `${name}.log`), 'utf8');

/** Each recorded output (__fixtures__/envio/README.md) and the settings the table names for it, in order. */
const RECORDINGS: readonly [FailureStep, string, readonly (string | undefined)[]][] = [
  ['nginx', 'nginx-hostkey', ['SSH_KNOWN_HOSTS']],
  ['nginx', 'nginx-publickey', ['SSH_KEY']],
  ['nginx', 'nginx-loadkey', ['SSH_KEY', 'SSH_KEY']],
  ['nginx', 'nginx-cutkey', ['SSH_KEY', 'SSH_KEY']],
  ['nginx', 'nginx-resolve', ['RSYNC_DESTINATION']],
  ['nginx', 'nginx-refused', ['RSYNC_DESTINATION']],
  ['nginx', 'nginx-nofolder', ['RSYNC_DESTINATION']],
  ['nginx', 'nginx-permission', ['RSYNC_DESTINATION']],
  ['s3', 's3-nosuchbucket', ['S3_BUCKET']],
  ['cloudflare', 'cloudflare-auth', ['CLOUDFLARE_API_TOKEN']],
  ['cloudflare', 'cloudflare-notfound', ['CLOUDFLARE_PROJECT']],
  ['cloudflare', 'cloudflare-route', ['CLOUDFLARE_ACCOUNT_ID']],
  ['netlify', 'netlify-unauthorized', ['NETLIFY_AUTH_TOKEN']],
  ['netlify', 'netlify-not-found', ['NETLIFY_SITE_ID']],
];

describe("the send failures' table", () => {
  it.each(RECORDINGS)('%s: recognises the recorded %s', (step, name, settings) => {
    expect(knownFailuresIn(step, recorded(name)).map((failure) => failure.setting)).toEqual(settings);
  });

  it('recognises each message as the table shows it, and only for its own step', () => {
    for (const failure of KNOWN_FAILURES) {
      expect(knownFailuresIn(failure.step, failure.message)).toContain(failure);
    }
    expect(knownFailuresIn('nginx', recorded('cloudflare-auth'))).toEqual([]);
  });

  it("puts what the host's message means above it in the report, the setting and the fix named", () => {
    const report = failureReport('envio', recorded('nginx-hostkey'), { host: hostOf('nginx') });
    expect(report.body).toContain('**O que a mensagem quer dizer:**');
    expect(report.body).toContain(
      '- `Host key verification failed.`: a identidade do servidor não é a de `SSH_KNOWN_HOSTS`',
    );
    expect(report.body.indexOf('O que a mensagem quer dizer')).toBeLessThan(report.body.indexOf('```'));
    const cloudflare = failureReport('envio', recorded('cloudflare-notfound'), {
      host: hostOf('cloudflare'),
    });
    expect(cloudflare.body).toContain('crie o projeto por Direct Upload');
    // The log, without the terminal's colours.
    expect(cloudflare.body).toContain('Project not found. The specified project name does not match');
    expect(cloudflare.body).not.toContain('\u001b[');
  });

  it('explains a failed installation by its cause', () => {
    const report = failureReport(
      'instalacao',
      readFileSync(path.join(__dirname, '__fixtures__', 'npm-ci-fora-de-sincronia.log'), 'utf8'),
    );
    expect(report.body).toContain('o `package-lock.json` não bate com o `package.json`');
    expect(report.body).toContain('rode `npm install` na sua máquina e faça commit dos dois arquivos');
  });
});
