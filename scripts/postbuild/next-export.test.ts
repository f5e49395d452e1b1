/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { deferScripts, onInteraction, removeFramework } from './defer-scripts';
import { moveFlightData } from './flight-data';
import { attribute, parsePage, serializePage, UnexpectedPageError } from './html';
import { isRegistration, parseFlightScript, readNextPage } from './next-export';
import nextPackage from 'next/package.json';

/** Pages as `next build` of the pinned version wrote them, before the post-build step (tools/next-fixtures.ts). */
const FIXTURES = path.join(__dirname, '__fixtures__', `next-${nextPackage.version}`);
const fixture = (name: string) => parsePage(readFileSync(path.join(FIXTURES, name), 'utf8'));

describe('the pinned Next.js', () => {
  it('is the version the fixtures were recorded from', () => {
    expect(readdirSync(path.join(__dirname, '__fixtures__'))).toEqual([`next-${nextPackage.version}`]);
  });
});

describe('readNextPage, on a page recorded from the pinned version', () => {
  const page = readNextPage(fixture('contato.html'));

  it('finds the framework scripts, their hints, the legacy bundle, the registration and the flight data', () => {
    expect(page.scripts.length).toBeGreaterThan(3);
    for (const script of page.scripts) {
      expect(attribute(script, 'src')).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
      expect(attribute(script, 'async')).toBe('');
    }
    expect(page.hints.length).toBeGreaterThan(0);
    expect(page.legacy).toHaveLength(1);
    expect(page.registration).toHaveLength(1);
    expect(page.early).toEqual([expect.stringMatching(/^\/_next\/static\/early\/main-[\w-]+\.js$/)]);
    expect(page.flight.chunks[0]).toEqual([0]);
    expect(page.flight.chunks.length).toBe(page.flight.scripts.length);
    // The payload names the page's text.
    expect(
      page.flight.chunks
        .filter((chunk) => chunk[0] === 1)
        .map((chunk) => chunk[1])
        .join(''),
    ).toContain('Nome Completo');
  });

  it('makes a page that loads nothing of the framework until the first interaction', () => {
    const tree = fixture('contato.html');
    const next = readNextPage(tree);
    deferScripts(tree, next, moveFlightData(tree, next)?.url);
    const html = serializePage(tree);
    expect(html).not.toContain('self.__next_f');
    // Outside the template, no script of the framework is left (the legacy nomodule one aside).
    const outside = selectAll('script[src]', parsePage(html)).map((script) => attribute(script, 'src'));
    expect(outside.filter((src) => src?.startsWith('/_next/static/chunks/'))).toEqual(
      page.legacy.map((script) => attribute(script, 'src')),
    );
    expect(onInteraction(html).scripts).toEqual(page.scripts.map((script) => attribute(script, 'src')));
    expect(readNextPage(parsePage(html)).scripts).toEqual([]);
  });

  it('takes the framework out of the not-found page, leaving its own inline scripts', () => {
    const tree = fixture('404.html');
    const ownScripts = selectAll('script:not([src])', tree).filter(
      (script) => !/__next_f|TURBOPACK/.test(JSON.stringify(script.children)),
    );
    removeFramework(tree, readNextPage(tree));
    const html = serializePage(tree);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    const after = parsePage(html);
    expect(selectAll('script[src]', after).map((script) => attribute(script, 'src'))).toEqual([
      expect.stringMatching(/^\/_next\/static\/early\/main-[\w-]+\.js$/),
    ]);
    expect(selectAll('script:not([src])', after)).toHaveLength(ownScripts.length);
  });
});

describe('readNextPage refuses what it does not know', () => {
  const shell = (body: string) => parsePage(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);

  it.each([
    ['another receiver', 'window.__next_f.push([1,"x"])'],
    ['two statements', 'self.__next_f.push([1,"x"]);self.__next_f.push([1,"y"])'],
    ['a computed entry', 'self.__next_f.push([1,"x"+y])'],
    ['an object pushed', 'self.__next_f.push({"x":1})'],
    ['two arguments', 'self.__next_f.push([1,"x"],[1,"y"])'],
    ['a call of something else', 'self.__next_f.unshift([1,"x"])'],
  ])('a flight-data script of another shape: %s', (_, text) => {
    expect(() => parseFlightScript(text)).toThrow();
    const tree = shell(`<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${text}</script>`);
    expect(() => readNextPage(tree)).toThrow(UnexpectedPageError);
    expect(() => readNextPage(tree)).toThrow(
      'next-export: an inline script of the framework has a shape this adapter does not know',
    );
  });

  it('flight data that does not open the stream', () => {
    expect(() => readNextPage(shell('<script>self.__next_f.push([1,"x"])</script>'))).toThrow(
      'does not open the stream',
    );
  });

  it('a registration of another shape', () => {
    expect(
      isRegistration('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});'),
    ).toBe(true);
    expect(isRegistration('console.log(1)')).toBe(false);
    expect(() => readNextPage(shell('<script>globalThis.TURBOPACK.push({})</script>'))).toThrow('does not know');
  });

  it.each([
    ['on another host (assetPrefix)', 'https://cdn.example.com/_next/static/chunks/c.js'],
    ['under a base path', '/site/_next/static/chunks/c.js'],
  ])('a framework script %s, which would otherwise load at once', (_, url) => {
    expect(() => readNextPage(shell(`<script src="${url}" async=""></script>`))).toThrow(
      `next-export: a script of the framework outside /_next/static/chunks/ (an assetPrefix, a base path?): ${url}`,
    );
  });

  it('reads scripts however their attributes are written (the parser, not a pattern)', () => {
    const page = readNextPage(
      shell("<script async src=/_next/static/chunks/c.js></script><script src='/_next/static/chunks/d.js'></script>"),
    );
    expect(page.scripts.map((script) => attribute(script, 'src'))).toEqual([
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
  });
});
