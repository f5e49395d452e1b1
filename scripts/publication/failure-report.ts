// What marketing reads when a publication fails (.github/workflows/publicar.yml): the build's own pt-BR message,
// naming the file, the field and the fix, as the run's summary and as a GitHub issue (opened, or updated while one
// is open; the next publication that succeeds closes it). From the build's output, as the workflow captured it.
//
//   npx tsx scripts/publication/failure-report.ts build.log [--commit=<sha>] [--run-url=<url>] [--title]
//   (prints the body in Markdown; with --title, only the issue's title)
import { readFileSync } from 'node:fs';


/** One problem of content, as the build names it (content/collection.ts ContentError). */
export interface ContentProblem {
  /** "content/posts/<slug>.md", or "páginas → "/blog/x"". */
  where: string;
  field?: string;
  problem: string;
}

export interface FailureReport {
  title: string;
  body: string;
  problems: readonly ContentProblem[];
}

// Colours and cursor moves of a terminal log.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
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
      for (let next = index + 1; next < lines.length && /^\s+- /.test(lines[next] ?? ''); next += 1) items.push((lines[next] ?? '').trim().slice(2));
      const where = /O artigo (\S+) tem/.exec(article[1])?.[1] ?? '';
      add({ where, field: 'body', problem: `conteúdo que não é permitido num artigo: ${items.join('; ')}` });
    }
  });
  return problems;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The report of a failed publication, in pt-BR, for marketing. */
export function failureReport(buildOutput: string, { commit, runUrl }: { commit?: string; runUrl?: string } = {}): FailureReport {
  const problems = contentProblems(buildOutput);
  const files = [...new Set(problems.map((problem) => problem.where))];
  const footer = [
    '',
    '---',
    `${commit ? `Commit \`${commit.slice(0, 7)}\`` : 'Commit desconhecido'}${runUrl ? ` · [o registro completo da publicação](${runUrl})` : ''}.`,
    'Este aviso se fecha sozinho na próxima publicação que der certo.',
  ];
  if (problems.length === 0) {
    const tail = buildOutput.replace(ANSI, '').trimEnd().split('\n').slice(-30).join('\n');
    return {
      title: 'Publicação parada: erro técnico no build',
      problems,
      body: [
        'A última publicação parou no build, e o site continua na versão anterior.',
        '',
        'O problema não é de conteúdo: é técnico. **Avise a equipe técnica** com o link do registro abaixo; não é preciso mudar nada no editor.',
        '',
        '```',
        tail,
        '```',
        ...footer,
      ].join('\n'),
    };
  }
  return {
    title: files.length === 1 ? `Publicação parada: conteúdo inválido em ${files[0]}` : `Publicação parada: conteúdo inválido em ${plural(files.length, 'arquivo', 'arquivos')}`,
    problems,
    body: [
      'A última publicação parou no build, e o site continua na versão anterior. O que corrigir:',
      '',
      ...problems.flatMap((problem) => [
        `- **Arquivo:** \`${problem.where}\``,
        ...(problem.field ? [`  **Campo:** \`${problem.field}\``] : []),
        `  **Problema e correção:** ${problem.problem}`,
      ]),
      '',
      '**Como corrigir:** abra o item no editor (`/admin`), corrija o campo indicado e salve. A publicação roda de novo sozinha.',
      ...footer,
    ].join('\n'),
  };
}

function main(argv: readonly string[]): void {
  const [file, ...rest] = argv;
  const option = (name: string) => rest.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  if (!file) {
    console.error('usage: npx tsx scripts/publication/failure-report.ts <build log> [--commit=<sha>] [--run-url=<url>] [--title]');
    process.exit(2);
  }
  const report = failureReport(readFileSync(file, 'utf8'), { commit: option('commit'), runUrl: option('run-url') });
  process.stdout.write(`${rest.includes('--title') ? report.title : report.body}\n`);
}

if (require.main === module) main(process.argv.slice(2));
