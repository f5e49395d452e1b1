/** @jest-environment node */
import { deferredScriptUrls, deferScripts, DeferScriptsError } from './defer-scripts.mjs';

/** The shape of an exported page: Next's async scripts and their preload hints, the legacy bundle, flight data. */
function page({ head = '', body = '', end = '</body></html>' } = {}): string {
  return (
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
    head +
    '</head><body><main>Conteúdo</main>' +
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
    '<script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    body +
    end
  );
}

describe('deferScripts', () => {
  it('moves the framework scripts into the loader, in order, and drops their preload hints', () => {
    const html = deferScripts(page());
    expect(deferredScriptUrls(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[ab]\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('self.__next_f');
    expect(html.indexOf('<script id="deferred-scripts">')).toBeLessThan(html.indexOf('</body>'));
  });

  it('leaves a page it already processed as it is', () => {
    const once = deferScripts(page());
    expect(deferScripts(once)).toBe(once);
  });

  it.each([
    ['single-quoted', "<script src='/_next/static/chunks/c.js' async></script>", '/_next/static/chunks/c.js'],
    ['unquoted', '<script async src=/_next/static/chunks/c.js></script>', '/_next/static/chunks/c.js'],
    ['on another host (assetPrefix)', '<script src="https://cdn.example.com/_next/static/chunks/c.js" async=""></script>', 'https://cdn.example.com/_next/static/chunks/c.js'],
    ['under a base path', '<script src="/site/_next/static/chunks/c.js" async=""></script>', '/site/_next/static/chunks/c.js'],
  ])('fails on a framework script written %s, which the pattern does not match', (_, script, url) => {
    expect(() => deferScripts(page({ body: script }))).toThrow(DeferScriptsError);
    expect(() => deferScripts(page({ body: script }))).toThrow(`framework scripts the pattern did not match (a Next.js upgrade, an assetPrefix?): ${url}`);
  });

  it('fails on a page without </body>', () => {
    expect(() => deferScripts(page({ end: '' }))).toThrow('defer-scripts: no </body> to put the loader before');
  });

  it('fails on a page without any framework script', () => {
    expect(() => deferScripts('<!DOCTYPE html><html><head></head><body><p>Oi</p></body></html>')).toThrow(
      'no Next.js <script src="/_next/static/…"> found',
    );
  });
});
