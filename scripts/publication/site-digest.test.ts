/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtVersion, namesTheBuild, siteDigest, stampDigest } from './site-digest';

describe("the site's digest", () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'digest-'));
    mkdirSync(path.join(out, 'blog'));
    mkdirSync(path.join(out, 'admin/paginas'), { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<h1>Frio Norte</h1>');
    writeFileSync(path.join(out, 'blog/post.html'), '<h1>Post</h1>');
    writeFileSync(path.join(out, 'admin/paginas.html'), '<p>Versão no ar: publicada em 28 de novembro</p>');
    writeFileSync(path.join(out, 'admin/paginas/__next._full.txt'), 'builtAt 2026-11-28');
    writeFileSync(
      path.join(out, 'version.json'),
      JSON.stringify({ commit: 'a'.repeat(40), builtAt: '2026-11-28T09:10:00.000Z', pages: 3 }),
    );
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('leaves out the files that name the build: the version file and the page report', () => {
    expect(
      ['version.json', 'admin/paginas.html', 'admin/paginas.txt', 'admin/paginas/__next._full.txt'].every(
        namesTheBuild,
      ),
    ).toBe(true);
    expect(['index.html', 'admin.html', 'blog/post.html', 'admin/paginas-antigas.html'].some(namesTheBuild)).toBe(
      false,
    );
  });

  it('is the same for another build moment and commit, and changes with any file a visitor receives', () => {
    const first = siteDigest(out);
    writeFileSync(path.join(out, 'admin/paginas.html'), '<p>Versão no ar: publicada em 29 de novembro</p>');
    writeFileSync(
      path.join(out, 'version.json'),
      JSON.stringify({ commit: 'b'.repeat(40), builtAt: '2026-11-29T09:10:00.000Z', pages: 3 }),
    );
    expect(siteDigest(out)).toBe(first);
    writeFileSync(path.join(out, 'blog/post.html'), '<h1>Post, revisto</h1>');
    expect(siteDigest(out)).not.toBe(first);
    writeFileSync(path.join(out, 'blog/post.html'), '<h1>Post</h1>');
    writeFileSync(path.join(out, 'blog/novo.html'), '<h1>Novo</h1>');
    expect(siteDigest(out)).not.toBe(first);
  });

  it('is written into the version file, which keeps what it held', () => {
    const digest = stampDigest(out);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(builtVersion(out)).toEqual({
      commit: 'a'.repeat(40),
      builtAt: '2026-11-28T09:10:00.000Z',
      pages: 3,
      digest,
    });
  });
});
