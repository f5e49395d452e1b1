// npm run test:publication: runs the publication workflow (.github/workflows/publicar.yml) here, its steps in
// order, as GitHub would run them on a temporary copy of the project, against local targets, each run checked by what
// was sent and what was reported (the run's summary, and the calls made to a stand-in `gh` that records them):
//   1. the configuration check: no host, an unknown host, and for each of the four hosts one missing secret: each
//      stops before the build, names the setting in pt-BR, opens the issue and sends nothing;
//   2. nginx, RSYNC_DESTINATION a local folder that holds an older build and that the site's own server serves as the
//      "live site", with a failure issue open: build, send, live check (it sees the new commit), and only then the
//      issue is closed; what arrived passes the serving checks, the older build's scripts stay, its removed page goes;
//   3. S3, against a local S3 (s3rver), the live check reading the bucket: every file arrives with its type and caching;
//   4. a send that fails after a good build (a destination that cannot exist): reported as a send failure, issue opened;
//   5. a send whose live copy stays old (the "live" server keeps serving another folder): the live check fails within
//      its bound and says so; the issue is not closed;
//   6. a post broken on purpose: the build fails, nothing is sent, and the report names the file and the field.
// Steps that only set up GitHub's machine (`uses:` checkout, setup-node, cache) and `npm ci` are stood in for by the
// copy and its linked node_modules.
//   env: PUBLICATION_TEST_PORT (4177; the next two ports are taken too), KEEP_PUBLICATION_TMP=1
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { VERSION_FILE_PATH } from '../../content/rules/publication';
import { outDir } from '../../content/rules/serving';
import { PAGEFIND_DIR, PAGEFIND_SCRIPT } from '../../content/rules/site-search';
import { copyProject } from '../../e2e/support/project-copy';
import { HOSTS } from '../../scripts/publication/hosts';
import { startServer } from '../../scripts/serving/server';
import { checkServing } from '../serving/check-serving';
import { startLocalS3, uploadedFiles } from '../serving/s3-local';
import { filesOf, removeTemporary, runHarness, verdict } from '../harness';
import { runWorkflow, type RunResult } from './workflow-run';

const port = Number(process.env.PUBLICATION_TEST_PORT || 4177);
/** An older build's search index on the live site, which a publication keeps (a tab left open still searches it). */
const OLDER_INDEX_SCRIPT = `${PAGEFIND_DIR}/0123456789ab/${PAGEFIND_SCRIPT}`;
/** The live check's bound in the runs: seconds, not GitHub's minutes. */
const LIVE_CHECK_BOUND_SECONDS = 4;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

/** Serves a folder as the "live site", with the site's own server; stopped by the returned function. */
async function serveFolder(dir: string, at: number): Promise<() => Promise<void>> {
  const server: Server = await startServer({ dir, port: at, host: '127.0.0.1' });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
  };
}

const github = {
  repository: 'escola/site',
  sha: '0123456789abcdef0123456789abcdef01234567',
  server_url: 'https://github.com',
  run_id: '42',
};
const vars = { SITE_URL: 'https://www.escolafrionorte.com.br', AWS_DEFAULT_REGION: 'us-east-1' };
/** A complete configuration of each host (the values only need to be well formed: nothing is sent with them). */
const complete: Record<string, { vars: Record<string, string>; secrets: Record<string, string> }> = {
  nginx: {
    vars: { RSYNC_DESTINATION: 'deploy@servidor:/var/www/frio-norte/out' },
    secrets: { SSH_KEY: 'chave-de-teste', SSH_KNOWN_HOSTS: 'servidor ssh-ed25519 AAAA' },
  },
  s3: {
    vars: { S3_BUCKET: 'escola-site', AWS_DEFAULT_REGION: 'us-east-1' },
    secrets: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
  },
  cloudflare: {
    vars: { CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef', CLOUDFLARE_PROJECT: 'frio-norte' },
    secrets: { CLOUDFLARE_API_TOKEN: 'token-de-teste' },
  },
  netlify: {
    vars: { NETLIFY_SITE_ID: '5e0b3c1a-1111-2222-3333-444455556666' },
    secrets: { NETLIFY_AUTH_TOKEN: 'nfp_token-de-teste' },
  },
};

/** A stand-in for GitHub's gh: records each call and an issue's body; `issue list` names issue 7 when one is open. */
function standInGh(bin: string, calls: string, openIssue: string): void {
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, 'gh'),
    [
      '#!/bin/sh',
      `printf '%s\\n' "$*" >> "${calls}"`,
      `for a in "$@"; do case "$prev" in --body-file) cat "$a" >> "${calls}";; esac; prev="$a"; done`,
      `case "$1 $2" in "issue list") if [ -f "${openIssue}" ]; then echo 7; fi;; esac`,
      'exit 0',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(bin, 'gh'), 0o755);
}

