// The local runs through real ssh (local-run.ts): Debian's sshd on a loopback port (sshd-local.ts) stands in for the
// school's server. With the right settings the access probe passes, the site goes over rsync and ssh, and the live
// check confirms it; with another server's identity in SSH_KNOWN_HOSTS, the probe stops the run before the build,
// naming the setting, and the issue says the host refused.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outDir } from '../../content/rules/serving';
import { PROBE_FILE } from '../../scripts/publication/probe-host';
import { filesUnder } from '../../scripts/html-files';
import { check, github, keys, port, sent, serveFolder, vars, type RunContext } from './run-context';
import { startLocalSshd } from './sshd-local';
import { runWorkflow } from './workflow-run';

export async function sshRun(run: RunContext): Promise<void> {
  const { dir, tmp, env } = run;
  console.log('test:publication: PUBLISH_TARGET=nginx over ssh, to a local sshd');
  const sshd = await startLocalSshd(tmp, port + 3, keys.publicKey);
  const destination = path.join(tmp, 'servidor-ssh');
  mkdirSync(destination);
  const live = `http://127.0.0.1:${port + 4}`;
  const stopLive = await serveFolder(destination, port + 4);
  const settings = {
    ...vars,
    PUBLISH_TARGET: 'nginx',
    RSYNC_DESTINATION: `${sshd.user}@127.0.0.1:${destination}`,
    SSH_PORT: String(sshd.port),
    LIVE_CHECK_URL: live,
  };
  try {
    const good = await runWorkflow({
      dir,
      context: { vars: settings, secrets: { SSH_KEY: keys.privateKey, SSH_KNOWN_HOSTS: sshd.knownHosts }, github },
      env,
      skip: ['Build'],
    });
    check(!good.failed && sent(good), `ssh: steps run: ${good.ran.join(', ')}`);
    const arrived = new Set(filesUnder(destination));
    check(
      filesUnder(path.join(dir, outDir)).every((file) => arrived.has(file)),
      'ssh: not every built file arrived over ssh',
    );
    check(!arrived.has(PROBE_FILE), "ssh: the access probe's file was left in the destination");

    await refusedRun(run, settings, sshd.port);
  } finally {
    await stopLive();
    await sshd.stop();
  }
}

/** The same server, with another server's identity in SSH_KNOWN_HOSTS: the access probe stops the run. */
async function refusedRun(run: RunContext, settings: Record<string, string>, sshPort: number): Promise<void> {
  const { dir, env, calls, openIssue } = run;
  console.log('test:publication: nginx over ssh, SSH_KNOWN_HOSTS of another server');
  writeFileSync(calls, '');
  writeFileSync(openIssue, '');
  const other = keys.knownHostsLine(`[127.0.0.1]:${sshPort}`);
  const refused = await runWorkflow(
    {
      dir,
      context: { vars: settings, secrets: { SSH_KEY: keys.privateKey, SSH_KNOWN_HOSTS: other }, github },
      env,
    },
    true,
  );
  const recorded = readFileSync(calls, 'utf8');
  check(
    refused.failed && refused.ran[0] === 'Conferir a configuração' && !refused.ran.includes('Build') && !sent(refused),
    `ssh refused: the run did not stop at the configuration check (${refused.ran.join(', ')})`,
  );
  check(
    refused.summary.includes('- SSH_KNOWN_HOSTS: a identidade do servidor não é a de `SSH_KNOWN_HOSTS`') &&
      refused.summary.includes('Host key verification failed'),
    `ssh refused: the report does not name SSH_KNOWN_HOSTS with the host's words:\n${refused.summary}`,
  );
  check(
    recorded.includes('issue edit 7 --title Publicação parada: nginx (servidor próprio) recusou o acesso'),
    `ssh refused: the issue does not say the host refused:\n${recorded}`,
  );
}
