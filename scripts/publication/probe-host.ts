// The access probe, the end of the configuration check in the publication workflow (check-settings.ts --probe): once
// every setting has its shape, the chosen host is asked, with its own tools, whether these credentials can publish,
// before anything is built. nginx: rsync over `ssh -o BatchMode=yes` writes a file into the destination and removes
// it. S3: `aws sts get-caller-identity` (AWS only) and a head of the bucket. Cloudflare: the token-verify endpoint
// and the project. Netlify: the site. A failure is named as the send's would be (known-failures.ts): the setting,
// the cause and what to do, in pt-BR, with the host's own words.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Host } from './hosts';
import { ANSI } from './content-problems';
import { knownFailuresIn, type FailureStep } from './known-failures';
import type { Env } from './setting-shapes';

/** The mark of a problem line (check-settings.ts prints its own lines with it, and the failure report reads them). */
const MARK = '✗';
/** What the nginx probe says of a destination that holds a home folder's files (known-failures.ts names it). */
export const HOME_FOLDER_MESSAGE = 'destination holds .ssh, .bashrc or .profile: a home folder';

/** The file the nginx probe writes and removes. */
export const PROBE_FILE = '.publicacao-acesso';
const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';
const NETLIFY_API = 'https://api.netlify.com/api/v1';

/** What a command printed, and whether it succeeded. */
interface Outcome {
  ok: boolean;
  output: string;
  /** The host's tool this machine lacks (the workflow's runner has them all): this machine's problem, not the host's. */
  missingTool?: string;
}

