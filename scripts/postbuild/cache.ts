// What the passes made of a page, kept for the next build (in .next/cache/postbuild/, which the publication workflow
// keeps with the share images): a page whose HTML, whose passes' code and whose build settings did not change, and
// whose files of out/ that the passes read (its share image) are the same, is written from the
// cache instead of being parsed and worked again. With 1,000 posts, a publication that changes one post works a few
// dozen pages instead of a thousand.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { outFile, type BuildContext, type OutFiles, type PageResult } from './pass';

/** What a page's passes read of out/: the hash of the bytes of each file they read (null: missing). */
export type OutReads = Record<string, string | null>;

interface Entry {
  reads: OutReads;
  result: PageResult;
}

/** The passes' own code: scripts/ (the post-build step and what it imports there). */
const PASSES_FOLDER = 'scripts';
const CODE_EXTENSIONS = new Set(['.ts', '.mts', '.json']);

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url');

/**
 * The version of the passes: their code, the exact dependencies and this build's settings; any change of it works
 * every page again. What they import from lib/ and content/ needs no hash here: it is code of the site, so it names
 * the build id (next.config.mjs, codeBuildId), which every page's HTML carries and the key reads.
 */
export function passesVersion(root: string, context: BuildContext): string {
  const hash = createHash('sha256');
  const files = readdirSync(path.join(root, PASSES_FOLDER), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && CODE_EXTENSIONS.has(path.extname(entry.name)) && !entry.parentPath.includes('__fixtures__'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of [path.join(root, 'package-lock.json'), ...files.sort()]) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(JSON.stringify({ siteUrl: context.siteUrl, earlyUrls: context.earlyUrls }));
  return hash.digest('base64url');
}

/** Files of out/ read by URL pathname, never outside it, each read recorded into `reads`. */
export function recordingOutFiles(outDir: string, reads: OutReads): OutFiles {
  return {
    read(pathname) {
      const file = outFile(outDir, pathname);
      const bytes = file ? readFileSync(file) : undefined;
      reads[pathname] = bytes ? sha(bytes) : null;
      return bytes;
    },
  };
}

/** Whether out/ still holds what a kept result read. */
function readsHold(outDir: string, reads: OutReads): boolean {
  const again: OutReads = {};
  const files = recordingOutFiles(outDir, again);
  return Object.entries(reads).every(
    ([pathname, hash]) => (files.read(pathname) === undefined ? null : again[pathname]) === hash,
  );
}

/** The kept results of one build's passes, in `dir`: looked up by the page's file and HTML. */
export class PageCache {
  constructor(
    private readonly dir: string,
    private readonly version: string,
    private readonly outDir: string,
  ) {}

  /** The key of a page: its file, its HTML and the passes' version. */
  key(file: string, source: string): string {
    return sha(`${this.version}\0${file}\0${source}`);
  }

  /** The kept result for this key, if out/ still holds what it read. */
  get(key: string): PageResult | undefined {
    const file = path.join(this.dir, `${key}.json.gz`);
    if (!existsSync(file)) return undefined;
    try {
      const entry = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Entry;
      return readsHold(this.outDir, entry.reads) ? entry.result : undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, result: PageResult, reads: OutReads): void {
    mkdirSync(this.dir, { recursive: true });
    const entry: Entry = { reads, result };
    // Compressed, and fast: the pages of a large blog are a few hundred megabytes as they are.
    writeFileSync(
      path.join(this.dir, `${key}.json.gz`),
      gzipSync(JSON.stringify(entry), { level: constants.Z_BEST_SPEED }),
    );
  }
}

/** Removes every kept result in `dir` but those of this build (`keys`): the cache stays the size of the site. */
export function keepOnly(dir: string, keys: ReadonlySet<string>): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!keys.has(name.replace(/\.json\.gz$/, ''))) rmSync(path.join(dir, name), { force: true });
  }
}
