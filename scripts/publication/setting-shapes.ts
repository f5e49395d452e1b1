// The shape of each publication setting (hosts.ts reads these): a value that cannot work is refused before anything is
// built, with the reason and the fix in pt-BR, rather than at the send with the host's generic message. A secret's
// value is never quoted. Some settings are judged beside another (the two AWS keys, the server and its port in
// known_hosts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;
/** A problem with a value that is set (pt-BR), or undefined. */
export type Shape = (value: string, env: Env) => string | undefined;

/** 127.0.0.1, localhost, ::1: the local stand-ins of `npm run test:publication`, the one place http may be used. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The host as written, for the upper-case check (URL lowers it). */
const writtenHost = (value: string) => /^[a-z]+:\/\/([^/:?#]*)/i.exec(value.trim())?.[1] ?? '';

/**
 * An https origin: scheme, host and port only, the host in lower case. Over http, or with a path, only for a local
 * stand-in when `localPathAllowed` (the S3 stand-in serves its bucket under a path).
 */
export function httpsOrigin({ localPathAllowed = false } = {}): Shape {
  return (value) => {
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      return `"${value}" não é um endereço; escreva como https://www.escolafrionorte.com.br`;
    }
    if (localPathAllowed && isLoopback(url) && ['http:', 'https:'].includes(url.protocol)) return undefined;
    if (url.protocol !== 'https:') return `"${value}" precisa começar com https:// (o site só é servido em https)`;
    const host = writtenHost(value);
    if (host !== host.toLowerCase()) {
      return `"${value}" tem letras maiúsculas no domínio; escreva ${url.origin}, em minúsculas: o endereço de cada página, do sitemap e dos cartões do WhatsApp sai dele letra por letra`;
    }
    if (url.pathname !== '/' || url.search || url.hash || value.trim().replace(/\/$/, '') !== url.origin) {
      return `"${value}" deve ser só o endereço do site, sem caminho nem barra no fim (${url.origin}); o /version.json é procurado na raiz dele`;
    }
    return undefined;
  };
}

/** An http(s) address (the optional services). */
export const webAddress: Shape = (value) => {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) return undefined;
    return `"${value}" precisa começar com https://`;
  } catch {
    return `"${value}" não é um endereço (https://…)`;
  }
};

/** A server's IP address (v4 or v6), as `ip -br addr` or the hosting panel shows it: no name, no port. */
export const ipAddress: Shape = (value) =>
  isIP(value.trim()) === 0
    ? `"${value}" não é um endereço IP; use o IP do servidor, como 203.0.113.10 (o nome ainda aponta para o site antigo)`
    : undefined;

const PRIVATE_KEY = /^-----BEGIN (OPENSSH|RSA|EC|DSA)? ?PRIVATE KEY-----\s[\s\S]+\s-----END \1? ?PRIVATE KEY-----\s*$/;
const PUBLIC_KEY = /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-\S+|sk-\S+) [A-Za-z0-9+/]+=*/;

