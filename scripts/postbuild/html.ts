import type { Element, ElementContent, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { find, html as htmlSchema } from 'property-information';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

/**
 * Exported pages are read and written through one HTML parser (rehype-parse: parse5, as a browser parses) and
 * one serialiser (rehype-stringify): no pass looks at markup with a regular expression. Attribute values stay
 * double-quoted and no optional tag is dropped, so a page is written the way Next.js writes it.
 */
const processor = unified()
  .use(rehypeParse)
  // React leaves ' and ` unescaped in attribute values, and writes &amp; and &quot;: so does this.
  .use(rehypeStringify, {
    upperDoctype: true,
    allowDangerousCharacters: true,
    characterReferences: { useNamedReferences: true },
  });

export function parsePage(html: string): Root {
  return processor.parse(html);
}

export function serializePage(tree: Root): string {
  return processor.stringify(tree);
}

/** Thrown for a page a pass does not recognise; the build stops, naming the page and the pass. */
export class UnexpectedPageError extends Error {
  constructor(pass: string, problems: readonly string[]) {
    super(`${pass}: ${problems.join('; ')}`);
    this.name = 'UnexpectedPageError';
  }
}

/** hast's property name of an HTML attribute, as property-information knows it: data-flight → dataFlight, http-equiv → httpEquiv. */
export const property = (attributeName: string): string => find(htmlSchema, attributeName).property;

/** An attribute as the page has it (hast keeps `class`, `rel`… as lists), or undefined. */
export function attribute(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** The text of an element whose content is raw text (a <script>). */
export function rawText(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/** The page's <head> and <body>; a page without them is not an exported page. */
export function headAndBody(tree: Root, pass: string): { head: Element; body: Element } {
  const head = select('head', tree);
  const body = select('body', tree);
  if (!head || !body) throw new UnexpectedPageError(pass, ['no <head> or <body>']);
  return { head, body };
}

/** Every element of the tree, in document order (not those of a <template>'s content), as selectAll('*') finds them. */
export function elementsOf(tree: Root | Element): Element[] {
  const elements: Element[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      elements.push(child);
      visit(child);
    }
  };
  visit(tree);
  return elements;
}

/** Removes an element from the tree. */
export function removeElement(tree: Root, target: Element): void {
  const visit = (node: Root | Element): boolean => {
    const index = node.children.indexOf(target);
    if (index !== -1) {
      node.children.splice(index, 1);
      return true;
    }
    return node.children.some((child) => child.type === 'element' && visit(child));
  };
  visit(tree);
}

/** A text node, for what a pass writes into a page. */
export const text = (value: string): ElementContent => ({ type: 'text', value });

/** An element, for what a pass writes into a page. */
export const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * Fills the page report's placeholders `[attributeName="/path"]`, each with what `draw` makes of the value found for
 * its page, and returns them in the report's order. Throws for a report without placeholders (the component changed)
 * or one naming a page this build has not.
 */
export function fillPlaceholders<T>(
  tree: Root,
  pass: string,
  attributeName: string,
  values: ReadonlyMap<string, T>,
  draw: (value: T) => ElementContent[],
): { path: string; value: T }[] {
  const placeholders = selectAll(`[${attributeName}]`, tree);
  if (placeholders.length === 0)
    throw new UnexpectedPageError(pass, [`no [${attributeName}] placeholder in the report`]);
  const name = property(attributeName);
  const filled: { path: string; value: T }[] = [];
  const unknown: string[] = [];
  for (const placeholder of placeholders) {
    const path = attribute(placeholder, name) ?? '';
    if (!values.has(path)) {
      unknown.push(`[${attributeName}="${path}"] names no page of this build`);
      continue;
    }
    const value = values.get(path) as T;
    placeholder.children = draw(value);
    filled.push({ path, value });
  }
  if (unknown.length > 0) throw new UnexpectedPageError(pass, unknown);
  return filled;
}
