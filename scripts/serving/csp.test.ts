/** @jest-environment node */
import { inputProblems, outputProblems, scriptHash, withCspMeta } from './csp.mjs';

const FLIGHT_DATA = '(self.__next_f=self.__next_f||[]).push([0])';

/** The shape of an exported page after scripts/defer-scripts.mjs: charset first, flight data inline. */
function page({ head = '<meta charSet="utf-8"/>', body = '' } = {}): string {
  return (
    `<!DOCTYPE html><html lang="pt-BR"><head>${head}<link rel="stylesheet" href="/_next/static/css/a.css"/></head>` +
    `<body><main>${body}</main><script>${FLIGHT_DATA}</script></body></html>`
  );
}

describe('inputProblems', () => {
  it('accepts a page as Next.js exports it', () => {
    expect(inputProblems(page())).toEqual([]);
  });

  it('refuses a page whose <head> does not start with <meta charset>', () => {
    expect(inputProblems(page({ head: '<title>x</title><meta charSet="utf-8"/>' }))).toEqual([
      '<meta charset> is not the first element of <head>',
    ]);
  });

  it('refuses a page without any inline script (the flight data is always inline)', () => {
    const html = page().replace(`<script>${FLIGHT_DATA}</script>`, '');
    expect(inputProblems(html)).toEqual(['no inline script (a Next.js page always has its flight data inline)']);
  });

  it('refuses a script inside an article body, so the policy never hashes one in', () => {
    const html = page({ body: '<div class="prose-content"><p>Oi</p><script>alert(1)</script></div>' });
    expect(inputProblems(html)).toContain('a <script> inside an article body (.prose-content)');
  });
});

describe('withCspMeta and outputProblems', () => {
  it('puts one policy right after <meta charset>, hashing the inline scripts', () => {
    const { html, hashes } = withCspMeta(page());
    expect(hashes).toEqual([scriptHash(FLIGHT_DATA)]);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<link'));
    expect(outputProblems(html)).toEqual([]);
  });

  it('is idempotent: a second run leaves one policy', () => {
    const once = withCspMeta(page()).html;
    expect(withCspMeta(once).html).toBe(once);
    expect(outputProblems(withCspMeta(once).html)).toEqual([]);
  });

  it('reports a page with two policies or a script before the policy', () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>';
    expect(outputProblems(page({ head: `<meta charSet="utf-8"/>${meta}${meta}` }))).toEqual([
      '2 Content-Security-Policy <meta> elements (expected 1)',
    ]);
    expect(outputProblems(page({ head: `<meta charSet="utf-8"/><script src="/a.js"></script>${meta}` }))).toEqual([
      '<script> comes before the Content-Security-Policy <meta>',
    ]);
    expect(outputProblems(page())).toEqual(['0 Content-Security-Policy <meta> elements (expected 1)']);
  });
});
