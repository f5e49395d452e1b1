// npm run test:s3: runs the S3 recipe (deploy/s3-upload.sh, with its table generated from content/rules/serving.ts) three times
// against a local S3-compatible server started here (s3rver, on the loopback, files in a temporary directory):
//   1. an "older" build: out/ plus what the new build no longer has (a removed post and its share card, an old
//      /blog/pagina/N, a photo taken down, a script of the older framework);
//   2. out/ itself: every uploaded file is there with its type and caching, what the new build lacks is gone, and
//      the older script is kept (KEEP_DAYS, 7: a page left open still finds it);
//   3. out/ again with KEEP_DAYS=0: the older script goes too.
// Needs the AWS CLI (Debian: apt-get install -y awscli) and a built out/.
//   env: OUT_DIR (out), S3_TEST_PORT (4569), KEEP_S3_TMP=1 to keep the directory
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cachePolicies,
  contentTypeFor,
  contentTypes,
  immutablePrefixes,
  noStorePaths,
  outDir,
} from '../../content/rules/serving';
import { staleGeneratedFiles } from './generate';
import { startLocalS3, uploadedFiles, type LocalS3 } from './s3-local';
import { removeTemporary, runHarness, verdict } from '../harness';

const root = path.resolve(__dirname, '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);
const port = Number(process.env.S3_TEST_PORT || 4569);
const script = path.join(root, 'deploy', 's3-upload.sh');

/** What an older build had that out/ has not: each must be gone after the new upload, but its fingerprinted files (a script, a search index). */
const OLDER_ONLY = {
  page: 'blog/post-removido.html',
  listPage: 'blog/pagina/9.html',
  card: 'og/blog-post-removido.jpg',
  photo: 'images/foto-retirada.jpg',
  script: '_next/static/chunks/framework-anterior.js',
  searchIndex: 'pagefind/0123456789ab/pagefind-entry.json',
};

function fail(message: string): never {
  console.error(`test:s3: ${message}`);
  process.exit(1);
}

/** The new build's objects carry their types and caching as every host serves them: a page, the calendar, the unkept files, a script. */
async function checkStoredHeaders(s3: LocalS3, expected: readonly string[], failures: string[]): Promise<void> {
  const { headObject } = s3;
  const page = await headObject('sobre.html');
  if (page.ContentType !== contentTypes['.html'] || page.CacheControl !== cachePolicies.revalidate) {
    failures.push(`sobre.html: ${page.ContentType} / ${page.CacheControl}`);
  }
  // The classes' calendar (always written): text/calendar as on every host, not the object store's guess.
  const calendar = await headObject('agenda/turmas.ics');
  if (calendar.ContentType !== contentTypes['.ics'] || calendar.CacheControl !== cachePolicies.revalidate) {
    failures.push(`agenda/turmas.ics: ${calendar.ContentType} / ${calendar.CacheControl}`);
  }
  for (const filePath of noStorePaths) {
    const unkept = await headObject(filePath.slice(1));
    if (unkept.ContentType !== contentTypeFor(filePath) || unkept.CacheControl !== cachePolicies.noStore) {
      failures.push(`${filePath}: ${unkept.ContentType} / ${unkept.CacheControl}`);
    }
  }
  const immutable = expected.find(
    (key) => immutablePrefixes.some((prefix) => `/${key}`.startsWith(prefix)) && key.endsWith('.js'),
  );
  if (!immutable) failures.push('no script under the immutable prefixes');
  else {
    const chunk = await headObject(immutable);
    if (chunk.ContentType !== contentTypes['.js'] || chunk.CacheControl !== cachePolicies.immutable) {
      failures.push(`${immutable}: ${chunk.ContentType} / ${chunk.CacheControl}`);
    }
  }
}

/** Stops at once, saying why, without a built out/, the AWS CLI or deploy/ up to date with the rules. */
function checkPrerequisites(): void {
  if (!existsSync(path.join(out, 'index.html')))
    fail(`${path.relative(root, out)}/index.html not found: run npm run build`);
  if (spawnSync('aws', ['--version']).error)
    fail('the AWS CLI was not found: install it (Debian: apt-get install -y awscli)');
  const stale = staleGeneratedFiles();
  if (stale.length > 0)
    fail(`${stale.join(', ')} out of date with content/rules/serving.ts: run npm run serving:generate`);
}

/** Writes the "older" build into `tmp`: out/ and what only the older build had (OLDER_ONLY); returns its folder. */
function writeOlderBuild(tmp: string): string {
  const older = path.join(tmp, 'older');
  cpSync(out, older, { recursive: true });
  for (const file of Object.values(OLDER_ONLY)) {
    mkdirSync(path.dirname(path.join(older, file)), { recursive: true });
    writeFileSync(path.join(older, file), `versão anterior: ${file}\n`);
  }
  return older;
}

/**
 * The three uploads, and what each must leave in the bucket: the older build whole; then out/, what it lacks gone but
 * the older fingerprinted files kept, every object with its type and caching; then out/ with KEEP_DAYS=0, nothing more.
 */
async function checkUploads(s3: LocalS3, older: string, failures: string[]): Promise<void> {
  const upload = async (folder: string, keepDays: number) => {
    process.stdout.write(`  ${(await s3.exec('sh', [script, folder], { KEEP_DAYS: String(keepDays) })).trim()}\n`);
  };
  const { storedKeys } = s3;
  await upload(older, 7);
  const beforeKeys = await storedKeys();
  for (const file of Object.values(OLDER_ONLY))
    if (!beforeKeys.has(file)) failures.push(`older build: ${file} was not uploaded`);

  await upload(out, 7);
  const keys = await storedKeys();
  const expected = uploadedFiles(out);
  const missing = expected.filter((key) => !keys.has(key));
  if (missing.length > 0)
    failures.push(`new build: ${missing.length} files missing (${missing.slice(0, 3).join(', ')}…)`);
  for (const [what, file] of Object.entries(OLDER_ONLY)) {
    const kept = keys.has(file);
    const fingerprinted = what === 'script' || what === 'searchIndex';
    if (fingerprinted && !kept)
      failures.push(`${file}: the older build's fingerprinted file was removed before KEEP_DAYS`);
    if (!fingerprinted && kept) failures.push(`${file}: still in the bucket after the new build (${what})`);
  }
  await checkStoredHeaders(s3, expected, failures);
  await upload(out, 0);
  const afterKeys = await storedKeys();
  for (const file of [OLDER_ONLY.script, OLDER_ONLY.searchIndex])
    if (afterKeys.has(file)) failures.push(`${file}: kept with KEEP_DAYS=0`);
  const extra = [...afterKeys].filter((key) => !expected.includes(key));
  if (extra.length > 0)
    failures.push(`after KEEP_DAYS=0, ${extra.length} objects the build has not (${extra.slice(0, 3).join(', ')})`);
  if (expected.some((key) => !afterKeys.has(key))) failures.push('after KEEP_DAYS=0, files of the build are missing');
  console.log(
    `test:s3: ${expected.length} files uploaded; removed what the new build lacks; kept the older script for KEEP_DAYS`,
  );
}

async function main(): Promise<number> {
  checkPrerequisites();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-s3-'));
  const older = writeOlderBuild(tmp);
  const s3 = await startLocalS3(path.join(tmp, 'bucket'), port);
  console.log(`test:s3: s3rver at ${s3.endpoint}, bucket ${s3.bucket} (files in ${tmp})`);
  const failures: string[] = [];
  try {
    await checkUploads(s3, older, failures);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    await s3.close();
    removeTemporary('test:s3', 'KEEP_S3_TMP', [tmp]);
  }
  return verdict('test:s3', failures);
}

runHarness('test:s3', main);
