// The configuration check, the publication workflow's first step (.github/workflows/publicar.yml): before anything is
// built, the repository's settings for the chosen host (scripts/publication/hosts.ts) are all there and well formed.
// One pt-BR line per problem: the setting, what it is, where to set it and the guide's section. Each value is held
// to its shape (setting-shapes.ts: a private key ssh-keygen reads, a bucket name by S3's rules, the two AWS keys not
// swapped…); a secret's value is never printed. With --probe, as the workflow runs it, the host itself is then asked
// whether these credentials can publish (probe-host.ts). The technical person runs the same check before pushing, with the
// settings in the environment:
//
//   PUBLISH_TARGET=cloudflare SITE_URL=https://www.escolafrionorte.com.br CLOUDFLARE_ACCOUNT_ID=… \
//     CLOUDFLARE_PROJECT=frio-norte CLOUDFLARE_API_TOKEN=… npm run publication:check
import {
  COMMON_HEADING,
  COMMON_SETTINGS,
  guideLink,
  hostOf,
  SETTINGS_PLACE,
  TARGET_SETTING,
  type Host,
  type Setting,
} from './hosts';
import { probeHost } from './probe-host';

type Env = Readonly<Record<string, string | undefined>>;

/** The mark that starts each problem line: the failure report reads these lines from the step's log. */
export const PROBLEM_MARK = '✗';

export interface SettingProblem {
  setting: Setting;
  /** The checklist that sets it up. */
  heading: string;
  /** "falta", or what is wrong with the value. */
  problem: string;
}

export interface SettingsCheck {
  host?: Host;
  problems: SettingProblem[];
}

function problemsOf(settings: readonly Setting[], heading: string, env: Env): SettingProblem[] {
  return settings.flatMap((setting) => {
    const value = env[setting.name]?.trim() ?? '';
    if (!value) return setting.required ? [{ setting, heading, problem: 'falta' }] : [];
    const wrong = setting.validate?.(value, env);
    return wrong ? [{ setting, heading, problem: wrong }] : [];
  });
}

/** The problems of the settings in `env`: the common ones, then the chosen host's (none when no host is chosen). */
export function checkSettings(env: Env): SettingsCheck {
  const host = hostOf(env[TARGET_SETTING]?.trim());
  return {
    ...(host ? { host } : {}),
    problems: [
      ...problemsOf(COMMON_SETTINGS, COMMON_HEADING, env),
      ...(host ? problemsOf(host.settings, host.heading, env) : []),
    ],
  };
}

const KIND_NAMES = { variable: 'variável', secret: 'segredo' } as const;

/** One problem as the technical person reads it. */
export function problemLine({ setting, heading, problem }: SettingProblem): string {
  return `${PROBLEM_MARK} ${setting.name} (${KIND_NAMES[setting.kind]}): ${problem}. É ${setting.what}. Onde: ${SETTINGS_PLACE[setting.kind]}. Guia: ${guideLink(heading)}`;
}

/** The check's whole output, and whether the run may go on. */
export function settingsReport(env: Env): { ok: boolean; text: string } {
  const { host, problems } = checkSettings(env);
  if (problems.length > 0) {
    const where = host ? `para ${host.name}` : 'da publicação';
    return {
      ok: false,
      text: [`Configuração incompleta ${where}: nada foi gerado nem enviado.`, ...problems.map(problemLine)].join('\n'),
    };
  }
  const names = [...COMMON_SETTINGS, ...(host?.settings ?? [])]
    .filter((setting) => env[setting.name]?.trim())
    .map((setting) => setting.name);
  return {
    ok: true,
    text: `Configuração completa para ${host?.name ?? '?'}: ${names.join(', ')}. Permissões necessárias: ${host?.permissions ?? ''}.`,
  };
}

/** The first line of a failed probe's output: the failure report names the host as refusing, not the settings. */
export const PROBE_REFUSED = 'A hospedagem recusou o acesso com estas configurações: nada foi gerado nem enviado.';

/** With --probe (the workflow): once the settings have their shape, the host is asked whether they can publish. */
async function main(argv: readonly string[]): Promise<void> {
  const { ok, text } = settingsReport(process.env);
  (ok ? console.log : console.error)(text);
  const host = hostOf(process.env[TARGET_SETTING]?.trim());
  if (!ok || !host || !argv.includes('--probe')) {
    process.exitCode = ok ? 0 : 1;
    return;
  }
  const problems = await probeHost(host, process.env);
  if (problems.length === 0) console.log(`Acesso a ${host.name} conferido: as credenciais podem publicar.`);
  else console.error([PROBE_REFUSED, ...problems].join('\n'));
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (require.main === module) void main(process.argv.slice(2));