const SEND = 'Enviar';
const sent = (result: RunResult) => result.ran.some((name) => name.startsWith(SEND));

/** 1. Runs that stop at the configuration check: before the build, the setting named in pt-BR, nothing sent. */
async function configurationRuns(dir: string, env: Record<string, string>, calls: string): Promise<void> {
  const cases: { what: string; vars: Record<string, string>; secrets: Record<string, string>; names: string }[] = [
    { what: 'no host', vars, secrets: {}, names: 'PUBLISH_TARGET (variável): falta' },
    {
      what: 'an unknown host',
      vars: { ...vars, PUBLISH_TARGET: 'cloudfare' },
      secrets: {},
      names: 'PUBLISH_TARGET (variável): "cloudfare" não é uma hospedagem conhecida',
    },
    ...HOSTS.map((host) => {
      const settings = complete[host.id] ?? { vars: {}, secrets: {} };
      const [missing] = Object.keys(settings.secrets);
      const secrets = Object.fromEntries(Object.entries(settings.secrets).filter(([name]) => name !== missing));
      return {
        what: `${host.id} without ${missing}`,
        vars: { ...vars, ...settings.vars, PUBLISH_TARGET: host.id },
        secrets,
        names: `${missing} (segredo): falta`,
      };
    }),
  ];
  for (const { what, vars: repositoryVars, secrets, names } of cases) {
    console.log(`test:publication: the configuration check, ${what}`);
    writeFileSync(calls, '');
    const result = await runWorkflow({ dir, context: { vars: repositoryVars, secrets, github }, env }, true);
    const recorded = readFileSync(calls, 'utf8');
    check(
      result.failed && result.ran[0] === 'Conferir a configuração',
      `${what}: the run did not stop at the configuration check (${result.ran.join(', ')})`,
    );
    check(!result.ran.includes('Build') && !sent(result), `${what}: it built or sent (${result.ran.join(', ')})`);
    check(
      result.summary.includes(names) && recorded.includes(names),
      `${what}: the report does not say "${names}":\n${result.summary}`,
    );
    check(
      recorded.includes('issue create --title Publicação parada: configuração incompleta'),
      `${what}: no issue opened with the configuration title:\n${recorded}`,
    );
    check(!recorded.includes('issue close'), `${what}: the failure issue was closed`);
  }
}

/** What every run of the workflow shares: the project's copy, the temporary folder, the environment, the stand-in gh's files. */
interface RunContext {
  dir: string;
  tmp: string;
  env: Record<string, string>;
  /** The stand-in gh's record of its calls, and the file that says an issue is open. */
  calls: string;
  openIssue: string;
  /** The live site's address for the nginx runs. */
  live: string;
  nginxSecrets: Record<string, string>;
}

