// What marketing and the technical person read when a publication fails (.github/workflows/publicar.yml), as the
// run's summary and as a GitHub issue (opened, or updated while one is open; the next publication confirmed live
// closes it). It names the step that stopped, each with its own title and next steps:
//   configuracao  a setting the host needs is missing or wrong (the check's lines: scripts/publication/check-settings.ts)
//   build         the build's own pt-BR message, naming the file, the field and the fix; or a technical error
//   envio         the host refused the files: its own message, with every secret masked
//   no-ar         sent, but the live site still shows another version (scripts/publication/live-check.ts)
// The step comes from the workflow's step outcomes (RESULTADO_<STEP ID>), its text from the step's log.
//
//   npx tsx scripts/publication/failure-report.ts [--commit=<sha>] [--run-url=<url>] [--title]
//   (prints the body in Markdown; with --title, only the issue's title)
import { existsSync, readFileSync } from 'node:fs';
import { PROBE_REFUSED, PROBLEM_MARK } from './check-settings';
import { ANSI, contentProblems, type ContentProblem } from './content-problems';
import { allSettings, hostOf, HOSTS, type Host } from './hosts';
import { failureLine, knownFailuresIn, type FailureStep } from './known-failures';

export interface FailureReport {
  title: string;
  body: string;
  problems: readonly ContentProblem[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The steps of a publication that can stop it, in order, each with the log the workflow keeps of it. */
export const PUBLICATION_STEPS = {
  instalacao: 'instalacao.log',
  configuracao: 'configuracao.log',
  build: 'build.log',
  envio: 'envio.log',
  'no-ar': 'no-ar.log',
} as const;

export type PublicationStep = keyof typeof PUBLICATION_STEPS;

/** The environment variable that carries a workflow step's outcome to the report: RESULTADO_<STEP ID>. */
export const outcomeVariable = (stepId: string) => `RESULTADO_${stepId.toUpperCase()}`;

/**
 * The workflow step ids of each publication step (the sends: one per host, hosts.ts). The comparison with the live
 * site (compare-live.ts) is none of them: it never stops a publication (when it cannot tell, the site is sent).
 */
export const WORKFLOW_STEP_IDS: Readonly<Record<PublicationStep, readonly string[]>> = {
  instalacao: ['instalacao'],
  configuracao: ['configuracao'],
  build: ['build'],
  envio: HOSTS.map((host) => host.sendStep),
  'no-ar': ['no_ar'],
};

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The first step whose outcome is "failure"; the installation when none is (GitHub's own steps, checkout or Node,
 * stopped before any of ours).
 */
export function failedStep(env: Env): PublicationStep {
  const steps = Object.keys(WORKFLOW_STEP_IDS) as PublicationStep[];
  return (
    steps.find((step) => WORKFLOW_STEP_IDS[step].some((id) => env[outcomeVariable(id)] === 'failure')) ?? 'instalacao'
  );
}

/** The log with every secret's value (and each line of a multi-line one, such as a key) replaced by ***. */
export function maskSecrets(log: string, secrets: readonly string[]): string {
  const values = secrets
    .flatMap((secret) => [secret, ...secret.split('\n')])
    .map((value) => value.trim())
    .filter((value) => value.length >= 4)
    .sort((a, b) => b.length - a.length);
  return values.reduce((text, value) => text.split(value).join('***'), log);
}

export interface ReportContext {
  commit?: string;
  runUrl?: string;
  host?: Host;
  /** The values to mask in what the report quotes. */
  secrets?: readonly string[];
}

const tailOf = (log: string, lines = 30) => log.replace(ANSI, '').trimEnd().split('\n').slice(-lines).join('\n');
const FENCE = '```';
const codeBlock = (text: string) => [FENCE, text.split(FENCE).join("'''"), FENCE];
const NOTHING_IN_THE_EDITOR =
  '**Para o marketing:** não há nada a corrigir no editor. Avise a equipe técnica com o link deste aviso.';
const RUN_AGAIN = 'Depois de corrigir, rode a publicação de novo: *Actions → Publicar → Run workflow*.';

function footer({ commit, runUrl }: ReportContext): string[] {
  return [
    '',
    '---',
    `${commit ? `Commit \`${commit.slice(0, 7)}\`` : 'Commit desconhecido'}${runUrl ? ` · [o registro completo da publicação](${runUrl})` : ''}.`,
    'Este aviso se fecha sozinho na próxima publicação confirmada no ar.',
  ];
}

function configurationReport(log: string, context: ReportContext): FailureReport {
  const lines = log
    .split('\n')
    .filter((line) => line.startsWith(PROBLEM_MARK))
    .map((line) => `- ${line.slice(PROBLEM_MARK.length).trim()}`);
  return {
    title: log.includes(PROBE_REFUSED)
      ? `Publicação parada: ${context.host?.name ?? 'a hospedagem'} recusou o acesso`
      : `Publicação parada: configuração incompleta${context.host ? ` para ${context.host.name}` : ''}`,
    problems: [],
    body: [
      'A publicação parou antes do build, porque falta ou está errada uma configuração do repositório, ou a hospedagem não aceita as credenciais dela. Nada foi gerado nem enviado, e o site continua na versão anterior.',
      '',
      NOTHING_IN_THE_EDITOR,
      '',
      `**Para a equipe técnica:** acerte cada configuração abaixo. Para conferir antes, rode \`npm run publication:check -- --probe\` com as configurações no ambiente. ${RUN_AGAIN}`,
      '',
      ...(lines.length > 0 ? lines : codeBlock(tailOf(log))),
      ...footer(context),
    ].join('\n'),
  };
}

