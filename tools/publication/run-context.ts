// What the local runs of the publication workflow share (local-run.ts): the ports, the repository's settings, the
// stand-in gh, the live site served from a folder, the failures found, and each run's context.
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import { CONTENT_REVIEW_LABEL, VERSION_FILE_PATH } from '../../content/rules/publication';
import { PAGEFIND_DIR, PAGEFIND_SCRIPT } from '../../content/rules/site-search';
import { startServer } from '../../scripts/serving/server';
import { makeTestKeys } from '../../scripts/publication/__fixtures__/ssh-keys';
import { filesUnder } from '../../scripts/html-files';
import type { RunResult } from './workflow-run';

export const port = Number(process.env.PUBLICATION_TEST_PORT || 4177);
/** An older build's search index on the live site, which a publication keeps (a tab left open still searches it). */
export const OLDER_INDEX_SCRIPT = `${PAGEFIND_DIR}/0123456789ab/${PAGEFIND_SCRIPT}`;
/** The live check's bound in the runs: seconds, not GitHub's minutes. */
export const LIVE_CHECK_BOUND_SECONDS = 4;
export const failures: string[] = [];
export const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

/** Serves a folder as the "live site", with the site's own server; stopped by the returned function. */
export async function serveFolder(dir: string, at: number): Promise<() => Promise<void>> {
  const server: Server = await startServer({ dir, port: at, host: '127.0.0.1' });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
  };
}

/** A front of the live site at `target` whose version file fails once (a 500), then answers as the site does. */
export async function hiccupFront(
  target: string,
  at: number,
): Promise<{ url: string; versionReads: () => number; stop: () => Promise<void> }> {
  let versionReads = 0;
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === VERSION_FILE_PATH && (versionReads += 1) === 1) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Erro interno');
      return;
    }
    const forwarded = httpRequest(`${target}${request.url ?? '/'}`, { method: request.method }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${at}`,
    versionReads: () => versionReads,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const github = {
  repository: 'escola/site',
  sha: '0123456789abcdef0123456789abcdef01234567',
  server_url: 'https://github.com',
  run_id: '42',
};
export const vars = { SITE_URL: 'https://www.escolafrionorte.com.br', AWS_DEFAULT_REGION: 'us-east-1' };
/** Keys made for the run by ssh-keygen (the check reads SSH_KEY with it); the nginx runs send to a local folder. */
export const keys = makeTestKeys();

/**
 * A complete configuration of each host (the values only need to be well formed: nothing is sent with them; the AWS
 * keys are AWS's documentation examples).
 */
export const complete: Record<string, { vars: Record<string, string>; secrets: Record<string, string> }> = {
  nginx: {
    vars: { RSYNC_DESTINATION: 'deploy@servidor:/var/www/frio-norte/out' },
    secrets: { SSH_KEY: keys.privateKey, SSH_KNOWN_HOSTS: keys.knownHostsLine('servidor') },
  },
  s3: {
    vars: { S3_BUCKET: 'escola-site', AWS_DEFAULT_REGION: 'us-east-1' },
    secrets: {
      AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    },
  },
  cloudflare: {
    vars: { CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef', CLOUDFLARE_PROJECT: 'frio-norte' },
    secrets: { CLOUDFLARE_API_TOKEN: 'AbC_dEf-0123456789abcdefghijklmnopqrstuv' },
  },
  netlify: {
    vars: { NETLIFY_SITE_ID: '5e0b3c1a-1111-2222-3333-444455556666' },
    secrets: { NETLIFY_AUTH_TOKEN: `nfp_${'a1B2'.repeat(10)}` },
  },
};

/**
 * A stand-in for GitHub's gh: records each call and an issue's body. `issue list` names the open issue of the label
 * asked for: 7, the failure issue, when `openIssue` exists; 8, the content to review, when `reviewIssue` exists.
 */
export function standInGh(bin: string, calls: string, openIssue: string, reviewIssue: string): void {
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, 'gh'),
    [
      '#!/bin/sh',
      `printf '%s\\n' "$*" >> "${calls}"`,
      `for a in "$@"; do case "$prev" in --body-file) cat "$a" >> "${calls}";; --label) label="$a";; esac; prev="$a"; done`,
      `case "$1 $2 $label" in "issue list ${CONTENT_REVIEW_LABEL}") if [ -f "${reviewIssue}" ]; then echo 8; fi;;`,
      `  "issue list "*) if [ -f "${openIssue}" ]; then echo 7; fi;; esac`,
      'exit 0',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(bin, 'gh'), 0o755);
}

export const SEND = 'Enviar';
export const sent = (result: RunResult) => result.ran.some((name) => name.startsWith(SEND));

/** What every run of the workflow shares: the project's copy, the temporary folder, the environment, the stand-in gh's files. */
export interface RunContext {
  dir: string;
  tmp: string;
  env: Record<string, string>;
  /** The stand-in gh's record of its calls, and the files that say the failure issue, or the review issue, is open. */
  calls: string;
  openIssue: string;
  reviewIssue: string;
  /** The live site's address for the nginx runs. */
  live: string;
  nginxSecrets: Record<string, string>;
}

/** Each file of a folder with its size and last change: a folder no send touched keeps every one. */
export function folderState(folder: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(folder).map((file) => {
      const { size, mtimeMs } = statSync(path.join(folder, file));
      return [file, `${size} ${mtimeMs}`];
    }),
  );
}
