// The site's digest: one SHA-256 of what a visitor receives, every file of out/ by its path and content, but the files
// that name the build itself (its moment, its commit). Two builds that would show the same site have the same digest,
// whatever their commit or moment; a scheduled post's day, a class that leaves or a marketing save changes it. The
// post-build step writes it into the version file; the publication compares it with the live one (compare-live.ts).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLiveVersion, VERSION_FILE_PATH, type LiveVersion } from '../../content/rules/publication';
import { outRelative, pageFile, pageReportPath } from '../../content/rules/serving';
import { filesUnder } from '../html-files';

const PAGE_REPORT = outRelative(pageReportPath);

/**
 * The files left out: the version file, and the page report (marketing's page, not a visitor's), which shows the
 * build's moment and commit. A change to the page report alone goes out with the next change, or with a run started
 * by hand with "enviar mesmo sem mudança" (docs/publicacao.md).
 */
export function namesTheBuild(file: string): boolean {
  return (
    file === outRelative(VERSION_FILE_PATH) ||
    file === pageFile(pageReportPath) ||
    file === `${PAGE_REPORT}.txt` ||
    file.startsWith(`${PAGE_REPORT}/`)
  );
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The digest of a built site (its out/ folder). */
export function siteDigest(outDir: string): string {
  const lines = filesUnder(outDir)
    .filter((file) => !namesTheBuild(file))
    .map((file) => `${sha256(readFileSync(path.join(outDir, file)))}  ${file}\n`);
  return sha256(lines.join(''));
}

/** The version file of a built site. */
export function builtVersion(outDir: string): LiveVersion {
  const body: unknown = JSON.parse(readFileSync(path.join(outDir, outRelative(VERSION_FILE_PATH)), 'utf8'));
  if (!isLiveVersion(body)) throw new Error(`${VERSION_FILE_PATH} of ${outDir} is not a version file`);
  return body;
}

/** Writes the digest into the built site's version file, once every other file is final; returns it. */
export function stampDigest(outDir: string): string {
  const digest = siteDigest(outDir);
  const file = path.join(outDir, outRelative(VERSION_FILE_PATH));
  writeFileSync(file, JSON.stringify({ ...builtVersion(outDir), digest }));
  return digest;
}
