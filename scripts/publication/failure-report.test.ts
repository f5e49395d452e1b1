/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsReport } from './check-settings';
import { contentProblems } from './content-problems';
import { failedStep, failureReport, maskSecrets, outcomeVariable } from './failure-report';
import { hostOf } from './hosts';

/** Outputs of real failed builds (npm run build in a copy of the project with the content broken as named). */
const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', `${name}.log`), 'utf8');

describe('the report of a failed publication', () => {
  it('names the file, the field and the fix of a post whose summary is too short', () => {
    const report = failureReport('build', fixture('post-excerpt-curto'), {
      commit: 'abcdef0123456789',
      runUrl: 'https://github.com/escola/site/actions/runs/1',
    });
    expect(report.title).toBe(
      'Publicação parada: conteúdo inválido em content/posts/como-escolher-ar-condicionado-split-ideal.md',
    );
    expect(report.problems).toEqual([
      {
        where: 'content/posts/como-escolher-ar-condicionado-split-ideal.md',
        field: 'excerpt',
        problem: 'tem 13 caracteres; use de 70 a 160',
      },
    ]);
    expect(report.body).toContain('- **Arquivo:** `content/posts/como-escolher-ar-condicionado-split-ideal.md`');
    expect(report.body).toContain('**Campo:** `excerpt`');
    expect(report.body).toContain('**Problema e correção:** tem 13 caracteres; use de 70 a 160');
    expect(report.body).toContain('abra o item no editor (`/admin`)');
    // Under review, saving opens a draft: the fix reaches the site once it is published (merged into main).
    expect(report.body).toContain('depois em **Publicar**');
    expect(report.body).toContain(
      'Commit `abcdef0` · [o registro completo da publicação](https://github.com/escola/site/actions/runs/1)',
    );
  });

  it('names the post whose category was renamed away in content/blog.yaml, and the categories to choose from', () => {
    const [problem] = contentProblems(fixture('categoria-em-uso'));
    expect(problem).toEqual({
      where: 'content/posts/mercado-de-trabalho-refrigeracao-londrina.md',
      field: 'category',
      problem:
        '"Carreira" não é uma categoria do blog; use uma de content/blog.yaml (Dicas, Manutenção, Tecnologia, Carreiras) ou acrescente-a lá',
    });
  });

  it('says a technical failure is for the technical team, with the end of the log', () => {
    const report = failureReport('build', fixture('tipos'));
    expect(report.title).toBe('Publicação parada: erro técnico no build');
    expect(report.problems).toEqual([]);
    expect(report.body).toContain('**Avise a equipe técnica**');
    expect(report.body).toContain('Failed to type check.');
  });

  it('lists each problem once, also when the build printed it from several workers, and an article with code', () => {
    const line =
      'Error [ContentError]: Conteúdo inválido em content/site.yaml, linha 3: use espaços, e não tabulação, no recuo das linhas';
    const article = [
      'O artigo content/posts/x.md tem conteúdo que não é permitido num artigo:',
      '  - um <script> (scripts não são permitidos)',
      '  - um <iframe> (páginas e vídeos de outros sites não podem ser embutidos)',
    ];
    const report = failureReport('build', [line, line, `\u001b[31m${line}\u001b[39m`, ...article].join('\n'));
    expect(report.problems).toEqual([
      { where: 'content/site.yaml, linha 3', problem: 'use espaços, e não tabulação, no recuo das linhas' },
      {
        where: 'content/posts/x.md',
        field: 'body',
        problem:
          'conteúdo que não é permitido num artigo: um <script> (scripts não são permitidos); um <iframe> (páginas e vídeos de outros sites não podem ser embutidos)',
      },
    ]);
    expect(report.title).toBe('Publicação parada: conteúdo inválido em 2 arquivos');
  });

  it('names the step that stopped, from the workflow step outcomes: the first failure, the installation when none is recorded', () => {
    expect(failedStep({ [outcomeVariable('configuracao')]: 'failure', [outcomeVariable('build')]: 'skipped' })).toBe(
      'configuracao',
    );
    expect(failedStep({ [outcomeVariable('configuracao')]: 'success', [outcomeVariable('build')]: 'failure' })).toBe(
      'build',
    );
    expect(
      failedStep({
        [outcomeVariable('build')]: 'success',
        [outcomeVariable('envio_s3')]: 'failure',
        [outcomeVariable('no_ar')]: 'skipped',
      }),
    ).toBe('envio');
    expect(failedStep({ [outcomeVariable('envio_netlify')]: 'success', [outcomeVariable('no_ar')]: 'failure' })).toBe(
      'no-ar',
    );
    expect(failedStep({ [outcomeVariable('instalacao')]: 'failure', [outcomeVariable('build')]: 'skipped' })).toBe(
      'instalacao',
    );
    // GitHub's own steps (checkout, Node) stopped before any of ours.
    expect(failedStep({})).toBe('instalacao');
  });

  it("reports a failed installation as the installation, not the build, with npm's own cause", () => {
    const report = failureReport('instalacao', fixture('npm-ci-fora-de-sincronia'));
    expect(report.title).toBe('Publicação parada: a instalação das dependências falhou');
    expect(report.body).toContain('Nada foi gerado nem enviado');
    expect(report.body).toContain('não há nada a corrigir no editor');
  });

  it('lists each missing setting of a configuration failure for the technical person, and tells marketing there is nothing to fix', () => {
    const { text } = settingsReport({
      PUBLISH_TARGET: 'cloudflare',
      SITE_URL: 'https://www.escolafrionorte.com.br',
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    });
    const report = failureReport('configuracao', text, { host: hostOf('cloudflare') });
    expect(report.title).toBe('Publicação parada: configuração incompleta para Cloudflare Pages');
    expect(report.body).toContain('não há nada a corrigir no editor');
    expect(report.body).toContain('- CLOUDFLARE_API_TOKEN (segredo): falta.');
    expect(report.body).toContain('- CLOUDFLARE_PROJECT (variável): falta.');
    expect(report.body).toContain('docs/publicacao.md#cloudflare-pages-a-publicação-pelo-github');
    expect(report.body).not.toContain('CLOUDFLARE_ACCOUNT_ID');
  });

  it("quotes the host's own message of a failed send with every secret masked, a key's lines too", () => {
    const key =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAA\n-----END OPENSSH PRIVATE KEY-----';
    expect(maskSecrets('token=abc123secret; linha b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAA', ['abc123secret', key])).toBe(
      'token=***; linha ***',
    );
    const log =
      'Uploading... (12/40)\n✘ [ERROR] A request to the Cloudflare API failed. Authentication error [code: 10000] token cf-TOKEN-123456';
    const report = failureReport('envio', log, { host: hostOf('cloudflare'), secrets: ['cf-TOKEN-123456'] });
    expect(report.title).toBe('Publicação parada: o envio para Cloudflare Pages falhou');
    expect(report.body).toContain('Authentication error [code: 10000] token ***');
    expect(report.body).not.toContain('cf-TOKEN-123456');
    expect(report.body).toContain('Account → Cloudflare Pages → Edit');
  });

  it('says a send that the live site does not show was sent, but is not live, with what to check on the host', () => {
    const log =
      'Enviado, mas o site no ar ainda mostra a versão de 26 de novembro de 2026, 06:10 (commit 1111111, 57 páginas), e não a do commit 2222222, depois de 300 s e 9 tentativas (https://www.escolafrionorte.com.br/version.json).';
    const report = failureReport('no-ar', log, { host: hostOf('s3') });
    expect(report.title).toBe('Publicação não confirmada: o site no ar ainda mostra outra versão (S3 + CloudFront)');
    expect(report.body).toContain('ainda mostra a versão de 26 de novembro de 2026, 06:10');
    expect(report.body).toContain('Managed-CachingOptimized');
  });
});
