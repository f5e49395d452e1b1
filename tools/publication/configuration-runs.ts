// The local runs that stop at the configuration check (local-run.ts): before the build, the setting named in pt-BR,
// the issue opened, nothing sent.
import { readFileSync, writeFileSync } from 'node:fs';
import { HOSTS } from '../../scripts/publication/hosts';
import { check, complete, github, sent, vars } from './run-context';
import { runWorkflow } from './workflow-run';

/** 1. Runs that stop at the configuration check: before the build, the setting named in pt-BR, nothing sent. */
export async function configurationRuns(dir: string, env: Record<string, string>, calls: string): Promise<void> {
  const cases: { what: string; vars: Record<string, string>; secrets: Record<string, string>; names: string }[] = [
    { what: 'no host', vars, secrets: {}, names: 'PUBLISH_TARGET (variável): falta' },
    {
      what: 'an unknown host',
      vars: { ...vars, PUBLISH_TARGET: 'cloudfare' },
      secrets: {},
      names: 'PUBLISH_TARGET (variável): "cloudfare" não é uma hospedagem conhecida',
    },
    ...HOSTS.map((host) => {
      const settings = complete[host.id] ?? { vars: {}, secrets: {} };
      const [missing] = Object.keys(settings.secrets);
      const secrets = Object.fromEntries(Object.entries(settings.secrets).filter(([name]) => name !== missing));
      return {
        what: `${host.id} without ${missing}`,
        vars: { ...vars, ...settings.vars, PUBLISH_TARGET: host.id },
        secrets,
        names: `${missing} (segredo): falta`,
      };
    }),
  ];
  for (const { what, vars: repositoryVars, secrets, names } of cases) {
    console.log(`test:publication: the configuration check, ${what}`);
    writeFileSync(calls, '');
    const result = await runWorkflow({ dir, context: { vars: repositoryVars, secrets, github }, env }, true);
    const recorded = readFileSync(calls, 'utf8');
    check(
      result.failed && result.ran[0] === 'Conferir a configuração',
      `${what}: the run did not stop at the configuration check (${result.ran.join(', ')})`,
    );
    check(!result.ran.includes('Build') && !sent(result), `${what}: it built or sent (${result.ran.join(', ')})`);
    check(
      result.summary.includes(names) && recorded.includes(names),
      `${what}: the report does not say "${names}":\n${result.summary}`,
    );
    check(
      recorded.includes('issue create --title Publicação parada: configuração incompleta'),
      `${what}: no issue opened with the configuration title:\n${recorded}`,
    );
    check(!recorded.includes('issue close'), `${what}: the failure issue was closed`);
  }
}
