// The per-page Content-Security-Policy: hashes of a page's inline scripts, and the <meta> that carries them.
//
// The browser hashes the exact text between <script> and </script> (after turning CR LF into LF), encoded as
// UTF-8. We take that text from the file's own bytes, by the parser's source offsets, rather than from a
// re-serialised DOM, so the hash is of what the browser will read.
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { frameSources, metaPolicy } from './rules.mjs';

/** Script types the browser executes (and CSP must allow); any other type is a data block (JSON-LD…). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

export const META_SELECTOR = 'meta[http-equiv="Content-Security-Policy" i]';

/**
 * The parsed page, with source offsets. The last parse is kept: the build checks and rewrites each page through
 * several of these functions, which read the same text (nothing here changes the parsed tree), and parsing is
 * most of the cost of this step on a large blog.
 */
let lastParsed = { html: '', $: cheerio.load('') };
function load(html) {
  if (html !== lastParsed.html) lastParsed = { html, $: cheerio.load(html, { sourceCodeLocationInfo: true }) };
  return lastParsed.$;
}

/** sha256 (base64) of a script's text, as CSP computes it. */
export function scriptHash(text) {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
}

/** The text of every inline script the browser would run (no src, executable type), in document order. */
export function inlineScripts(html) {
  const $ = load(html);
  const scripts = [];
  $('script').each((_, element) => {
    if ($(element).attr('src') !== undefined) return;
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) return;
    const location = element.sourceCodeLocation;
    if (!location?.startTag || !location.endTag) throw new Error('inline <script> without source location');
    scripts.push(html.slice(location.startTag.endOffset, location.endTag.startOffset));
  });
  return scripts;
}

/**
 * Problems that the policy would turn into broken pages or that weaken it: inline event handlers and
 * javascript: URLs (they would need 'unsafe-hashes'), frames or resources from origins the policy does not
 * allow, and external links opened without rel="noopener noreferrer".
 */
export function policyProblems(html) {
  const $ = load(html);
  const problems = [];
  $('*').each((_, element) => {
    for (const [name, value] of Object.entries(element.attribs ?? {})) {
      if (/^on/i.test(name)) problems.push(`inline event handler ${name}= on <${element.tagName}>`);
      if (/^\s*javascript:/i.test(value)) problems.push(`javascript: URL in ${name}= on <${element.tagName}>`);
    }
  });
  $('iframe[src]').each((_, element) => {
    const src = $(element).attr('src') ?? '';
    if (!frameSources.some((origin) => src.startsWith(`${origin}/`))) {
      problems.push(`<iframe src="${src}"> is not allowed by frame-src (${frameSources.join(' ')})`);
    }
  });
  const loaded = [
    ['script', 'src'],
    ['img', 'src'],
    ['source', 'src'],
    ['video', 'src'],
    ['audio', 'src'],
    ['link[rel~="stylesheet"]', 'href'],
    ['link[rel~="preload"]', 'href'],
    ['link[rel~="modulepreload"]', 'href'],
    ['link[rel~="icon"]', 'href'],
    ['link[rel~="apple-touch-icon"]', 'href'],
    ['link[rel~="manifest"]', 'href'],
  ];
  for (const [selector, attribute] of loaded) {
    $(selector).each((_, element) => {
      const url = $(element).attr(attribute) ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('data:')) {
        problems.push(`<${element.tagName} ${attribute}="${url}"> loads from outside the site (CSP allows 'self')`);
      }
    });
  }
  $('img[srcset], source[srcset]').each((_, element) => {
    const srcset = $(element).attr('srcset') ?? '';
    if (/(^|,)\s*[a-z][a-z0-9+.-]*:\/\//i.test(srcset)) {
      problems.push(`<${element.tagName} srcset="${srcset}"> loads from outside the site (CSP allows 'self')`);
    }
  });
  $('a[href^="http://"], a[href^="https://"]').each((_, element) => {
    const rel = new Set(($(element).attr('rel') ?? '').toLowerCase().split(/\s+/));
    if (!rel.has('noopener') || !rel.has('noreferrer')) {
      problems.push(`external link ${$(element).attr('href')} without rel="noopener noreferrer"`);
    }
  });
  return problems;
}

/**
 * What this step expects of a page exported by Next.js, before it adds the policy: a <head> whose first child is
 * <meta charset> (the policy goes right after it), at least one inline script (every Next.js page carries its
 * flight data inline: none means the page is not what this step was written for, or the parser stopped matching),
 * and no script inside an article body (the Markdown sanitiser removes them; the policy must never hash one in).
 * An empty list when the page is as expected.
 */
export function inputProblems(html) {
  const $ = load(html);
  const problems = [];
  const head = $('head').get(0);
  if (!head?.sourceCodeLocation?.startTag) return ['no <head> start tag to put the Content-Security-Policy in'];
  const first = $(head).children().get(0);
  if (!(first?.tagName === 'meta' && $(first).attr('charset') !== undefined)) {
    problems.push('<meta charset> is not the first element of <head>');
  }
  if (inlineScripts(html).length === 0) problems.push('no inline script (a Next.js page always has its flight data inline)');
  if ($('.prose-content script').length > 0) problems.push('a <script> inside an article body (.prose-content)');
  return problems;
}

/** After withCspMeta: exactly one policy <meta>, before every script and every <link> of the page. */
export function outputProblems(html) {
  const $ = load(html);
  const metas = $(META_SELECTOR).toArray();
  if (metas.length !== 1) return [`${metas.length} Content-Security-Policy <meta> elements (expected 1)`];
  const metaOffset = metas[0].sourceCodeLocation.startOffset;
  const firstLoading = $('script, link').toArray()[0];
  if (firstLoading && firstLoading.sourceCodeLocation.startOffset < metaOffset) {
    return [`<${firstLoading.tagName}> comes before the Content-Security-Policy <meta>`];
  }
  return [];
}

/**
 * Returns the HTML with its own CSP <meta> (any previous one removed), placed as early as it can be: right
 * after <meta charset> (which must stay within the first 1024 bytes) when that comes first, otherwise as the
 * first child of <head>; in both cases before every script and every resource.
 */
export function withCspMeta(html) {
  let source = html;
  // Drop a meta written by an earlier run (the file is rewritten in place); offsets are taken from the end.
  const previous = load(source)(META_SELECTOR).toArray().reverse();
  for (const element of previous) {
    const { startOffset, endOffset } = element.sourceCodeLocation;
    source = source.slice(0, startOffset) + source.slice(endOffset);
  }

  const hashes = inlineScripts(source).map(scriptHash);
  const policy = metaPolicy(hashes);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;

  const $ = load(source);
  const head = $('head').get(0);
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) throw new Error('no <head> start tag to put the Content-Security-Policy in');
  const first = $(head).children().get(0);
  const afterCharset = first?.tagName === 'meta' && $(first).attr('charset') !== undefined;
  const at = afterCharset ? first.sourceCodeLocation.endOffset : headStart.endOffset;
  return { html: source.slice(0, at) + meta + source.slice(at), policy, hashes };
}
