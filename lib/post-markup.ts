// The check of a post's markup that the build and the editor share: no imports, so the editor's bundle stays small.

/** An element as the checks see it: its tag, and its attributes by their HTML names, in lower case. */
export interface MarkupElement {
  tag: string;
  attributes: readonly (readonly [string, string])[];
}

/**
 * What in one element could run script or load another page, described for marketing: the build checks a post's HTML
 * with it (lib/post-body.ts), and the editor checks the text before it saves a post with the same function, bundled
 * for the browser with the editor's previews (lib/early/inline/cms-previews.ts).
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
    problems.push(
      refresh ? 'um <meta http-equiv="refresh"> (redirecionamento)' : `um <${tag}> (só vale no cabeçalho da página)`,
    );
  }
  for (const [name, value] of attributes) {
    if (/^on/i.test(name))
      problems.push(`o atributo ${name.toLowerCase()}= em <${tag}> (código que roda ao clicar, carregar…)`);
    if (name === 'srcdoc') problems.push(`o atributo srcdoc= em <${tag}> (página embutida)`);
    // Browsers ignore spaces and control characters inside the scheme ("java\tscript:").
    const scheme = urlAttributes.includes(name)
      ? /^(javascript|vbscript|data):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]
      : undefined;
    if (scheme) {
      problems.push(
        `um endereço ${scheme.toLowerCase()}: em <${tag}> (links precisam começar com https://, / ou mailto:)`,
      );
    }
  }
  return problems;
}
