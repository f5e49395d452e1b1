/** @jest-environment node */
import { deferredScriptUrls, deferScripts, LOADER_ID, pageScriptUrls, removeScripts } from './defer-scripts';
import { parsePage, serializePage, UnexpectedPageError } from './html';

/** The shape of an exported page: Next's async scripts and their preload hints, the legacy bundle, flight data. */
function page({ head = '', body = '' } = {}): string {
  return (
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
    head +
    '</head><body><main>Conteúdo</main>' +
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
    '<script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script type="application/ld+json">{"@type":"Course"}</script>' +
    body +
    '</body></html>'
  );
}

function deferred(html: string): string {
  const tree = parsePage(html);
  deferScripts(tree);
  return serializePage(tree);
}

describe('deferScripts', () => {
  it('moves the framework scripts into the loader, in order, and drops their preload hints', () => {
    const html = deferred(page());
    expect(deferredScriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('<script src="/_next/static/chunks/b.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" nomodule></script>');
    expect(html).toContain('self.__next_f');
    expect(html.indexOf(`<script id="${LOADER_ID}">`)).toBeLessThan(html.indexOf('</body>'));
    expect(html.indexOf(`<script id="${LOADER_ID}">`)).toBeGreaterThan(html.indexOf('self.__next_f'));
    expect(pageScriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('leaves a page it already processed as it is', () => {
    const once = deferred(page());
    expect(deferred(once)).toBe(once);
  });

  it.each([
    ['on another host (assetPrefix)', 'https://cdn.example.com/_next/static/chunks/c.js'],
    ['under a base path', '/site/_next/static/chunks/c.js'],
  ])('fails on a framework script %s, which it would otherwise leave loading at once', (_, url) => {
    const tree = parsePage(page({ body: `<script src="${url}" async=""></script>` }));
    expect(() => deferScripts(tree)).toThrow(UnexpectedPageError);
    expect(() => deferScripts(parsePage(page({ body: `<script src="${url}" async=""></script>` })))).toThrow(
      `defer-scripts: framework scripts not under /_next/static/ (an assetPrefix, a base path?): ${url}`,
    );
  });

  it('reads scripts however their attributes are written (the parser, not a pattern)', () => {
    const html = deferred(page({ body: "<script async src=/_next/static/chunks/c.js></script><script src='/_next/static/chunks/d.js'></script>" }));
    expect(deferredScriptUrls(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
  });

  it('fails on a page without any framework script', () => {
    expect(() => deferScripts(parsePage('<!DOCTYPE html><html><head></head><body><p>Oi</p></body></html>'))).toThrow(
      'no Next.js <script src="/_next/static/…"> found',
    );
  });
});

describe('removeScripts', () => {
  it('takes out every script, structured data included, and every script preload', () => {
    const tree = parsePage(page());
    removeScripts(tree);
    const html = serializePage(tree);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<main>Conteúdo</main>');
    expect(pageScriptUrls(html)).toEqual([]);
  });
});
