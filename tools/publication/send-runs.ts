// The local runs that send (local-run.ts): nginx over rsync into a folder served as the live site, S3 into a local
// S3, and each again on a new commit with the same files, which must send nothing; nginx once more with the same
// files while the live version file fails once, which must send nothing either.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_REVIEW_LABEL, CONTENT_REVIEW_TITLE, VERSION_FILE_PATH } from '../../content/rules/publication';
import { outDir } from '../../content/rules/serving';
import { UNCHANGED_HEADING, UNREADABLE_HEADING } from '../../scripts/publication/compare-live';
import { stampDigest } from '../../scripts/publication/site-digest';
import { checkServing } from '../serving/check-serving';
import { startLocalS3, uploadedFiles } from '../serving/s3-local';
import { filesUnder } from '../../scripts/html-files';
import {
  check,
  folderState,
  github,
  hiccupFront,
  OLDER_INDEX_SCRIPT,
  port,
  sent,
  serveFolder,
  vars,
  type RunContext,
} from './run-context';
import { runWorkflow, type RunResult } from './workflow-run';

/** A later commit that changes no file of the site (a guide edited, say): its build has the same digest. */
const unchangedCommit = { ...github, sha: '89abcdef0123456789abcdef0123456789abcdef' };

/** A run on a commit with the same files: the comparison says so, nothing is sent, the live check confirms. */
function checkUnchanged(what: string, result: RunResult): void {
  check(
    !result.failed && result.ran.includes('Comparar com o site no ar') && result.ran.includes('Conferir o site no ar'),
    `${what}: steps run: ${result.ran.join(', ')}`,
  );
  check(!sent(result), `${what}: an unchanged site was sent (${result.ran.join(', ')})`);
  check(
    result.summary.includes(`## ${UNCHANGED_HEADING}`),
    `${what}: the summary does not say nothing changed:\n${result.summary}`,
  );
  check(
    result.summary.includes('com os mesmos arquivos do commit 89abcde'),
    `${what}: the live check did not confirm the live copy:\n${result.summary}`,
  );
}

/** nginx over rsync, into a folder that holds an older build and is served as the live site; an issue is open. */
export async function nginxRun(run: RunContext): Promise<void> {
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
    checkContentReview(nginx, recorded);
    const out = path.join(dir, outDir);
    const built = filesUnder(out);
    const arrived = new Set(filesUnder(destination));
    check(
      built.every((file) => arrived.has(file)),
      'nginx: not every built file arrived',
    );
    check(arrived.has('_next/static/chunks/build-anterior.js'), "nginx: the older build's script was removed");
    check(arrived.has(OLDER_INDEX_SCRIPT), "nginx: the older build's search index was removed");
    check(!arrived.has('blog/post-removido.html'), "nginx: the older build's removed page is still there");
    check((await checkServing(live)) === 0, 'nginx: the serving checks failed on what arrived');
    await nginxAgain(run, destination);
    await nginxHiccup(run, destination);
  } finally {
    await stopLive();
  }
}

/**
 * The shipped content, built today (2026 or later), says what is no longer true: the 2025 badge, the September 2025
 * banner, no course dated. The run lists it in its summary and opens the review issue (none was open).
 */
function checkContentReview(result: RunResult, recorded: string): void {
  check(
    result.summary.includes(`## ${CONTENT_REVIEW_TITLE}`) &&
      result.summary.includes(
        '- O selo "MATRÍCULAS 2025", no topo de todas as páginas, fala de um ano que já passou',
      ) &&
      result.summary.includes('não tem turma com data marcada'),
    `nginx: the summary does not list the content to review:\n${result.summary}`,
  );
  check(
    recorded.includes(
      `issue create --title ${CONTENT_REVIEW_TITLE} --body-file revisar.md --label ${CONTENT_REVIEW_LABEL}`,
    ) && recorded.includes('- O selo "MATRÍCULAS 2025"'),
    `nginx: the review issue was not opened with the list:\n${recorded}`,
  );
}

