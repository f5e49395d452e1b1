/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentProblems, failureReport } from './failure-report';

/** Outputs of real failed builds (npm run build in a copy of the project with the content broken as named). */
const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', `${name}.log`), 'utf8');

describe('the report of a failed publication', () => {
  it('names the file, the field and the fix of a post whose summary is too short', () => {
    const report = failureReport(fixture('post-excerpt-curto'), { commit: 'abcdef0123456789', runUrl: 'https://github.com/escola/site/actions/runs/1' });
    expect(report.title).toBe('Publicação parada: conteúdo inválido em content/posts/como-escolher-ar-condicionado-split-ideal.md');
    expect(report.problems).toEqual([
      { where: 'content/posts/como-escolher-ar-condicionado-split-ideal.md', field: 'excerpt', problem: 'tem 13 caracteres; use de 70 a 160' },
    ]);
    expect(report.body).toContain('- **Arquivo:** `content/posts/como-escolher-ar-condicionado-split-ideal.md`');
    expect(report.body).toContain('**Campo:** `excerpt`');
    expect(report.body).toContain('**Problema e correção:** tem 13 caracteres; use de 70 a 160');
    expect(report.body).toContain('abra o item no editor (`/admin`)');
    expect(report.body).toContain('Commit `abcdef0` · [o registro completo da publicação](https://github.com/escola/site/actions/runs/1)');
  });

  it('names the post whose category was renamed away in content/blog.yaml, and the categories to choose from', () => {
    const [problem] = contentProblems(fixture('categoria-em-uso'));
    expect(problem).toEqual({
      where: 'content/posts/mercado-de-trabalho-refrigeracao-londrina.md',
      field: 'category',
      problem: '"Carreira" não é uma categoria do blog; use uma de content/blog.yaml (Dicas, Manutenção, Tecnologia, Carreiras) ou acrescente-a lá',
    });
  });

  it('says a technical failure is for the technical team, with the end of the log', () => {
    const report = failureReport(fixture('tipos'));
    expect(report.title).toBe('Publicação parada: erro técnico no build');
    expect(report.problems).toEqual([]);
    expect(report.body).toContain('**Avise a equipe técnica**');
    expect(report.body).toContain('Failed to type check.');
  });

  it('lists each problem once, also when the build printed it from several workers, and an article with code', () => {
    const line = 'Error [ContentError]: Conteúdo inválido em content/site.yaml, linha 3: use espaços, e não tabulação, no recuo das linhas';
    const article = ['O artigo content/posts/x.md tem conteúdo que não é permitido num artigo:', '  - um <script> (scripts não são permitidos)', '  - um <iframe> (páginas e vídeos de outros sites não podem ser embutidos)'];
    const report = failureReport([line, line, `\u001b[31m${line}\u001b[39m`, ...article].join('\n'));
    expect(report.problems).toEqual([
      { where: 'content/site.yaml, linha 3', problem: 'use espaços, e não tabulação, no recuo das linhas' },
      {
        where: 'content/posts/x.md',
        field: 'body',
        problem: 'conteúdo que não é permitido num artigo: um <script> (scripts não são permitidos); um <iframe> (páginas e vídeos de outros sites não podem ser embutidos)',
      },
    ]);
    expect(report.title).toBe('Publicação parada: conteúdo inválido em 2 arquivos');
  });
});
