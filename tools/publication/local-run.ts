// npm run test:publication: runs the publication workflow (.github/workflows/publicar.yml) here, its steps in
// order, as GitHub would run them on a temporary copy of the project, against local targets:
//   1. PUBLISH_TARGET=nginx, RSYNC_DESTINATION a local folder that holds an older build: the build step, then the
//      rsync step. What arrives is served by the site's own server and passes the serving checks; the older
//      build's scripts stay, its removed page goes.
//   2. PUBLISH_TARGET=s3, against a local S3 (s3rver): the send step; every file arrives with its type and caching.
//   3. A post broken on purpose: the build fails, nothing is sent, the run's summary and the GitHub issue (through a
//      stand-in `gh` that records what it is asked) carry the pt-BR message naming the file and the field.
// Steps that only set up GitHub's machine (`uses:` checkout, setup-node, cache) and `npm ci` are stood in for by the
// copy and its linked node_modules.
//   env: PUBLICATION_TEST_PORT (4177; the S3 server takes the next one), KEEP_PUBLICATION_TMP=1
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outDir } from '../../content/rules/serving';
import { copyProject } from '../../e2e/support/project-copy';
import { startServer } from '../../scripts/serving/server';
import { checkServing } from '../serving/check-serving';
import { startLocalS3, uploadedFiles } from '../serving/s3-local';
import { filesOf, removeTemporary, runHarness, verdict } from '../harness';
import { interpolate, readWorkflow, stepRuns, type ExpressionContext, type WorkflowStep } from '../../e2e/support/publication-workflow';

const port = Number(process.env.PUBLICATION_TEST_PORT || 4177);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

interface RunOptions {
  dir: string;
  context: Omit<ExpressionContext, 'failed'>;
  /** More environment for every step (the local S3's endpoint, the stand-in gh on PATH). */
  env?: Readonly<Record<string, string>>;
  /** Steps already done in this copy (by name). */
  skip?: readonly string[];
}

/** Runs a step's script as GitHub's bash does; resolves to its exit code. Asynchronous: the local S3 answers from this process. */
function runScript(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString('utf8')}`.slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(errors);
      resolve(code ?? 1);
    });
  });
}

/** Runs the workflow's command steps in order on the copy; the names of the steps that ran and whether one failed. */
async function runWorkflow({ dir, context, env = {}, skip = [] }: RunOptions): Promise<{ ran: string[]; failed: boolean; summary: string }> {
  const job = Object.values(readWorkflow().jobs)[0];
  if (!job) throw new Error('the workflow has no job');
  const summaryFile = path.join(dir, 'step-summary.md');
  writeFileSync(summaryFile, '');
  const state: ExpressionContext = { ...context, failed: false };
  const ran: string[] = [];
  const values = (map: WorkflowStep['env']) =>
    Object.fromEntries(Object.entries(map ?? {}).map(([name, value]) => [name, interpolate(String(value), state)]));
  for (const step of job.steps) {
    const name = step.name ?? step.uses ?? step.run ?? '';
    if (!step.run || step.run.startsWith('npm ci') || skip.includes(name) || !stepRuns(step, state)) continue;
    const status = await runScript(interpolate(step.run, state), dir, {
      ...process.env,
      ...values(job.env),
      ...values(step.env),
      ...env,
      GITHUB_SHA: context.github.sha ?? '',
      GITHUB_STEP_SUMMARY: summaryFile,
    });
    ran.push(name);
    console.log(`  ${status === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    if (status !== 0) state.failed = true;
  }
  return { ran, failed: state.failed, summary: readFileSync(summaryFile, 'utf8') };
}

