// The publication workflow's step between the build and the send: the live site's version file is read, and when its
// digest is the digest of the site just built (site-digest.ts), nothing is sent. A daily run on a day the calendar
// changes nothing then costs the host nothing (no deploy, no upload, no invalidation); the live check that follows
// still confirms the live copy. The step sets its output `mudou` ("true" or "false") for the send steps' conditions.
// A live site that cannot be read (the first publication, a host that is down) counts as changed. A run started by
// hand with "enviar mesmo sem mudança" (SEND_ANYWAY=true) always sends.
//
//   SITE_URL=https://… [LIVE_CHECK_URL=https://…] [SEND_ANYWAY=true] npx tsx scripts/publication/compare-live.ts
import { appendFileSync } from 'node:fs';
import { VERSION_FILE_PATH, type LiveVersion } from '../../content/rules/publication';
import { outDir } from '../../content/rules/serving';
import { versionReader, type Reading } from './live-check';
import { builtVersion } from './site-digest';

/** The summary's heading when nothing is sent. */
export const UNCHANGED_HEADING = 'Nada mudou: o site no ar já é esta versão';

export interface Comparison {
  changed: boolean;
  /** Why, in pt-BR. */
  reason: string;
}

/** Whether the built site must be sent, given what the live site serves. */
export function compareWithLive(built: LiveVersion, live: Reading, sendAnyway: boolean): Comparison {
  if (sendAnyway) return { changed: true, reason: 'Enviado sem comparar: pedido à mão ("enviar mesmo sem mudança").' };
  if (!('version' in live)) {
    return { changed: true, reason: `O arquivo de versão do site no ar ${live.problem}: o site é enviado inteiro.` };
  }
  if (!live.version.digest) {
    return { changed: true, reason: 'O site no ar é de antes do resumo dos arquivos: o site é enviado.' };
  }
  if (!built.digest || live.version.digest !== built.digest) {
    return { changed: true, reason: 'O site mudou desde a versão no ar: ele é enviado.' };
  }
  return {
    changed: false,
    reason: `Os arquivos deste build são os mesmos do site no ar (resumo ${built.digest.slice(0, 12)}): nada foi enviado, e a hospedagem não foi usada.`,
  };
}

/** The comparison never stops a publication: when it cannot tell, the site is sent. */
async function comparison(env: NodeJS.ProcessEnv): Promise<Comparison> {
  try {
    const baseUrl = (env.LIVE_CHECK_URL?.trim() || env.SITE_URL?.trim() || '').replace(/\/+$/, '');
    const live = baseUrl ? await versionReader(env)(`${baseUrl}${VERSION_FILE_PATH}`) : { problem: 'não tem endereço' };
    return compareWithLive(builtVersion(outDir), live, env.SEND_ANYWAY === 'true');
  } catch (error) {
    return { changed: true, reason: `Não deu para comparar (${String(error)}): o site é enviado.` };
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const { changed, reason } = await comparison(env);
  console.log(reason);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `mudou=${changed}\n`);
  if (!changed && env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `## ${UNCHANGED_HEADING}\n\n${reason}\n\n`);
}

if (require.main === module) void main();
