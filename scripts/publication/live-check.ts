// The live check, the publication workflow's step after the send: the site as visitors reach it serves the version
// file (content/rules/publication.ts) of the commit just built, or of a commit with the same files (compare-live.ts
// sent nothing). It asks again with growing pauses (a CDN may take a moment to see the new files) until a bound, then
// fails with a pt-BR message that names the host and what to check.
// A cache in front of the host, a wrong project name or an upload into the wrong folder all end here, in a red run.
//
//   GITHUB_SHA=<commit> SITE_URL=https://… [LIVE_CHECK_URL=https://…] [LIVE_CHECK_ADDRESS=<server IP>] \
//     [PUBLISH_TARGET=…] [LIVE_CHECK_TIMEOUT_SECONDS=300] npx tsx scripts/publication/live-check.ts
// With LIVE_CHECK_ADDRESS, the site's name is sent to that server instead of where the DNS points it (a new server,
// before the domain moves).
import { appendFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLiveVersion, VERSION_FILE_PATH, type LiveVersion } from '../../content/rules/publication';
import { formatBuiltAt } from '../../lib/build-time';
import { outDir } from '../../content/rules/serving';
import { hostOf, LIVE_CHECK_ADDRESS_VARIABLE, type Host } from './hosts';
import { builtVersion } from './site-digest';

/** The default bound: CDN propagation takes seconds to a few minutes. */
export const DEFAULT_TIMEOUT_SECONDS = 300;
/** The pauses between two reads: they double from the first, up to the last. */
export const FIRST_PAUSE_MS = 2_000;
export const LONGEST_PAUSE_MS = 30_000;

/** How long one read of the version file waits for an answer. */
export const READ_TIMEOUT_MS = 15_000;

/**
 * What one read of the version file found. `transient`: no answer, or an answer that says "not now" (a 5xx, 408,
 * 429), which a moment later may be the version file; a 404 or another page is an answer.
 */
export type Reading = { version: LiveVersion } | { problem: string; transient?: true };

/** Statuses that say the server could not answer now, rather than what it holds. */
const isTransientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

export interface LiveCheckOptions {
  /** The address of the site's root. */
  baseUrl: string;
  /** The commit the run built. */
  commit: string;
  /** The digest of the site it built: a live version with the same files is this one, whatever its commit. */
  digest?: string;
  timeoutMs: number;
  read?: (url: string) => Promise<Reading>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface LiveCheckResult {
  ok: boolean;
  url: string;
  /** The last reading. */
  last: Reading;
  attempts: number;
  elapsedMs: number;
}

/** What an answer from the version file's address holds: the version, or what came instead of it. */
function readingOf(status: number, text: string): Reading {
  if (status < 200 || status > 299)
    return { problem: `respondeu ${status}`, ...(isTransientStatus(status) ? { transient: true as const } : {}) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return isLiveVersion(body) ? { version: body } : { problem: 'respondeu algo que não é o arquivo de versão' };
}

/** The version file as the site serves it now, asked past any cache on the way. */
export async function readVersion(url: string, timeoutMs = READ_TIMEOUT_MS): Promise<Reading> {
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readingOf(response.status, await response.text());
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const what = error instanceof Error ? error.message : String(error);
    return { problem: `não respondeu (${what}${cause})`, transient: true };
  }
}

/** A lookup that answers `address` for every name: the request goes there, with the site's name in it. */
function lookupAt(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * The version file as the server at `address` serves it for the site's name (Host and TLS name), before the domain
 * points there: the new server's certificate is not checked then, as it may still be the provisional one.
 */
export function readVersionAt(address: string, timeoutMs = READ_TIMEOUT_MS): (url: string) => Promise<Reading> {
  return (url) =>
    new Promise((resolve) => {
      const options = {
        lookup: lookupAt(address),
        rejectUnauthorized: false,
        headers: { 'Cache-Control': 'no-cache' },
      };
      const answered = (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(readingOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
      };
      const request = (url.startsWith('https:') ? httpsGet : httpGet)(url, options, answered);
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`sem resposta em ${timeoutMs / 1000} s`)));
      request.on('error', (error) =>
        resolve({ problem: `não respondeu em ${address} (${error.message})`, transient: true }),
      );
    });
}

type Env = Readonly<Record<string, string | undefined>>;

/** The server's address the version file is read at while the domain has not moved there, if one is set. */
function checkAddress(env: Env): string | undefined {
  return env[LIVE_CHECK_ADDRESS_VARIABLE]?.trim() || undefined;
}