/** What the known messages found in a log mean (known-failures.ts), above the log itself; nothing when none is. */
function meaning(step: FailureStep | undefined, log: string): string[] {
  const found = step ? knownFailuresIn(step, log) : [];
  return found.length > 0 ? ['**O que a mensagem quer dizer:**', '', ...found.map(failureLine), ''] : [];
}

function installationReport(log: string, context: ReportContext): FailureReport {
  return {
    title: 'Publicação parada: a instalação das dependências falhou',
    problems: [],
    body: [
      'A publicação parou antes do build, ao preparar a máquina do GitHub (baixar o código, o Node e as dependências com `npm ci`). Nada foi gerado nem enviado, e o site continua na versão anterior.',
      '',
      NOTHING_IN_THE_EDITOR,
      '',
      `**Para a equipe técnica:** a saída está abaixo. ${RUN_AGAIN}`,
      '',
      ...meaning('instalacao', log),
      ...codeBlock(tailOf(log)),
      ...footer(context),
    ].join('\n'),
  };
}

function buildReport(buildOutput: string, context: ReportContext): FailureReport {
  const problems = contentProblems(buildOutput);
  const files = [...new Set(problems.map((problem) => problem.where))];
  if (problems.length === 0) {
    return {
      title: 'Publicação parada: erro técnico no build',
      problems,
      body: [
        'A última publicação parou no build, e o site continua na versão anterior.',
        '',
        'O problema não é de conteúdo: é técnico. **Avise a equipe técnica** com o link do registro abaixo; não é preciso mudar nada no editor.',
        '',
        ...codeBlock(tailOf(buildOutput)),
        ...footer(context),
      ].join('\n'),
    };
  }
  return {
    title:
      files.length === 1
        ? `Publicação parada: conteúdo inválido em ${files[0]}`
        : `Publicação parada: conteúdo inválido em ${plural(files.length, 'arquivo', 'arquivos')}`,
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
      '**Como corrigir:** abra o item no editor (`/admin`), corrija o campo indicado e clique em **Salvar**; com o fluxo de revisão, depois em **Publicar**. A publicação roda de novo sozinha quando a correção chega à `main`.',
      ...footer(context),
    ].join('\n'),
  };
}

function sendReport(log: string, context: ReportContext): FailureReport {
  const host = context.host?.name ?? 'a hospedagem';
  return {
    title: `Publicação parada: o envio para ${host} falhou`,
    problems: [],
    body: [
      `O site foi gerado sem erros, mas o envio para ${host} falhou, e o site continua na versão anterior (ou com parte dos arquivos novos: as páginas vão por último).`,
      '',
      NOTHING_IN_THE_EDITOR,
      '',
      `**Para a equipe técnica:** a mensagem da hospedagem está abaixo, com os segredos mascarados. As credenciais precisam de: ${context.host?.permissions ?? 'a permissão de escrever no destino'}. ${RUN_AGAIN}`,
      '',
      ...meaning(context.host?.id, log),
      ...codeBlock(maskSecrets(tailOf(log), context.secrets ?? [])),
      ...footer(context),
    ].join('\n'),
  };
}

function liveReport(log: string, context: ReportContext): FailureReport {
  return {
    title: `Publicação não confirmada: o site no ar ainda mostra outra versão${context.host ? ` (${context.host.name})` : ''}`,
    problems: [],
    body: [
      'O site foi gerado e enviado, mas o endereço público ainda não mostra esta versão: as alterações podem não estar visíveis para os visitantes.',
      '',
      ...codeBlock(maskSecrets(tailOf(log, 10), context.secrets ?? [])),
      '',
      NOTHING_IN_THE_EDITOR,
      '',
      `**Para a equipe técnica:** o envio deu certo, mas o endereço público serve outra coisa.${context.host ? ` Confira: ${context.host.liveHint}` : ''} ${RUN_AGAIN}`,
      ...footer(context),
    ].join('\n'),
  };
}

/** The report of a failed publication, in pt-BR, for the step that stopped it and that step's log. */
export function failureReport(step: PublicationStep, log: string, context: ReportContext = {}): FailureReport {
  switch (step) {
    case 'instalacao':
      return installationReport(log, context);
    case 'configuracao':
      return configurationReport(log, context);
    case 'envio':
      return sendReport(log, context);
    case 'no-ar':
      return liveReport(log, context);
    default:
      return buildReport(log, context);
  }
}

function main(argv: readonly string[]): void {
  const option = (name: string) =>
    argv
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const env = process.env;
  const step = failedStep(env);
  const logFile = PUBLICATION_STEPS[step];
  const log = existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
    : 'A publicação parou antes deste passo: veja o registro da execução.';
  const secrets = allSettings()
    .filter((setting) => setting.kind === 'secret')
    .map((setting) => env[setting.name] ?? '')
    .filter(Boolean);
  const report = failureReport(step, log, {
    commit: option('commit'),
    runUrl: option('run-url'),
    host: hostOf(env.PUBLISH_TARGET),
    secrets,
  });
  process.stdout.write(`${argv.includes('--title') ? report.title : report.body}\n`);
}

if (require.main === module) main(process.argv.slice(2));