/** nginx over rsync, into a folder that holds an older build and is served as the live site; an issue is open. */
async function nginxRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, live, nginxSecrets } = run;
  console.log('test:publication: PUBLISH_TARGET=nginx, into a local folder served as the live site');
  const destination = path.join(tmp, 'servidor');
  mkdirSync(path.join(destination, '_next', 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(destination, 'blog'), { recursive: true });
  writeFileSync(path.join(destination, '_next/static/chunks/build-anterior.js'), 'console.log("build anterior");\n');
  mkdirSync(path.dirname(path.join(destination, OLDER_INDEX_SCRIPT)), { recursive: true });
  writeFileSync(path.join(destination, OLDER_INDEX_SCRIPT), 'export {};\n');
  writeFileSync(path.join(destination, 'blog/post-removido.html'), '<!doctype html><title>removido</title>\n');
  writeFileSync(calls, '');
  writeFileSync(openIssue, '');
  const stopLive = await serveFolder(destination, port);
  try {
    const nginx = await runWorkflow({
      dir,
      context: {
        vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: destination, LIVE_CHECK_URL: live },
        secrets: nginxSecrets,
        github,
      },
      env,
    });
    if (nginx.failed) throw new Error(`nginx: a step failed (${nginx.ran.join(', ')})`);
    const recorded = readFileSync(calls, 'utf8');
    check(
      ['Conferir a configuração', 'Build', 'Conferir o site no ar', 'Fechar o aviso de publicação parada'].every(
        (step) => nginx.ran.includes(step),
      ) && nginx.ran.some((name) => name.startsWith('Enviar para o nginx')),
      `nginx: steps run: ${nginx.ran.join(', ')}`,
    );
    check(
      nginx.summary.includes(`No ar: ${live}${VERSION_FILE_PATH} mostra a versão de`) &&
        nginx.summary.includes('(commit 0123456'),
      `nginx: the summary does not confirm the live version:\n${nginx.summary}`,
    );
    check(
      recorded.includes('issue close 7 --comment Corrigido'),
      `nginx: the open failure issue was not closed after the live check:\n${recorded}`,
    );
    check(
      recorded.includes('api --method PUT repos/escola/site/actions/workflows/publicar.yml/enable'),
      'nginx: the daily publication was not kept enabled',
    );
    const out = path.join(dir, outDir);
    const built = filesOf(out);
    const arrived = new Set(filesOf(destination));
    check(
      built.every((file) => arrived.has(file)),
      'nginx: not every built file arrived',
    );
    check(arrived.has('_next/static/chunks/build-anterior.js'), "nginx: the older build's script was removed");
    check(arrived.has(OLDER_INDEX_SCRIPT), "nginx: the older build's search index was removed");
    check(!arrived.has('blog/post-removido.html'), "nginx: the older build's removed page is still there");
    check((await checkServing(live)) === 0, 'nginx: the serving checks failed on what arrived');
  } finally {
    await stopLive();
  }
}

/** S3, against a local S3; the live check reads the bucket itself. */
async function s3Run(run: RunContext): Promise<void> {
  const { dir, tmp, env } = run;
  console.log('test:publication: PUBLISH_TARGET=s3, into a local S3');
  const s3 = await startLocalS3(path.join(tmp, 's3'), port + 1);
  try {
    const result = await runWorkflow({
      dir,
      context: {
        vars: {
          ...vars,
          PUBLISH_TARGET: 's3',
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT_URL: s3.endpoint,
          KEEP_DAYS: '3',
          LIVE_CHECK_URL: `${s3.endpoint}/${s3.bucket}`,
        },
        secrets: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
        github,
      },
      env: { ...env, AWS_EC2_METADATA_DISABLED: 'true' },
      skip: ['Build'],
    });
    check(
      !result.failed &&
        result.ran.some((name) => name.startsWith('Enviar para o S3')) &&
        result.ran.includes('Conferir o site no ar'),
      `s3: steps run: ${result.ran.join(', ')}`,
    );
    const out = path.join(dir, outDir);
    const keys = await s3.storedKeys();
    check(
      uploadedFiles(out).every((key) => keys.has(key)),
      's3: not every built file arrived',
    );
    const page = await s3.headObject('sobre.html');
    check(page.ContentType === 'text/html; charset=utf-8', `s3: sobre.html arrived as ${page.ContentType}`);
    const version = await s3.headObject(VERSION_FILE_PATH.slice(1));
    check(
      version.CacheControl === 'no-store',
      `s3: the version file arrived with Cache-Control ${version.CacheControl}`,
    );
  } finally {
    await s3.close();
  }
}

