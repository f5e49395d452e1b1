// The publication workflow's step between the build and the send: the live site's version file is read, and when its
// digest is the digest of the site just built (site-digest.ts), nothing is sent. A daily run on a day the calendar
// changes nothing then costs the host nothing (no deploy, no upload, no invalidation); the live check that follows
// still confirms the live copy. The step sets its output `mudou` ("true" or "false") for the send steps' conditions.
// A live site that does not answer, or answers "not now" (a 5xx), is read again after short pauses before it counts
// as changed: one hiccup must not cost a send (on Netlify, a production deploy's credits). A live site that answers
// without the version file (a 404: the first publication) counts as changed at once. When the site is sent only
// because it could not be read, the run's summary says so. A run started by hand with "enviar mesmo sem mudança"
// (SEND_ANYWAY=true) always sends, without reading.
//
//   SITE_URL=https://… [LIVE_CHECK_URL=https://…] [SEND_ANYWAY=true] npx tsx scripts/publication/compare-live.ts
import { appendFileSync } from 'node:fs';
import { VERSION_FILE_PATH, type LiveVersion } from '../../content/rules/publication';
import { outDir } from '../../content/rules/serving';
import { versionReader, wait, type Reading } from './live-check';
import { builtVersion } from './site-digest';

/** The summary's heading when nothing is sent. */
export const UNCHANGED_HEADING = 'Nada mudou: o site no ar já é esta versão';
/** The summary's heading when the site is sent only because the live one could not be read. */
export const UNREADABLE_HEADING = 'Enviado só porque o site no ar não pôde ser lido';

/**
 * The pauses before each new read of a version file that could not be read. A CDN's or a host's hiccup (a 502 during
 * its own restart, a dropped connection) lasts seconds; 17 s in all covers it, and a host down for longer gains
 * nothing from more waiting: then the site is sent, as the host may have lost its files.
 */
export const RETRY_PAUSES_MS: readonly number[] = [2_000, 5_000, 10_000];
/** Each read's bound: a version file answers in under a second; a host that hangs costs at most 4 × 10 s + 17 s. */
export const COMPARE_READ_TIMEOUT_MS = 10_000;

export interface Comparison {
  changed: boolean;
  /** Why, in pt-BR. */
  reason: string;
  /** Sent only because the live version file could not be read, after every read. */
  unreadable?: true;
}

/** Whether the built site must be sent, given what the live site serves after `reads` reads. */
export function compareWithLive(built: LiveVersion, live: Reading, sendAnyway: boolean, reads = 1): Comparison {
  if (sendAnyway) return { changed: true, reason: 'Enviado sem comparar: pedido à mão ("enviar mesmo sem mudança").' };
  if (!('version' in live)) {
    if (live.transient) {
      return {
        changed: true,
        unreadable: true,
        reason: `O arquivo de versão do site no ar ${live.problem}, em ${reads} leituras: sem ele, não há como saber se o site mudou, e o site é enviado inteiro.`,
      };
    }
    return { changed: true, reason: `O arquivo de versão do site no ar ${live.problem}: o site é enviado inteiro.` };
  }
  if (!live.version.digest) {
    return { changed: true, reason: 'O site no ar é de antes do resumo dos arquivos: o site é enviado.' };
  }
  if (!built.digest || live.version.digest !== built.digest) {
    return { changed: true, reason: 'O site mudou desde a versão no ar: ele é enviado.' };
  }
  const late = reads > 1 ? ` O site no ar só respondeu na leitura ${reads}.` : '';
  return {
    changed: false,
    reason: `Os arquivos deste build são os mesmos do site no ar (resumo ${built.digest.slice(0, 12)}): nada foi enviado, e a hospedagem não foi usada.${late}`,
  };
}

export interface RetryOptions {
  pauses?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/** Reads the version file, and again after each pause while the reading is transient: the last one, and the count. */
export async function readLive(
  url: string,
  read: (url: string) => Promise<Reading>,
  { pauses = RETRY_PAUSES_MS, sleep = wait }: RetryOptions = {},
): Promise<{ reading: Reading; reads: number }> {
  let reading = await read(url);
  let reads = 1;
  for (const pause of pauses) {
    if (!('problem' in reading && reading.transient)) break;
    await sleep(pause);
    reading = await read(url);
    reads += 1;
  }
  return { reading, reads };
}

export interface ComparisonOptions extends RetryOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** The built site (out/). */
  siteDir?: string;
  /** How one read is made; by default, as the live check reads (versionReader). */
  read?: (url: string) => Promise<Reading>;
}

/** The comparison never stops a publication: when it cannot tell, the site is sent. */
export async function comparison({ env, siteDir = outDir, read, ...retry }: ComparisonOptions): Promise<Comparison> {
  try {
    const built = builtVersion(siteDir);
    const sendAnyway = env.SEND_ANYWAY === 'true';
    const baseUrl = (env.LIVE_CHECK_URL?.trim() || env.SITE_URL?.trim() || '').replace(/\/+$/, '');
    if (sendAnyway || !baseUrl) return compareWithLive(built, { problem: 'não tem endereço' }, sendAnyway);
    const reader = read ?? versionReader(env, COMPARE_READ_TIMEOUT_MS);
    const { reading, reads } = await readLive(`${baseUrl}${VERSION_FILE_PATH}`, reader, retry);
    return compareWithLive(built, reading, false, reads);
  } catch (error) {
    return { changed: true, reason: `Não deu para comparar (${String(error)}): o site é enviado.` };
  }
}

/** The step's output for the send steps, and the run's summary when nothing is sent or the live site was unreadable. */
export function reportComparison(result: Comparison, env: Readonly<Record<string, string | undefined>>): void {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `mudou=${result.changed}\n`);
  if (!env.GITHUB_STEP_SUMMARY) return;
  if (!result.changed) appendFileSync(env.GITHUB_STEP_SUMMARY, `## ${UNCHANGED_HEADING}\n\n${result.reason}\n\n`);
  if (result.unreadable) {
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `## ${UNREADABLE_HEADING}\n\n${result.reason}\n\nSe o site não mudou, este envio não era preciso (no Netlify, ele gasta os créditos de um deploy). Se isso se repetir, confira a hospedagem: o ${VERSION_FILE_PATH} deve responder sempre.\n\n`,
    );
  }
}

/** The step: compares, prints why, and reports; `options` stand in for the network and the clock in the tests. */
export async function runComparison(options: ComparisonOptions): Promise<Comparison> {
  const result = await comparison(options);
  console.log(result.reason);
  reportComparison(result, options.env);
  return result;
}

if (require.main === module) void runComparison({ env: process.env });
