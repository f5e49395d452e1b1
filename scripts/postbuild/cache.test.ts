/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepOnly, PageCache, recordingOutFiles, type OutReads } from './cache';
import type { PageResult } from './pass';

const RESULT: PageResult = {
  html: '<!DOCTYPE html><html></html>',
  facts: { csp: 2 },
  emitted: [{ pathname: '/_next/static/flight/a.json', text: '[]' }],
};

function outWithImage() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'postbuild-out-'));
  writeFileSync(path.join(outDir, 'og.jpg'), 'one');
  return outDir;
}

/** A result kept after the passes read the share image and looked for a missing one. */
function keptResult(outDir: string) {
  const cache = new PageCache(mkdtempSync(path.join(tmpdir(), 'postbuild-cache-')), 'v1', outDir);
  const reads: OutReads = {};
  const files = recordingOutFiles(outDir, reads);
  expect(files.read('/og.jpg')?.toString()).toBe('one');
  expect(files.read('/og/missing.jpg')).toBeUndefined();
  expect(files.read('/../outside')).toBeUndefined();
  const key = cache.key('index.html', '<p>a</p>');
  cache.set(key, RESULT, reads);
  return { cache, key };
}

describe("the cache of the passes' results", () => {
  it('gives back what the passes made of a page whose HTML and out/ files are the same', () => {
    const { cache, key } = keptResult(outWithImage());
    expect(cache.get(key)).toEqual(RESULT);
  });

  it('keys a page by its file, its HTML and the version of the passes', () => {
    const { cache, key } = keptResult(outWithImage());
    expect(cache.key('index.html', '<p>a</p>')).toBe(key);
    expect(cache.key('index.html', '<p>b</p>')).not.toBe(key);
    expect(cache.key('sobre.html', '<p>a</p>')).not.toBe(key);
    expect(new PageCache('/nowhere', 'v2', '/out').key('index.html', '<p>a</p>')).not.toBe(key);
  });

  it('works the page again when a file it read changed, or one it missed appeared', () => {
    const outDir = outWithImage();
    const { cache, key } = keptResult(outDir);
    writeFileSync(path.join(outDir, 'og.jpg'), 'two');
    expect(cache.get(key)).toBeUndefined();
    const otherOut = outWithImage();
    const again = keptResult(otherOut);
    mkdirSync(path.join(otherOut, 'og'));
    writeFileSync(path.join(otherOut, 'og', 'missing.jpg'), 'now here');
    expect(again.cache.get(again.key)).toBeUndefined();
  });

  it('keeps only the results of this build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'postbuild-cache-'));
    for (const name of ['a.json.gz', 'b.json.gz']) writeFileSync(path.join(dir, name), '');
    keepOnly(dir, new Set(['b']));
    expect(readdirSync(dir)).toEqual(['b.json.gz']);
  });
});