/** What ssh-keygen says of a private key: undefined when it reads it with no passphrase; absent ssh-keygen: undefined. */
function keygenProblem(key: string): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chave-'));
  try {
    const file = path.join(dir, 'chave');
    writeFileSync(file, `${key.trim()}\n`, { mode: 0o600 });
    const result = spawnSync('ssh-keygen', ['-y', '-P', '', '-f', file], { encoding: 'utf8' });
    if (result.error) return undefined;
    if (result.status === 0) return undefined;
    if (/passphrase/i.test(result.stderr)) {
      return 'a chave tem senha, e o GitHub não tem como digitá-la; gere uma chave só para a publicação, sem senha (ssh-keygen -t ed25519 -N "")';
    }
    return `o ssh-keygen não consegue ler a chave (${result.stderr.trim().split('\n')[0] ?? ''}); cole o arquivo da chave privada inteiro, da linha -----BEGIN à linha -----END`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** SSH_KEY: an SSH private key that ssh-keygen reads with no passphrase. */
export const sshPrivateKey: Shape = (value) => {
  const key = value.trim();
  if (PUBLIC_KEY.test(key)) {
    return 'é uma chave pública (a linha ssh-ed25519 …, o arquivo .pub); o segredo é a chave privada, o arquivo sem .pub, que começa com -----BEGIN OPENSSH PRIVATE KEY-----';
  }
  if (!PRIVATE_KEY.test(key)) {
    return 'não é uma chave privada SSH inteira: cole o arquivo todo, da linha -----BEGIN OPENSSH PRIVATE KEY----- à linha -----END OPENSSH PRIVATE KEY-----, com as quebras de linha';
  }
  return keygenProblem(key);
};

const KNOWN_HOST_LINE =
  /^(@\S+\s+)?(\S+)\s+(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp(256|384|521)|sk-\S+)\s+[A-Za-z0-9+/]+=*(\s.*)?$/;

/**
 * The environment variable that lets RSYNC_DESTINATION be a folder of this machine: set only by the local run of the
 * workflow (`npm run test:publication`, tools/publication/), which sends to folders. On GitHub, a folder is a mistake.
 */
export const LOCAL_TARGETS_VARIABLE = 'PUBLICATION_LOCAL_TARGETS';

const EXAMPLE_DESTINATION = 'deploy@servidor:/var/www/frio-norte/out';

/** RSYNC_DESTINATION: user@server:/folder, the folder written out. */
export const rsyncDestination: Shape = (value, env) => {
  const destination = value.trim();
  if (destination.startsWith('/')) {
    return env[LOCAL_TARGETS_VARIABLE] === '1'
      ? undefined
      : `"${destination}" é só a pasta, sem o usuário e o servidor: o envio sai do GitHub por SSH; escreva usuário@servidor:${destination}, como ${EXAMPLE_DESTINATION}`;
  }
  if (/^[^@\s]+@[^:\s]+:$/.test(destination)) {
    return `"${destination}" não tem a pasta depois de ":"; escreva a pasta que o nginx serve, como ${EXAMPLE_DESTINATION}`;
  }
  return /^[^@\s]+@[^:\s]+:\/\S+$/.test(destination)
    ? undefined
    : `"${destination}" deve ser usuário@servidor:/pasta, como ${EXAMPLE_DESTINATION}`;
};

/** The server of an rsync destination, user@server:/folder; undefined for a local folder. */
export const destinationServer = (destination: string | undefined) =>
  /^[^@\s]+@([^:\s]+):/.exec(destination ?? '')?.[1];

/** A known_hosts line's names, each with its port when written [name]:port (ssh-keyscan -p writes that). */
const knownNames = (lines: readonly string[]) =>
  lines.flatMap((line) =>
    (KNOWN_HOST_LINE.exec(line)?.[2] ?? '').split(',').map((entry) => {
      const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
      return bracketed ? { name: bracketed[1] ?? '', port: bracketed[2] } : { name: entry, port: undefined };
    }),
  );

/** The SSH port, when it is set and not 22: ssh then looks the server up in known_hosts as [server]:port. */
const otherPort = (env: Env) => {
  const port = env.SSH_PORT?.trim();
  return port && /^\d{1,5}$/.test(port) && Number(port) !== 22 ? String(Number(port)) : undefined;
};

/** SSH_KNOWN_HOSTS: known_hosts lines (the output of ssh-keyscan), one of them for the destination's server. */
export const knownHosts: Shape = (value, env) => {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const wrong = lines.findIndex((line) => !KNOWN_HOST_LINE.test(line));
  if (lines.length === 0 || wrong >= 0) {
    return `${lines.length === 0 ? 'está vazio' : `a linha ${wrong + 1} não é uma linha de known_hosts`}; cole a saída de ssh-keyscan -t ed25519 servidor (servidor, tipo e chave em cada linha)`;
  }
  const server = destinationServer(env.RSYNC_DESTINATION);
  const entries = knownNames(lines);
  const names = entries.map(({ name }) => name);
  // A hashed line (ssh-keyscan -H) hides its name and port: nothing to compare.
  if (names.some((name) => name.startsWith('|1|'))) return undefined;
  if (server && !names.includes(server)) {
    return `nenhuma linha é do servidor ${server} de RSYNC_DESTINATION (as linhas são de ${[...new Set(names)].join(', ')}); rode ssh-keyscan -t ed25519 ${server}`;
  }
  const port = otherPort(env);
  if (port && !entries.some((entry) => (!server || entry.name === server) && entry.port === port)) {
    const named = server ?? 'servidor';
    return `com SSH_PORT ${port}, a linha precisa começar com [${named}]:${port} (é assim que o ssh procura o servidor nessa porta); rode ssh-keyscan -p ${port} -t ed25519 ${named}, que já escreve assim`;
  }
  return undefined;
};

/** S3_BUCKET: a bucket name by S3's rules. */
export const bucketName: Shape = (value) => {
  const name = value.trim();
  if (/^(s3:\/\/|arn:|https?:\/\/)/i.test(name)) {
    const bare = name.replace(/^(s3:\/\/|arn:aws:s3:::|https?:\/\/)/i, '').split(/[/.]s3[.-]|\//)[0];
    return `"${name}" deve ser só o nome do bucket, sem s3://, arn: nem endereço (${bare})`;
  }
  if (
    !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) ||
    name.includes('..') ||
    /^\d+\.\d+\.\d+\.\d+$/.test(name) ||
    /^xn--|^sthree-|-s3alias$|--ol-s3$/.test(name)
  ) {
    return `"${name}" não é um nome de bucket S3: de 3 a 63 caracteres, letras minúsculas, números, pontos e hífens, começando e terminando com letra ou número`;
  }
  return undefined;
};

const AWS_KEY_ID = /^(AKIA|ASIA)[A-Z0-9]{16}$/;
const AWS_SECRET = /^[A-Za-z0-9/+]{40}$/;
/** A service other than AWS (R2, MinIO) has keys of its own shapes. */
const otherService = (env: Env) => Boolean(env.S3_ENDPOINT_URL?.trim());

/**
 * AWS_DEFAULT_REGION: an AWS region code. A service other than AWS names its regions its own way (Cloudflare R2:
 * "auto"; MinIO: whatever its server was given), so only a non-empty word without spaces is asked of it.
 */
export const awsRegion: Shape = (value, env) => {
  if (otherService(env)) {
    return /^[A-Za-z0-9_-]+$/.test(value.trim())
      ? undefined
      : `"${value}" não é um nome de região; use o que o serviço indica (no Cloudflare R2, auto)`;
  }
  return /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d$/.test(value.trim())
    ? undefined
    : `"${value}" não é o código de uma região da AWS; escreva o código, como sa-east-1 (São Paulo) ou us-east-1 (Norte da Virgínia), o que o console mostra ao lado do nome do bucket`;
};

const SWAPPED =
  'os dois segredos parecem trocados: AWS_ACCESS_KEY_ID é o ID, de 20 caracteres, que começa com AKIA; AWS_SECRET_ACCESS_KEY é a chave secreta, de 40 caracteres';

/** AWS_ACCESS_KEY_ID: an access key ID (AKIA…, 20 characters). */
export const awsKeyId: Shape = (value, env) => {
  if (otherService(env) || AWS_KEY_ID.test(value.trim())) return undefined;
  if (AWS_SECRET.test(value.trim()) && AWS_KEY_ID.test(env.AWS_SECRET_ACCESS_KEY?.trim() ?? '')) return SWAPPED;
  return 'não parece um ID de chave de acesso da AWS (20 caracteres, letras maiúsculas e números, começando com AKIA); ele está na tela em que a chave foi criada, e no arquivo .csv dela';
};

/** AWS_SECRET_ACCESS_KEY: a secret access key (40 characters). */
export const awsSecret: Shape = (value, env) => {
  if (otherService(env) || AWS_SECRET.test(value.trim())) return undefined;
  if (AWS_KEY_ID.test(value.trim())) return SWAPPED;
  return 'não parece uma chave secreta da AWS (40 caracteres); ela só aparece uma vez, ao criar a chave: se não foi guardada, crie outra chave para o usuário de publicação';
};

/**
 * CLOUDFLARE_API_TOKEN: an API token, not the Global API Key. By Cloudflare's "Token formats" page
 * (developers.cloudflare.com/fundamentals/api/get-started/token-formats): a user token is cfut_…, an account token
 * cfat_…, the Global API Key cfk_…; before 2026, tokens were 40 letters and digits and the key 37 to 45 lower-case
 * hexadecimal characters, and those still work.
 */
export const cloudflareToken: Shape = (value) => {
  const token = value.trim();
  if (/^cfk_/.test(token) || /^[0-9a-f]{37,45}$/.test(token)) {
    return 'parece a Global API Key (começa com cfk_, ou tem de 37 a 45 caracteres de 0-9 e a-f), que dá acesso à conta inteira; crie um token de API (começa com cfut_) com só a permissão Account → Cloudflare Pages → Edit';
  }
  if (/^bearer\s/i.test(token)) return 'cole só o token, sem a palavra Bearer';
  if (/\s/.test(token)) return 'tem espaço ou quebra de linha no meio; cole o token numa linha só, sem espaços';
  return /^[A-Za-z0-9_-]{40,}$/.test(token)
    ? undefined
    : 'não parece um token de API da Cloudflare (40 caracteres ou mais, letras, números, _ e -); ele aparece uma vez só, ao criar o token';
};

/** NETLIFY_AUTH_TOKEN: a personal access token (nfp_…, or an older one of 40 characters or more). */
export const netlifyToken: Shape = (value) =>
  /^nfp_[A-Za-z0-9]{30,}$/.test(value.trim()) || /^[A-Za-z0-9_-]{40,}$/.test(value.trim())
    ? undefined
    : 'não parece um token de acesso pessoal do Netlify (começa com nfp_); crie um em User settings → Applications → Personal access tokens';

/** NETLIFY_SITE_ID: the project's ID, a UUID (not its name). */
export const netlifySiteId: Shape = (value) => {
  const id = value.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return undefined;
  return /^[a-z0-9-]+$/.test(id) || id.includes('.netlify.app')
    ? `"${id}" é o nome do site; use o Project ID, no formato 5e0b3c1a-1111-2222-3333-444455556666 (Project configuration → General → Project details)`
    : `"${id}" não é um Project ID do Netlify (no formato 5e0b3c1a-1111-2222-3333-444455556666)`;
};