/** How the version file is read: at the server's address while the domain has not moved, or as visitors reach it. */
export function versionReader(env: Env, timeoutMs = READ_TIMEOUT_MS): (url: string) => Promise<Reading> {
  const address = checkAddress(env);
  return address ? readVersionAt(address, timeoutMs) : (url) => readVersion(url, timeoutMs);
}

/** A real pause; the tests pass their own. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The live version is the site built: its commit, or the same files (an unchanged site, not sent again). */
export function isThisSite(live: LiveVersion, commit: string, digest: string | undefined): boolean {
  return live.commit === commit || (digest !== undefined && live.digest === digest);
}

/** Reads the version file until it is the site built (`commit`, or `digest`), or the bound passes. */
export async function waitForLiveVersion({
  baseUrl,
  commit,
  digest,
  timeoutMs,
  read = readVersion,
  sleep = wait,
  now = Date.now,
}: LiveCheckOptions): Promise<LiveCheckResult> {
  const url = `${baseUrl.replace(/\/+$/, '')}${VERSION_FILE_PATH}`;
  const started = now();
  let pause = FIRST_PAUSE_MS;
  for (let attempts = 1; ; attempts += 1) {
    const last = await read(url);
    const elapsedMs = now() - started;
    if ('version' in last && isThisSite(last.version, commit, digest))
      return { ok: true, url, last, attempts, elapsedMs };
    const left = timeoutMs - elapsedMs;
    if (left <= 0) return { ok: false, url, last, attempts, elapsedMs };
    await sleep(Math.min(pause, left));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}

const short = (commit: string) => (commit ? commit.slice(0, 7) : 'sem commit');

function versionText(version: LiveVersion): string {
  return `${formatBuiltAt(new Date(version.builtAt))} (commit ${short(version.commit)}, ${version.pages} páginas)`;
}

/** The step's message: what the live site shows, in pt-BR; on failure, the host and what to check. */
export function liveCheckMessage(result: LiveCheckResult, commit: string, host: Host | undefined): string {
  const seconds = Math.round(result.elapsedMs / 1000);
  if (result.ok && 'version' in result.last) {
    const whose =
      result.last.version.commit === commit ? 'a deste envio' : `com os mesmos arquivos do commit ${short(commit)}`;
    return `No ar: ${result.url} mostra a versão de ${versionText(result.last.version)}, ${whose} (conferido em ${seconds} s).`;
  }
  const shows =
    'version' in result.last
      ? `o site no ar ainda mostra a versão de ${versionText(result.last.version)}`
      : `o arquivo de versão do site no ar ${result.last.problem}`;
  return [
    `Enviado, mas ${shows}, e não a do commit ${short(commit)}, depois de ${seconds} s e ${result.attempts} tentativas (${result.url}).`,
    `Hospedagem: ${host?.name ?? 'desconhecida'}. Confira: ${host?.liveHint ?? 'se o domínio aponta para a hospedagem que recebeu o envio.'}`,
  ].join('\n');
}

/** What a check at the server's address proved, and what it leaves for after the domain moves. */
export function addressNote(address: string): string {
  return `Conferido no servidor ${address} (${LIVE_CHECK_ADDRESS_VARIABLE}), com o nome do site no pedido, antes de o domínio apontar para ele; o certificado não foi conferido. Depois de mudar o DNS e pôr o certificado, apague ${LIVE_CHECK_ADDRESS_VARIABLE} e publique de novo.`;
}

async function main(): Promise<void> {
  const env = process.env;
  const commit = env.GITHUB_SHA ?? '';
  const baseUrl = env.LIVE_CHECK_URL?.trim() || env.SITE_URL?.trim() || '';
  const host = hostOf(env.PUBLISH_TARGET);
  if (!commit || !baseUrl) {
    console.error('live-check: GITHUB_SHA e SITE_URL (ou LIVE_CHECK_URL) são necessários.');
    process.exitCode = 2;
    return;
  }
  const timeoutMs = Number(env.LIVE_CHECK_TIMEOUT_SECONDS || DEFAULT_TIMEOUT_SECONDS) * 1000;
  const { digest } = builtVersion(outDir);
  const read = versionReader(env);
  const result = await waitForLiveVersion({ baseUrl, commit, timeoutMs, read, ...(digest ? { digest } : {}) });
  const address = checkAddress(env);
  const message = `${liveCheckMessage(result, commit, host)}${address ? `\n${addressNote(address)}` : ''}`;
  (result.ok ? console.log : console.error)(message);
  if (result.ok && env.GITHUB_STEP_SUMMARY) {
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `## Publicado e conferido\n\n${message}\n\nSe havia um aviso de publicação parada aberto, o passo seguinte o fecha.\n`,
    );
  }
  process.exitCode = result.ok ? 0 : 1;
}

if (require.main === module) void main();