const run = (command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Outcome> =>
  new Promise((resolve) =>
    execFile(command, args, { env, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({
        ok: !error,
        output: `${stdout}${stderr}`.trim() || String(error ?? ''),
        ...(error && 'code' in error && error.code === 'ENOENT' ? { missingTool: command } : {}),
      }),
    ),
  );

/** The problem lines of a failed probe: each known message of the output with its line, or its first lines. */
export function probeProblems(step: FailureStep, host: Host, output: string): string[] {
  const lines = output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const found = knownFailuresIn(step, output);
  if (found.length === 0)
    return [`${MARK} Acesso a ${host.name}: a hospedagem recusou (${lines.slice(0, 3).join(' / ')}).`];
  return found.map((failure) => {
    const said = lines.find((line) => failure.pattern.test(line)) ?? lines[0] ?? '';
    return `${MARK} ${failure.setting ?? `Acesso a ${host.name}`}: ${failure.cause}. O que fazer: ${failure.fix}. A hospedagem respondeu: ${said}`;
  });
}

/** nginx: the destination takes a file over ssh, with the workflow's ssh options, and lets it be removed. */
async function probeNginx(env: Env): Promise<Outcome> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acesso-'));
  try {
    writeFileSync(path.join(dir, 'chave'), `${env.SSH_KEY?.trim() ?? ''}\n`, { mode: 0o600 });
    writeFileSync(path.join(dir, 'known_hosts'), `${env.SSH_KNOWN_HOSTS?.trim() ?? ''}\n`);
    writeFileSync(path.join(dir, PROBE_FILE), 'acesso conferido antes do build\n');
    const empty = path.join(dir, 'vazia');
    writeFileSync(path.join(dir, 'filtro'), `+ /${PROBE_FILE}\n- *\n`);
    const ssh = [
      'ssh',
      `-i ${path.join(dir, 'chave')}`,
      `-o UserKnownHostsFile=${path.join(dir, 'known_hosts')}`,
      '-o StrictHostKeyChecking=yes -o BatchMode=yes -o ConnectTimeout=15 -o IdentitiesOnly=yes',
      env.SSH_PORT?.trim() ? `-p ${env.SSH_PORT.trim()}` : '',
    ].join(' ');
    const rsyncEnv = { ...process.env, RSYNC_RSH: ssh };
    const destination = (env.RSYNC_DESTINATION ?? '').trim().replace(/\/+$/, '');
    // The send removes from the destination what the site lacks (rsync --delete): a home folder would lose its .ssh.
    const listed = await run('rsync', ['--list-only', `${destination}/`], rsyncEnv);
    if (listed.ok && /\s\.(ssh|bashrc|profile)$/m.test(listed.output)) {
      return { ok: false, output: `${HOME_FOLDER_MESSAGE} (${destination})` };
    }
    const wrote = await run('rsync', [path.join(dir, PROBE_FILE), `${destination}/${PROBE_FILE}`], rsyncEnv);
    if (!wrote.ok) return wrote;
    mkdirSync(empty);
    // Awaited here: the folder with the key and the filter is removed as this returns.
    return await run(
      'rsync',
      ['-r', '--delete', `--filter=merge ${path.join(dir, 'filtro')}`, `${empty}/`, `${destination}/`],
      rsyncEnv,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** S3: who the keys are (on AWS), and the bucket, with the AWS CLI the send uses. */
async function probeS3(env: Env): Promise<Outcome> {
  const awsEnv = { ...process.env, ...env, AWS_EC2_METADATA_DISABLED: 'true' } as NodeJS.ProcessEnv;
  const endpoint = env.S3_ENDPOINT_URL?.trim();
  if (!endpoint) {
    const who = await run('aws', ['sts', 'get-caller-identity'], awsEnv);
    if (!who.ok) return who;
  }
  const bucket = ['s3api', 'head-bucket', '--bucket', env.S3_BUCKET?.trim() ?? ''];
  return run('aws', endpoint ? [...bucket, '--endpoint-url', endpoint] : bucket, awsEnv);
}

/** A JSON API's answer as a line the known failures recognise: its status and its errors with their codes. */
async function ask(url: string, token: string): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      errors?: { code?: number; message?: string }[];
      message?: string;
    };
    const errors = (body.errors ?? []).map((error) => `${error.message ?? ''} [code: ${error.code ?? '?'}]`);
    const said = [`${response.status} ${response.statusText}`, ...errors, body.message ?? ''].filter(Boolean).join(' ');
    return { ok: response.ok && body.success !== false, output: said };
  } catch (error) {
    return { ok: false, output: `não respondeu (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Cloudflare: the token is active (a user's token, or an account's), then the account has the project. */
async function probeCloudflare(env: Env): Promise<Outcome> {
  const api = (env.CLOUDFLARE_API_BASE_URL?.trim() || CLOUDFLARE_API).replace(/\/+$/, '');
  const token = env.CLOUDFLARE_API_TOKEN?.trim() ?? '';
  const account = env.CLOUDFLARE_ACCOUNT_ID?.trim() ?? '';
  const asUser = await ask(`${api}/user/tokens/verify`, token);
  if (!asUser.ok) {
    const asAccount = await ask(`${api}/accounts/${account}/tokens/verify`, token);
    if (!asAccount.ok) return asUser;
  }
  return ask(`${api}/accounts/${account}/pages/projects/${env.CLOUDFLARE_PROJECT?.trim() ?? ''}`, token);
}

/** Netlify: the token reaches the site. */
function probeNetlify(env: Env): Promise<Outcome> {
  const api = (env.NETLIFY_API_URL?.trim() || NETLIFY_API).replace(/\/+$/, '');
  return ask(`${api}/sites/${env.NETLIFY_SITE_ID?.trim() ?? ''}`, env.NETLIFY_AUTH_TOKEN?.trim() ?? '');
}

const PROBES: Record<Host['id'], (env: Env) => Promise<Outcome>> = {
  nginx: probeNginx,
  s3: probeS3,
  cloudflare: probeCloudflare,
  netlify: probeNetlify,
};

/** The problems the host finds with these credentials; none when it would take a publication. */
export async function probeHost(host: Host, env: Env): Promise<string[]> {
  const { ok, output, missingTool } = await PROBES[host.id](env);
  if (missingTool) {
    return [
      `${MARK} Acesso a ${host.name}: não conferido, porque o comando ${missingTool} não está instalado nesta máquina; instale-o (docs/publicacao.md#conferir-a-configuração-antes-de-publicar) ou deixe a conferência para o workflow.`,
    ];
  }
  return ok ? [] : probeProblems(host.id, host, output);
}
