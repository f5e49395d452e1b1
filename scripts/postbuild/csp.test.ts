/** @jest-environment node */
import { ARTICLE_BODY_CLASS } from '@/lib/article-body';
import {
  addCspMeta,
  cspPass,
  inlineScripts,
  inputProblems,
  metaPolicyOf,
  outputProblems,
  policyProblems,
  scriptHash,
} from './csp';
import { parsePage, serializePage } from './html';
import { pageScriptSources } from '../../content/rules/serving';
import { SEARCH_PATH } from '../../content/rules/site-search';

const FLIGHT_DATA = '(self.__next_f=self.__next_f||[]).push([0])';

/** The shape of an exported page after the defer-scripts pass: charset first, an inline script. */
function page({ head = '<meta charSet="utf-8"/>', body = '' } = {}): string {
  return (
    `<!DOCTYPE html><html lang="pt-BR"><head>${head}<link rel="stylesheet" href="/_next/static/css/a.css"/></head>` +
    `<body><main>${body}</main><script>${FLIGHT_DATA}</script></body></html>`
  );
}

describe('inputProblems', () => {
  it('accepts a page as Next.js exports it', () => {
    expect(inputProblems(parsePage(page()))).toEqual([]);
  });

  it('refuses a page whose <head> does not start with <meta charset>', () => {
    expect(inputProblems(parsePage(page({ head: '<title>x</title><meta charSet="utf-8"/>' })))).toEqual([
      '<meta charset> is not the first element of <head>',
    ]);
  });

  it('refuses a page without any inline script (the framework loader is always inline), unless it is script-free', () => {
    const tree = parsePage(page().replace(`<script>${FLIGHT_DATA}</script>`, ''));
    expect(inputProblems(tree)).toEqual([
      'no inline script (every page of the export has at least its speculation rules inline)',
    ]);
    expect(inputProblems(tree, { scriptFree: true })).toEqual([]);
  });

  it('refuses a script inside an article body, so the policy never hashes one in', () => {
    const tree = parsePage(
      page({ body: `<div class="${ARTICLE_BODY_CLASS}"><p>Oi</p><script>alert(1)</script></div>` }),
    );
    expect(inputProblems(tree)).toContain(`a <script> inside an article body (.${ARTICLE_BODY_CLASS})`);
  });
});

describe('policyProblems', () => {
  it('names inline handlers, javascript: URLs, outside resources and frames, and unsafe external links', () => {
    const body =
      '<button onclick="x()">a</button><a href="javascript:alert(1)">b</a><img alt="" src="https://cdn.example.com/a.jpg">' +
      '<iframe src="https://evil.example/x"></iframe><a href="https://example.com">c</a>' +
      '<a href="https://example.com/ok" rel="noopener noreferrer">d</a><iframe src="https://www.google.com/maps/embed"></iframe>';
    expect(policyProblems(parsePage(page({ body })))).toEqual([
      'inline event handler onclick= on <button>',
      'javascript: URL in href= on <a>',
      '<iframe src="https://evil.example/x"> is not allowed by frame-src (https://www.google.com)',
      `<img src="https://cdn.example.com/a.jpg"> loads from outside the site (CSP allows 'self')`,
      'external link https://example.com without rel="noopener noreferrer"',
    ]);
  });
});

describe('addCspMeta, cspPass and outputProblems', () => {
  it('puts one policy right after <meta charset>, hashing the inline scripts', () => {
    const tree = parsePage(page());
    expect(cspPass(tree).hashes).toEqual([scriptHash(FLIGHT_DATA)]);
    const html = serializePage(tree);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<link'));
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('http-equiv'));
    expect(metaPolicyOf(html)).toContain(`'sha256-${scriptHash(FLIGHT_DATA)}'`);
    expect(outputProblems(parsePage(html))).toEqual([]);
  });

  it('hashes what the browser reads: the serialised text of each inline script', () => {
    const script = 'self.x="<\\/script> & é"';
    const html = serializePage(parsePage(page({ body: `<script>${script}</script>` })));
    expect(inlineScripts(html)).toEqual([script, FLIGHT_DATA]);
  });

  it('is idempotent: a second run leaves one policy', () => {
    const tree = parsePage(page());
    addCspMeta(tree);
    const once = serializePage(tree);
    const again = parsePage(once);
    addCspMeta(again);
    expect(serializePage(again)).toBe(once);
  });

  it('reports a page with two policies or a script before the policy', () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>';
    expect(outputProblems(parsePage(page({ head: `<meta charSet="utf-8"/>${meta}${meta}` })))).toEqual([
      '2 Content-Security-Policy <meta> elements (expected 1)',
    ]);
    expect(
      outputProblems(parsePage(page({ head: `<meta charSet="utf-8"/><script src="/a.js"></script>${meta}` }))),
    ).toEqual(['<script> comes before the Content-Security-Policy <meta>']);
    expect(outputProblems(parsePage(page()))).toEqual(['0 Content-Security-Policy <meta> elements (expected 1)']);
  });

  it('stops on a page it does not expect, naming the pass and the problem', () => {
    expect(() => cspPass(parsePage(page({ body: '<a href="javascript:x()">x</a>' })))).toThrow(
      'csp: javascript: URL in href= on <a>',
    );
  });
});

describe('a page of its own script sources (content/rules/serving.ts pageScriptSources)', () => {
  it('lets the search page alone compile WebAssembly, in its script-src before the hashes', () => {
    expect(pageScriptSources).toEqual({ [SEARCH_PATH]: ["'wasm-unsafe-eval'"] });
    const tree = parsePage(page());
    cspPass(tree, { scriptSources: pageScriptSources[SEARCH_PATH] });
    expect(metaPolicyOf(serializePage(tree))).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'(;|$)/);
  });

  it("gives every other page the site's script-src alone", () => {
    const tree = parsePage(page());
    cspPass(tree, { scriptSources: pageScriptSources['/cursos'] });
    expect(metaPolicyOf(serializePage(tree))).not.toContain('wasm');
  });
});