/** nginx again on later commits: with the same files nothing is sent; with one file changed, the site is. */
async function nginxAgain(run: RunContext, destination: string): Promise<void> {
  const { dir, env, live, nginxSecrets } = run;
  const settings = { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: destination, LIVE_CHECK_URL: live };
  console.log('test:publication: nginx again, a commit with the same files');
  const before = folderState(destination);
  const unchanged = await runWorkflow({
    dir,
    context: { vars: settings, secrets: nginxSecrets, github: unchangedCommit },
    env,
    skip: ['Build'],
  });
  checkUnchanged('nginx, same files', unchanged);
  check(
    JSON.stringify(folderState(destination)) === JSON.stringify(before),
    'nginx, same files: a file of the destination was written',
  );

  console.log('test:publication: nginx again, a commit that changes one file');
  const out = path.join(dir, outDir);
  writeFileSync(path.join(out, 'robots.txt'), `${readFileSync(path.join(out, 'robots.txt'), 'utf8')}\n`);
  stampDigest(out);
  const changed = await runWorkflow({
    dir,
    context: {
      vars: settings,
      secrets: nginxSecrets,
      github: { ...github, sha: 'fedcba9876543210fedcba9876543210fedcba98' },
    },
    env,
    skip: ['Build'],
  });
  check(!changed.failed && sent(changed), `nginx, one file changed: not sent (${changed.ran.join(', ')})`);
  check(!changed.summary.includes(UNCHANGED_HEADING), 'nginx, one file changed: the summary says nothing changed');
  check(
    readFileSync(path.join(destination, 'robots.txt'), 'utf8') === readFileSync(path.join(out, 'robots.txt'), 'utf8'),
    'nginx, one file changed: the changed file did not arrive',
  );
}

/** nginx with the same files while the live version file fails once (a 500): read again, nothing sent. */
async function nginxHiccup(run: RunContext, destination: string): Promise<void> {
  const { dir, env, live, nginxSecrets } = run;
  console.log('test:publication: nginx again, the same files, the live version file failing once');
  const front = await hiccupFront(live, port + 5);
  try {
    const before = folderState(destination);
    const result = await runWorkflow({
      dir,
      context: {
        vars: { ...vars, PUBLISH_TARGET: 'nginx', RSYNC_DESTINATION: destination, LIVE_CHECK_URL: front.url },
        secrets: nginxSecrets,
        github: unchangedCommit,
      },
      env,
      skip: ['Build'],
    });
    checkUnchanged('nginx, a hiccup', result);
    check(
      result.summary.includes('O site no ar só respondeu na leitura 2.') &&
        !result.summary.includes(UNREADABLE_HEADING),
      `nginx, a hiccup: the comparison did not read again after the failure:\n${result.summary}`,
    );
    check(front.versionReads() >= 3, `nginx, a hiccup: the version file was read ${front.versionReads()} times`);
    check(
      JSON.stringify(folderState(destination)) === JSON.stringify(before),
      'nginx, a hiccup: a file of the destination was written',
    );
  } finally {
    await front.stop();
  }
}

/** S3, against a local S3; the live check reads the bucket itself. */
export async function s3Run(run: RunContext): Promise<void> {
  const { dir, tmp, env } = run;
  console.log('test:publication: PUBLISH_TARGET=s3, into a local S3');
  const s3 = await startLocalS3(path.join(tmp, 's3'), port + 1);
  try {
    const s3Settings = {
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
    };
    const result = await runWorkflow(s3Settings);
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

    console.log('test:publication: s3 again, a commit with the same files');
    const stored = path.join(tmp, 's3');
    const before = folderState(stored);
    const unchanged = await runWorkflow({ ...s3Settings, context: { ...s3Settings.context, github: unchangedCommit } });
    checkUnchanged('s3, same files', unchanged);
    check(JSON.stringify(folderState(stored)) === JSON.stringify(before), 's3, same files: the bucket was written');
  } finally {
    await s3.close();
  }
}
