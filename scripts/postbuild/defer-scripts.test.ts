/** @jest-environment node */
import { deferScripts, LOADER_ID, LOADER_SCRIPT, onInteraction, pageScriptUrls, removeFramework, removeScripts } from './defer-scripts';
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
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"0:[]\\n"])</script>' +
    '<script>document.title</script>' +
    '<script type="application/ld+json">{"@type":"Course"}</script>' +
    body +
    '</body></html>'
  );
}

const FLIGHT_URL = '/_next/static/flight/abc.json';

function deferred(html: string): string {
  const tree = parsePage(html);
  deferScripts(tree, FLIGHT_URL);
  return serializePage(tree);
}

describe('deferScripts', () => {
  it('moves the framework scripts into the loader, in order, with the flight data, and drops their preload hints', () => {
    const html = deferred(page());
    expect(onInteraction(html).scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(onInteraction(html).flightData).toBe(FLIGHT_URL);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('<script src="/_next/static/chunks/b.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" nomodule></script>');
    expect(html.indexOf(`<script id="${LOADER_ID}"`)).toBeLessThan(html.indexOf('</body>'));
    expect(html.indexOf(`<script id="${LOADER_ID}"`)).toBeGreaterThan(html.indexOf('self.__next_f'));
    expect(pageScriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('writes the same loader text on every page (one hash), and no timer', () => {
    expect(deferred(page())).toContain(`>${LOADER_SCRIPT}</script>`);
    expect(LOADER_SCRIPT).not.toMatch(/setTimeout|requestIdleCallback/);
    for (const event of ['pointerdown', 'touchstart', 'keydown', 'focusin']) expect(LOADER_SCRIPT).toContain(event);
  });

  it('fails on a page without flight data', () => {
    expect(() => deferScripts(parsePage(page()), undefined)).toThrow('defer-scripts: no flight data');
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
    expect(() => deferScripts(tree, FLIGHT_URL)).toThrow(UnexpectedPageError);
    expect(() => deferScripts(parsePage(page({ body: `<script src="${url}" async=""></script>` })), FLIGHT_URL)).toThrow(
      `defer-scripts: framework scripts not under /_next/static/ (an assetPrefix, a base path?): ${url}`,
    );
  });

  it('reads scripts however their attributes are written (the parser, not a pattern)', () => {
    const html = deferred(page({ body: "<script async src=/_next/static/chunks/c.js></script><script src='/_next/static/chunks/d.js'></script>" }));
    expect(onInteraction(html).scripts).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
  });

  it('fails on a page without any framework script', () => {
    expect(() => deferScripts(parsePage('<!DOCTYPE html><html><head></head><body><p>Oi</p></body></html>'), FLIGHT_URL)).toThrow(
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

describe('removeFramework', () => {
  it("takes out the framework's scripts, hints, chunk registration and flight data, and keeps the page's own scripts", () => {
    const tree = parsePage(page());
    removeFramework(tree);
    const html = serializePage(tree);
    expect(pageScriptUrls(html)).toEqual([]);
    expect(html).not.toContain('legacy.js');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain(LOADER_ID);
    expect(html).toContain('<script>document.title</script>');
    expect(html).toContain('application/ld+json');
  });
});
