// Pass of the post-build step: every page gets its own Content-Security-Policy <meta>, with the SHA-256 of each of
// its inline scripts. The browser hashes the exact text between <script> and </script> (newlines normalised to LF,
// as the parser does), encoded as UTF-8: the serialiser writes a script's text as it is, so the hash of the text in
// the tree is the hash of what the browser reads.
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { matches, select } from 'hast-util-select';
import { ARTICLE_BODY_CLASS } from '@/lib/article-body';
import { frameSources, metaPolicy } from '../../content/rules/serving';
import {
  attribute,
  element,
  elementsOf,
  headAndBody,
  parsePage,
  rawText,
  removeElement,
  UnexpectedPageError,
} from './html';

const PASS = 'csp';

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

/** The policy <meta>, as a selector (hast-util-select, cheerio). */
export const META_SELECTOR = 'meta[http-equiv="Content-Security-Policy" i]';
const isPolicyMeta = (candidate: Element) => matches(META_SELECTOR, candidate);

/** sha256 (base64) of a script's text, as CSP computes it. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
}

function isInlineExecutable(script: Element): boolean {
  if (attribute(script, 'src') !== undefined) return false;
  return EXECUTABLE_TYPES.has((attribute(script, 'type') ?? '').trim().toLowerCase());
}

/**
 * The text of every inline script the browser would run (no src, executable type), in document order; with those
 * of <template>s, which run once a copy of them is put into the page (the framework's template: defer-scripts.ts).
 */
export function inlineScriptsOf(tree: Root): string[] {
  const elements = elementsOf(tree);
  const templates = elements.flatMap((element) =>
    element.tagName === 'template' && element.content ? [element.content] : [],
  );
  return [elements, ...templates.map(elementsOf)].flatMap((inRoot) =>
    inRoot.filter((element) => element.tagName === 'script' && isInlineExecutable(element)).map(rawText),
  );
}

