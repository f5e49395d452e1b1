import 'server-only';
import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { find, html } from 'property-information';
import type { Post } from '@/content/schema';
import { unsafeParts, type MarkupElement } from './post-markup';

/**
 * A post's Markdown body turned into the HTML of its page, at build time:
 *   remark-parse → remark-rehype (raw HTML kept) → rehype-raw (raw HTML parsed, so it can be inspected) →
 *   rejectUnsafe (the build stops on anything that could run script) → rehype-sanitize (allow-list) →
 *   rel="noopener noreferrer" on links to other sites → stringify.
 * Anything that is not on the allow-list but cannot run script (a <div>, a class, a style) is silently removed
 * by the sanitiser; whatever could run script stops the build, because marketing should hear about it.
 */

/** What a post's text may hold, said after its problems by the build and by the editor. */
export const POST_MARKUP_HINT =
  'O texto do artigo aceita só Markdown (títulos, parágrafos, listas, negrito, itálico, citações e links).';

/** Thrown for a post whose body could run script; the message names the post and every problem, in pt-BR. */
export class UnsafePostError extends Error {
  constructor(post: Pick<Post, 'file'>, problems: readonly string[]) {
    super(
      `O artigo ${post.file} tem conteúdo que não é permitido num artigo:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        `\n${POST_MARKUP_HINT}`,
    );
    this.name = 'UnsafePostError';
  }
}

/** The tags and attributes posts use: what Markdown writes for headings, paragraphs, lists, emphasis and links. */
export const POST_SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'hr', 'code'],
  attributes: { a: ['href', 'title'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  strip: ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'math', 'svg'],
  allowComments: false,
  allowDoctypes: false,
};

/** A hast element as the checks see it (hast names its properties in camelCase: httpEquiv, srcDoc). */
function markupElement(element: Element): MarkupElement {
  return {
    tag: element.tagName,
    attributes: Object.entries(element.properties).map(([property, value]): [string, string] => [
      find(html, property).attribute.toLowerCase(),
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  };
}

function rejectUnsafe(post: Pick<Post, 'file'>) {
  return () => (tree: Root) => {
    const problems: string[] = [];
    visit(tree, 'element', (element: Element) => {
      problems.push(...unsafeParts(markupElement(element)));
    });
    if (problems.length > 0) throw new UnsafePostError(post, problems);
  };
}

/** Links to other sites get rel="noopener noreferrer", as the Content-Security-Policy step requires of every page. */
function externalLinkRel() {
  return (tree: Root) => {
    visit(tree, 'element', (element: Element) => {
      if (element.tagName === 'a' && /^https?:\/\//i.test(String(element.properties.href ?? ''))) {
        element.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

/** The HTML of a post's body, checked and sanitised; an empty string for a post that has only its excerpt. */
export function renderPostBody(post: Pick<Post, 'file' | 'body'>): string {
  if (!post.body.trim()) return '';
  return String(
    unified()
      .use(remarkParse)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rejectUnsafe(post))
      .use(rehypeSanitize, POST_SANITIZE_SCHEMA)
      .use(externalLinkRel)
      .use(rehypeStringify)
      .processSync(post.body),
  ).trim();
}
