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

/**
 * A post's Markdown body turned into the HTML of its page, at build time:
 *   remark-parse → remark-rehype (raw HTML kept) → rehype-raw (raw HTML parsed, so it can be inspected) →
 *   rejectUnsafe (the build stops on anything that could run script) → rehype-sanitize (allow-list) →
 *   rel="noopener noreferrer" on links to other sites → stringify.
 * Anything that is not on the allow-list but cannot run script (a <div>, a class, a style) is silently removed
 * by the sanitiser; whatever could run script stops the build, because marketing should hear about it.
 */

/** What a post's text may hold, said after its problems by the build and by the editor. */
export const POST_MARKUP_HINT = 'O texto do artigo aceita só Markdown (títulos, parágrafos, listas, negrito, itálico, citações e links).';

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

/** An element as the checks see it: its tag, and its attributes by their HTML names, in lower case. */
export interface MarkupElement {
  tag: string;
  attributes: readonly (readonly [string, string])[];
}

/**
 * What in one element could run script or load another page, described for marketing. Self-contained (no imports,
 * nothing from the module's scope): the build checks a post's HTML with it, and the editor checks the text before it
 * saves a post with the same function, sent to the browser as its source text (app/cms/previews.js/route.ts).
 */
export function unsafeParts({ tag, attributes }: MarkupElement): string[] {
  const embedding = ['iframe', 'frame', 'frameset', 'object', 'embed', 'portal'];
  // Attributes that hold a URL the browser may follow or load.
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'cite'];
  const problems: string[] = [];
  if (tag === 'script') problems.push('um <script> (scripts não são permitidos)');
  if (embedding.includes(tag)) problems.push(`um <${tag}> (páginas e vídeos de outros sites não podem ser embutidos)`);
  if (tag === 'meta' || tag === 'base') {
    const refresh = (attributes.find(([name]) => name === 'http-equiv')?.[1] ?? '').toLowerCase() === 'refresh';
    problems.push(refresh ? 'um <meta http-equiv="refresh"> (redirecionamento)' : `um <${tag}> (só vale no cabeçalho da página)`);
  }
  for (const [name, value] of attributes) {
    if (/^on/i.test(name)) problems.push(`o atributo ${name.toLowerCase()}= em <${tag}> (código que roda ao clicar, carregar…)`);
    if (name === 'srcdoc') problems.push(`o atributo srcdoc= em <${tag}> (página embutida)`);
    // Browsers ignore spaces and control characters inside the scheme ("java\tscript:").
    const scheme = urlAttributes.includes(name)
      ? /^(javascript|vbscript|data):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]
      : undefined;
    if (scheme) {
      problems.push(`um endereço ${scheme.toLowerCase()}: em <${tag}> (links precisam começar com https://, / ou mailto:)`);
    }
  }
  return problems;
}

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