/** inlineScriptsOf, for a page's HTML (the serving checks read served pages). */
export function inlineScripts(html: string): string[] {
  return inlineScriptsOf(parsePage(html));
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('data:');

/** Resources a page loads by itself: the elements that load from their `src`, and the <link> types that load their `href`. */
const LOADED_BY_SRC = new Set(['script', 'img', 'source', 'video', 'audio']);
const LOADED_LINKS = ['stylesheet', 'preload', 'modulepreload', 'icon', 'apple-touch-icon', 'manifest'];
const outside = (element: Element, name: string, url: string) =>
  `<${element.tagName} ${name}="${url}"> loads from outside the site (CSP allows 'self')`;

/** What one element breaks of the policy, by kind of problem. */
interface PolicyFindings {
  inline: string[];
  frames: string[];
  loaded: string[];
  srcsets: string[];
  links: string[];
}

function checkElement(element: Element, found: PolicyFindings): void {
  for (const [name, value] of Object.entries(element.properties)) {
    if (/^on/i.test(name)) found.inline.push(`inline event handler ${name.toLowerCase()}= on <${element.tagName}>`);
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (/^\s*javascript:/i.test(text)) found.inline.push(`javascript: URL in ${name}= on <${element.tagName}>`);
  }
  const { tagName } = element;
  const src = attribute(element, 'src');
  if (tagName === 'iframe' && src !== undefined && !frameSources.some((origin) => src.startsWith(`${origin}/`))) {
    found.frames.push(`<iframe src="${src}"> is not allowed by frame-src (${frameSources.join(' ')})`);
  }
  if (LOADED_BY_SRC.has(tagName) && isExternal(src ?? '')) found.loaded.push(outside(element, 'src', src ?? ''));
  if (tagName === 'link') {
    const rel = new Set((attribute(element, 'rel') ?? '').split(/\s+/));
    const href = attribute(element, 'href') ?? '';
    for (const type of LOADED_LINKS)
      if (rel.has(type) && isExternal(href)) found.loaded.push(outside(element, 'href', href));
  }
  const srcset = attribute(element, 'srcSet');
  if (
    (tagName === 'img' || tagName === 'source') &&
    srcset !== undefined &&
    /(^|,)\s*[a-z][a-z0-9+.-]*:\/\//i.test(srcset)
  ) {
    found.srcsets.push(`<${tagName} srcset="${srcset}"> loads from outside the site (CSP allows 'self')`);
  }
  const href = attribute(element, 'href');
  if (tagName === 'a' && href !== undefined && /^https?:\/\//.test(href)) {
    const rel = new Set((attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/));
    if (!rel.has('noopener') || !rel.has('noreferrer'))
      found.links.push(`external link ${href} without rel="noopener noreferrer"`);
  }
}

/**
 * Problems that the policy would turn into broken pages or that weaken it: inline event handlers and
 * javascript: URLs (they would need 'unsafe-hashes'), frames or resources from origins the policy does not
 * allow, and external links opened without rel="noopener noreferrer". One walk over the page's elements.
 */
export function policyProblems(tree: Root): string[] {
  const found: PolicyFindings = { inline: [], frames: [], loaded: [], srcsets: [], links: [] };
  for (const element of elementsOf(tree)) checkElement(element, found);
  return [...found.inline, ...found.frames, ...found.loaded, ...found.srcsets, ...found.links];
}

function isCharset(element: Element | undefined): boolean {
  return element?.tagName === 'meta' && attribute(element, 'charSet') !== undefined;
}

const firstElementChild = (parent: Element) =>
  parent.children.find((child): child is Element => child.type === 'element');

/**
 * What this pass expects of a page exported by Next.js, before it adds the policy: a <head> whose first child is
 * <meta charset> (the policy goes right after it), at least one inline script unless the page is script-free
 * (every other page has at least its speculation rules, and the framework's registration or its own scripts: none
 * means the page is not what this pass was written for),
 * and no script inside an article body (the Markdown sanitiser removes them; the policy must never hash one in).
 */
export function inputProblems(tree: Root, { scriptFree = false } = {}): string[] {
  const { head } = headAndBody(tree, PASS);
  const problems: string[] = [];
  if (!isCharset(firstElementChild(head))) problems.push('<meta charset> is not the first element of <head>');
  if (!scriptFree && inlineScriptsOf(tree).length === 0) {
    problems.push('no inline script (every page of the export has at least its speculation rules inline)');
  }
  const articleBodies = elementsOf(tree).filter((element) =>
    (attribute(element, 'className') ?? '').split(' ').includes(ARTICLE_BODY_CLASS),
  );
  if (articleBodies.some((articleBody) => elementsOf(articleBody).some((element) => element.tagName === 'script'))) {
    problems.push(`a <script> inside an article body (.${ARTICLE_BODY_CLASS})`);
  }
  return problems;
}

/** After addCspMeta: exactly one policy <meta>, before every script and every <link> of the page. */
export function outputProblems(tree: Root): string[] {
  const elements = elementsOf(tree);
  const metas = elements.filter(isPolicyMeta);
  if (metas.length !== 1) return [`${metas.length} Content-Security-Policy <meta> elements (expected 1)`];
  const inOrder = elements.filter(
    (element) => isPolicyMeta(element) || element.tagName === 'script' || element.tagName === 'link',
  );
  const first = inOrder[0];
  if (first && first !== metas[0]) return [`<${first.tagName}> comes before the Content-Security-Policy <meta>`];
  return [];
}

/**
 * Gives the page its own policy <meta> (any previous one removed), placed as early as it can be: right after
 * <meta charset> (which must stay within the first 1024 bytes) when that comes first, otherwise as the first
 * child of <head>; in both cases before every script and every resource. Returns the hashes it allowed.
 */
export function addCspMeta(tree: Root, scriptSources: readonly string[] = []): string[] {
  for (const previous of elementsOf(tree).filter(isPolicyMeta)) removeElement(tree, previous);
  const hashes = inlineScriptsOf(tree).map(scriptHash);
  const { head } = headAndBody(tree, PASS);
  const meta = element(
    'meta',
    { httpEquiv: ['Content-Security-Policy'], content: metaPolicy(hashes, scriptSources) },
    [],
  );
  const first = firstElementChild(head);
  const at = isCharset(first) && first ? head.children.indexOf(first) + 1 : 0;
  head.children.splice(at, 0, meta);
  return hashes;
}

/**
 * The whole pass on one page: check it, add the policy (with the page's own script sources, content/rules/serving.ts
 * pageScriptSources), check the result. Throws for a page it does not expect.
 */
export function cspPass(
  tree: Root,
  {
    scriptFree = false,
    scriptSources = [],
  }: { scriptFree?: boolean; scriptSources?: readonly string[] | undefined } = {},
): { hashes: string[] } {
  const before = [...inputProblems(tree, { scriptFree }), ...policyProblems(tree)];
  if (before.length > 0) throw new UnexpectedPageError(PASS, before);
  const hashes = addCspMeta(tree, scriptSources);
  const after = outputProblems(tree);
  if (after.length > 0) throw new UnexpectedPageError(PASS, after);
  return { hashes };
}

/** The policy a served page carries in its <meta>, or undefined (the serving checks). */
export function metaPolicyOf(html: string): string | undefined {
  const meta = select(META_SELECTOR, parsePage(html));
  return meta ? attribute(meta, 'content') : undefined;
}
