// The build's pt-BR content problems, read from its log for the failure report (failure-report.ts): the file, the
// field and the fix, as content/collection.ts and lib/post-body.ts print them.

/** One problem of content, as the build names it (content/collection.ts ContentError). */
export interface ContentProblem {
  /** "content/posts/<slug>.md", or "páginas → "/blog/x"". */
  where: string;
  field?: string;
  problem: string;
}

// Colours and cursor moves of a terminal log.
export const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const CONTENT_ERROR = /Conteúdo inválido em (.+?)(?: → campo "([^"]+)")?: (.+)$/;
/** The messages of lib/post-body.ts: a first line, then the items, each "  - …". */
const ARTICLE_ERROR = /^(O artigo \S+ tem conteúdo que não é permitido num artigo:)$/;

/** The build's pt-BR content problems, each once (Next.js may print one through several workers), in order. */
export function contentProblems(buildOutput: string): ContentProblem[] {
  const lines = buildOutput.replace(ANSI, '').split('\n');
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: ContentProblem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  };
  lines.forEach((line, index) => {
    const content = CONTENT_ERROR.exec(line);
    if (content?.[1] && content[3]) {
      add({ where: content[1], ...(content[2] ? { field: content[2] } : {}), problem: content[3].trim() });
      return;
    }
    const article = ARTICLE_ERROR.exec(line.trim());
    if (article?.[1]) {
      const items = [];
      for (let next = index + 1; next < lines.length && /^\s+- /.test(lines[next] ?? ''); next += 1)
        items.push((lines[next] ?? '').trim().slice(2));
      const where = /O artigo (\S+) tem/.exec(article[1])?.[1] ?? '';
      add({ where, field: 'body', problem: `conteúdo que não é permitido num artigo: ${items.join('; ')}` });
    }
  });
  return problems;
}