/** A send that fails after a good build: reported as a send failure, in a new issue. */
async function failedSendRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, live, nginxSecrets } = run;
  console.log('test:publication: a send that fails after a good build');
  writeFileSync(calls, '');
  rmSync(openIssue, { force: true });
  const unreachable = path.join(tmp, 'nao-existe', 'servidor');
  const failedSend = await runWorkflow(
    {
      dir,
      context: {
        vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: unreachable, LIVE_CHECK_URL: live },
        secrets: nginxSecrets,
        github,
      },
      env,
      skip: ['Build'],
    },
    true,
  );
  const sendCalls = readFileSync(calls, 'utf8');
  check(
    failedSend.failed && !failedSend.ran.includes('Conferir o site no ar'),
    `send: steps run: ${failedSend.ran.join(', ')}`,
  );
  check(
    sendCalls.includes('issue create --title Publicação parada: o envio para nginx (servidor próprio) falhou'),
    `send: no issue opened with the send title:\n${sendCalls}`,
  );
  check(
    failedSend.summary.includes('rsync') && failedSend.summary.includes('O site foi gerado sem erros'),
    `send: the report does not quote the host's message:\n${failedSend.summary}`,
  );
  check(!sendCalls.includes('issue close'), 'send: the failure issue was closed');
}

/** Sent, but the live site keeps serving another folder: the live check fails within its bound. */
async function staleRun(run: RunContext): Promise<void> {
  const { dir, tmp, env, calls, openIssue, nginxSecrets } = run;
  console.log('test:publication: a send whose live copy stays old');
  const sentHere = path.join(tmp, 'servidor-novo');
  const stale = path.join(tmp, 'servidor-antigo');
  mkdirSync(sentHere);
  mkdirSync(stale);
  const older = { commit: 'fedcba9876543210fedcba9876543210fedcba98', builtAt: '2026-11-26T09:10:00.000Z', pages: 56 };
  writeFileSync(path.join(stale, VERSION_FILE_PATH.slice(1)), JSON.stringify(older));
  writeFileSync(calls, '');
  writeFileSync(openIssue, '');
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
        env,
        skip: ['Build'],
      },
      true,
    );
    const staleCalls = readFileSync(calls, 'utf8');
    check(
      staleRun.failed && staleRun.ran.includes('Conferir o site no ar') && filesOf(sentHere).length > 0,
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
    check(!staleCalls.includes('issue close'), 'stale: the failure issue was closed');
    check(
      staleRun.seconds < LIVE_CHECK_BOUND_SECONDS + 20,
      `stale: the run took ${staleRun.seconds} s (bound ${LIVE_CHECK_BOUND_SECONDS} s)`,
    );
  } finally {
    await stopStale();
  }
}

/** A failed build sends nothing, and says why in pt-BR. */
async function brokenBuildRun(run: RunContext): Promise<void> {
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
  check(filesOf(empty).length === 0, 'broken: something was sent');
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

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-publication-'));
  const dir = copyProject();
  try {
    const calls = path.join(tmp, 'gh-calls.txt');
    const openIssue = path.join(tmp, 'issue-aberta');
    standInGh(path.join(tmp, 'bin'), calls, openIssue);
    const runnerTemp = path.join(tmp, 'runner');
    mkdirSync(runnerTemp);
    const env = {
      PATH: `${path.join(tmp, 'bin')}:${process.env.PATH ?? ''}`,
      RUNNER_TEMP: runnerTemp,
      LIVE_CHECK_TIMEOUT_SECONDS: String(LIVE_CHECK_BOUND_SECONDS),
    };
    const run: RunContext = {
      dir,
      tmp,
      env,
      calls,
      openIssue,
      live: `http://127.0.0.1:${port}`,
      nginxSecrets: complete.nginx?.secrets ?? {},
    };
    await configurationRuns(dir, env, calls);
    for (const scenario of [nginxRun, s3Run, failedSendRun, staleRun, brokenBuildRun]) await scenario(run);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    removeTemporary('test:publication', 'KEEP_PUBLICATION_TMP', [tmp, dir]);
  }
  return verdict('test:publication', failures);
}

runHarness('test:publication', main);
