/** @jest-environment node */
import { selectAll } from 'hast-util-select';
import { deferScripts, onInteraction, pageScriptUrls, removeFramework, removeScripts } from './defer-scripts';
import { parsePage, serializePage, UnexpectedPageError } from './html';
import { readNextPage } from './next-export';
import { FRAMEWORK_TEMPLATE_ID } from '../../lib/early/loader';

/** The shape of an exported page: Next's async scripts and their preload hints, the legacy bundle, flight data. */
function page({ head = '', body = '' } = {}): string {
  return (
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
    '<script src="/_next/static/early/main-abc.js" async=""></script>' +
    head +
    '</head><body><main>Conteúdo</main>' +
    '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x" crossOrigin=""></script>' +
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
  deferScripts(tree, readNextPage(tree), FLIGHT_URL);
  return serializePage(tree);
}

describe('deferScripts', () => {
  it('moves the framework, untouched and in order, into one template at the end of <body>, with the flight data', () => {
    const html = deferred(page());
    expect(onInteraction(html)).toEqual({
      flightData: FLIGHT_URL,
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
    });
    const template = selectAll(`template#${FRAMEWORK_TEMPLATE_ID}`, parsePage(html));
    expect(template).toHaveLength(1);
    // Every attribute of the scripts stays (integrity, crossorigin), and the registration comes before them.
    expect(html).toContain(
      '<script src="/_next/static/chunks/a.js" async integrity="sha384-x" crossorigin=""></script>',
    );
    expect(html.indexOf('TURBOPACK')).toBeLessThan(html.indexOf('/_next/static/chunks/a.js" async'));
    expect(html.indexOf(`<template id="${FRAMEWORK_TEMPLATE_ID}"`)).toBeGreaterThan(
      html.indexOf('<script>document.title</script>'),
    );
    // Outside the template: no framework script or hint; the legacy bundle and the early script stay.
    const outside = serializePage(parsePage(html)).replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toContain('/_next/static/chunks/a.js');
    expect(outside).not.toContain('TURBOPACK');
    expect(outside).toContain('<script src="/_next/static/chunks/legacy.js" nomodule></script>');
    expect(outside).toContain('/_next/static/early/main-abc.js');
    expect(pageScriptUrls(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/early/main-abc.js',
    ]);
  });

  it('fails on a page without flight data, or already processed', () => {
    const tree = parsePage(page());
    expect(() => deferScripts(tree, readNextPage(tree), undefined)).toThrow('defer-scripts: no flight data');
    const once = parsePage(deferred(page()));
    expect(() => deferScripts(once, readNextPage(once), FLIGHT_URL)).toThrow(UnexpectedPageError);
  });

  it('fails on a page without any framework script', () => {
    const tree = parsePage('<!DOCTYPE html><html><head></head><body><p>Oi</p></body></html>');
    expect(() => deferScripts(tree, readNextPage(tree), FLIGHT_URL)).toThrow(
      'no Next.js <script src="/_next/static/chunks/…"> found',
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
    removeFramework(tree, readNextPage(tree));
    const html = serializePage(tree);
    expect(pageScriptUrls(html)).toEqual(['/_next/static/early/main-abc.js']);
    expect(html).not.toContain('legacy.js');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain(FRAMEWORK_TEMPLATE_ID);
    expect(html).toContain('<script>document.title</script>');
    expect(html).toContain('application/ld+json');
  });
});
