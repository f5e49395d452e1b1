// The local runs that fail (local-run.ts): a send that fails after a good build, a send whose live copy stays old, and
// a post broken on purpose, which sends nothing. Each is reported in pt-BR, and the failure issue stays open.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_REVIEW_TITLE, VERSION_FILE_PATH } from '../../content/rules/publication';
import { UNREADABLE_HEADING } from '../../scripts/publication/compare-live';
import { filesUnder } from '../../scripts/html-files';
import { check, github, LIVE_CHECK_BOUND_SECONDS, port, sent, serveFolder, vars, type RunContext } from './run-context';
import { runWorkflow } from './workflow-run';

/**
 * A send that fails after a good build, on a first publication: the live address answers without a version file (a
 * 404), so the site is sent at once, not after the pauses for a live site that cannot be read. Reported as a send
 * failure, in a new issue.
 */
export async function failedSendRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, live, nginxSecrets } = run;
  console.log('test:publication: a send that fails after a good build, on a first publication');
  writeFileSync(calls, '');
  rmSync(openIssue, { force: true });
  const unreachable = path.join(tmp, 'nao-existe', 'servidor');
  const noSite = path.join(tmp, 'sem-site');
  mkdirSync(noSite);
  const stopLive = await serveFolder(noSite, port);
  try {
    const failedSend = await runWorkflow(
      {
        dir,
        context: {
          vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: unreachable, LIVE_CHECK_URL: live },
          secrets: nginxSecrets,
          github,
        },
        env,
        // The access probe would stop this run before the build (access-runs.ts shows it): here, the send itself fails.
        skip: ['Conferir a configuração', 'Build'],
      },
      true,
    );
    const sendCalls = readFileSync(calls, 'utf8');
    check(
      failedSend.failed && sent(failedSend) && !failedSend.ran.includes('Conferir o site no ar'),
      `send: steps run: ${failedSend.ran.join(', ')}`,
    );
    check(
      !failedSend.summary.includes(UNREADABLE_HEADING),
      'send: a 404 was taken for a live site that cannot be read',
    );
    check(
      sendCalls.includes('issue create --title Publicação parada: o envio para nginx (servidor próprio) falhou'),
      `send: no issue opened with the send title:\n${sendCalls}`,
    );
    check(
      failedSend.summary.includes('rsync') && failedSend.summary.includes('O site foi gerado sem erros'),
      `send: the report does not quote the host's message:\n${failedSend.summary}`,
    );
    check(!sendCalls.includes('issue close 7'), 'send: the failure issue was closed');
  } finally {
    await stopLive();
  }
}

/** Sent, but the live site keeps serving another folder: the live check fails within its bound. */
export async function staleRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, reviewIssue, nginxSecrets } = run;
  console.log('test:publication: a send whose live copy stays old, on a day the content is fresh');
  const sentHere = path.join(tmp, 'servidor-novo');
  const stale = path.join(tmp, 'servidor-antigo');
  mkdirSync(sentHere);
  mkdirSync(stale);
  const older = { commit: 'fedcba9876543210fedcba9876543210fedcba98', builtAt: '2026-11-26T09:10:00.000Z', pages: 56 };
  writeFileSync(path.join(stale, VERSION_FILE_PATH.slice(1)), JSON.stringify(older));
  writeFileSync(calls, '');
  writeFileSync(openIssue, '');
  writeFileSync(reviewIssue, '');
  const stopStale = await serveFolder(stale, port + 2);
  try {
    const staleRun = await runWorkflow(
      {
        dir,
        context: {
          vars: {
            ...vars,
            PUBLISH_TARGET: 'nginx',
            RSYNC_DESTINATION: sentHere,
            LIVE_CHECK_URL: `http://127.0.0.1:${port + 2}`,
          },
          secrets: nginxSecrets,
          github,
        },
        // A day the shipped content is all true (every course dated, the badge's year, the banner's month to come):
        // the review issue left open closes.
        env: { ...env, SITE_BUILD_TIME: '2025-08-20T10:00:00-03:00' },
        skip: ['Build'],
      },
      true,
    );
    const staleCalls = readFileSync(calls, 'utf8');
    check(
      staleRun.failed && staleRun.ran.includes('Conferir o site no ar') && filesUnder(sentHere).length > 0,
      `stale: steps run: ${staleRun.ran.join(', ')}`,
    );
    check(
      staleRun.summary.includes(
        'Enviado, mas o site no ar ainda mostra a versão de 26 de novembro de 2026, 06:10 (commit fedcba9, 56 páginas), e não a do commit 0123456',
      ),
      `stale: the report does not say what the live site shows:\n${staleRun.summary}`,
    );
    check(
      staleCalls.includes(
        'issue edit 7 --title Publicação não confirmada: o site no ar ainda mostra outra versão (nginx (servidor próprio))',
      ),
      `stale: the open issue was not updated:\n${staleCalls}`,
    );
    check(!staleCalls.includes('issue close 7'), 'stale: the failure issue was closed');
    check(
      staleCalls.includes('issue close 8 --comment Nada mais para revisar') &&
        !staleRun.summary.includes(`## ${CONTENT_REVIEW_TITLE}`),
      `stale: on a day the content is fresh, the review issue was not closed:\n${staleCalls}`,
    );
    check(
      staleRun.seconds < LIVE_CHECK_BOUND_SECONDS + 20,
      `stale: the run took ${staleRun.seconds} s (bound ${LIVE_CHECK_BOUND_SECONDS} s)`,
    );
  } finally {
    await stopStale();
  }
}

/** A failed build sends nothing, and says why in pt-BR. */
export async function brokenBuildRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, nginxSecrets } = run;
  console.log('test:publication: a post broken on purpose');
  const post = readdirSync(path.join(dir, 'content/posts')).find((name) => name.endsWith('.md')) ?? '';
  const postFile = path.join(dir, 'content/posts', post);
  writeFileSync(postFile, readFileSync(postFile, 'utf8').replace(/^excerpt: .*$/m, "excerpt: 'Curto demais.'"));
  writeFileSync(calls, '');
  rmSync(openIssue, { force: true });
  const empty = path.join(tmp, 'servidor-vazio');
  mkdirSync(empty);
  const broken = await runWorkflow(
    {
      dir,
      context: { vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: empty }, secrets: nginxSecrets, github },
      env,
    },
    true,
  );
  check(broken.failed, 'broken: the build did not fail');
  check(filesUnder(empty).length === 0, 'broken: something was sent');
  check(!sent(broken), `broken: a send step ran (${broken.ran.join(', ')})`);
  const recorded = existsSync(calls) ? readFileSync(calls, 'utf8') : '';
  const where = `content/posts/${post}`;
  check(
    broken.summary.includes(`**Arquivo:** \`${where}\``) && broken.summary.includes('**Campo:** `excerpt`'),
    'broken: the summary does not name the file and the field',
  );
  check(
    recorded.includes(`issue create --title Publicação parada: conteúdo inválido em ${where}`),
    `broken: no issue opened with the pt-BR title:\n${recorded}`,
  );
  check(recorded.includes('use de 70 a 160'), 'broken: the issue does not say the fix');
}