const github = { repository: 'escola/site', sha: '0123456789abcdef0123456789abcdef01234567', server_url: 'https://github.com', run_id: '42' };
const vars = { SITE_URL: 'https://www.escolafrionorte.com.br', AWS_DEFAULT_REGION: 'us-east-1' };

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-publication-'));
  const dir = copyProject();
  try {
    const stand = path.join(tmp, 'bin');
    mkdirSync(stand);
    const calls = path.join(tmp, 'gh-calls.txt');
    // A stand-in for GitHub's gh: records each call and an issue's body; no issue is open.
    writeFileSync(
      path.join(stand, 'gh'),
      `#!/bin/sh\nprintf '%s\\n' "$*" >> "${calls}"\nfor a in "$@"; do case "$prev" in --body-file) cat "$a" >> "${calls}";; esac; prev="$a"; done\nexit 0\n`,
    );
    chmodSync(path.join(stand, 'gh'), 0o755);
    const ghOnPath = { PATH: `${stand}:${process.env.PATH ?? ''}` };

    // 1. nginx over rsync, into a folder that holds an older build.
    console.log('test:publication: PUBLISH_TARGET=nginx, into a local folder');
    const destination = path.join(tmp, 'servidor');
    mkdirSync(path.join(destination, '_next', 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(destination, 'blog'), { recursive: true });
    writeFileSync(path.join(destination, '_next/static/chunks/build-anterior.js'), 'console.log("build anterior");\n');
    writeFileSync(path.join(destination, 'blog/post-removido.html'), '<!doctype html><title>removido</title>\n');
    const nginx = await runWorkflow({
      dir,
      context: { vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: destination }, secrets: {}, github },
      env: ghOnPath,
    });
    if (nginx.failed) throw new Error(`nginx: a step failed (${nginx.ran.join(', ')})`);
    check(readFileSync(calls, 'utf8').includes('issue list --label publicacao-falhou --state open'), 'nginx: the success step did not look for an open failure issue');
    check(nginx.ran.includes('Build') && nginx.ran.some((name) => name.startsWith('Enviar para o nginx')), `nginx: steps run: ${nginx.ran.join(', ')}`);
    const out = path.join(dir, outDir);
    const built = filesOf(out);
    const arrived = new Set(filesOf(destination));
    check(built.every((file) => arrived.has(file)), 'nginx: not every built file arrived');
    check(arrived.has('_next/static/chunks/build-anterior.js'), "nginx: the older build's script was removed");
    check(!arrived.has('blog/post-removido.html'), "nginx: the older build's removed page is still there");
    const server = await startServer({ dir: destination, port, host: '127.0.0.1' });
    try {
      check((await checkServing(`http://127.0.0.1:${port}`)) === 0, 'nginx: the serving checks failed on what arrived');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
    }

    // 2. S3, against a local S3.
    console.log('test:publication: PUBLISH_TARGET=s3, into a local S3');
    const s3 = await startLocalS3(path.join(tmp, 's3'), port + 1);
    try {
      const result = await runWorkflow({
        dir,
        context: { vars: { ...vars, PUBLISH_TARGET: 's3', S3_BUCKET: s3.bucket }, secrets: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }, github },
        env: { ...ghOnPath, S3_ENDPOINT_URL: s3.endpoint, AWS_EC2_METADATA_DISABLED: 'true' },
        skip: ['Build'],
      });
      check(!result.failed && result.ran.some((name) => name.startsWith('Enviar para o S3')), `s3: steps run: ${result.ran.join(', ')}`);
      const keys = await s3.storedKeys();
      check(uploadedFiles(out).every((key) => keys.has(key)), 's3: not every built file arrived');
      const page = await s3.headObject('sobre.html');
      check(page.ContentType === 'text/html; charset=utf-8', `s3: sobre.html arrived as ${page.ContentType}`);
    } finally {
      await s3.close();
    }

    // 3. A failed build sends nothing, and says why in pt-BR.
    console.log('test:publication: a post broken on purpose');
    const post = readdirSync(path.join(dir, 'content/posts')).find((name) => name.endsWith('.md')) ?? '';
    const postFile = path.join(dir, 'content/posts', post);
    writeFileSync(postFile, readFileSync(postFile, 'utf8').replace(/^excerpt: .*$/m, "excerpt: 'Curto demais.'"));
    writeFileSync(calls, '');
    const empty = path.join(tmp, 'servidor-vazio');
    mkdirSync(empty);
    const broken = await runWorkflow({
      dir,
      context: { vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: empty }, secrets: {}, github },
      env: ghOnPath,
    });
    check(broken.failed, 'broken: the build did not fail');
    check(filesOf(empty).length === 0, 'broken: something was sent');
    check(!broken.ran.some((name) => name.startsWith('Enviar')), `broken: a send step ran (${broken.ran.join(', ')})`);
    const recorded = existsSync(calls) ? readFileSync(calls, 'utf8') : '';
    const where = `content/posts/${post}`;
    check(broken.summary.includes(`**Arquivo:** \`${where}\``) && broken.summary.includes('**Campo:** `excerpt`'), 'broken: the summary does not name the file and the field');
    check(recorded.includes(`issue create --title Publicação parada: conteúdo inválido em ${where}`), `broken: no issue opened with the pt-BR title:\n${recorded}`);
    check(recorded.includes('use de 70 a 160'), 'broken: the issue does not say the fix');
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    removeTemporary('test:publication', 'KEEP_PUBLICATION_TMP', [tmp, dir]);
  }
  return verdict('test:publication', failures);
}

runHarness('test:publication', main);
