/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hostOf, type Host } from './hosts';
import { PROBE_FILE, probeHost } from './probe-host';

/**
 * The answers of Cloudflare's and Netlify's APIs, written in their documented shapes (this machine has no internet to
 * record them): the probe is held to them through a local server. The nginx probe runs its real rsync, to a folder.
 */
type Answer = [status: number, body: object];
const cloudflareError = (code: number, message: string): Answer => [
  code === 8000007 ? 404 : 403,
  { success: false, errors: [{ code, message }], messages: [], result: null },
];
const OK: Answer = [200, { success: true, errors: [], messages: [], result: { status: 'active' } }];

let server: Server;
let base: string;
let answers: Record<string, Answer> = {};
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = (request.url ?? '').replace(/\?.*/, '');
    asked.push(`${request.headers.authorization} ${url}`);
    const [status, body] = answers[url] ?? [404, { code: 404, message: 'Not Found' }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (asked.length = 0));

const cloudflare = hostOf('cloudflare') as Host;
const account = '0123456789abcdef0123456789abcdef';
const cloudflareEnv = () => ({
  CLOUDFLARE_API_BASE_URL: `${base}/client/v4`,
  CLOUDFLARE_API_TOKEN: 'AbC_dEf-0123456789abcdefghijklmnopqrstuv',
  CLOUDFLARE_ACCOUNT_ID: account,
  CLOUDFLARE_PROJECT: 'frio-norte',
});
const project = `/client/v4/accounts/${account}/pages/projects/frio-norte`;

describe('the access probe, before the build', () => {
  it("Cloudflare: verifies the token with the token's own bearer, then finds the project", async () => {
    answers = { '/client/v4/user/tokens/verify': OK, [project]: OK };
    expect(await probeHost(cloudflare, cloudflareEnv())).toEqual([]);
    expect(asked).toEqual([
      'Bearer AbC_dEf-0123456789abcdefghijklmnopqrstuv /client/v4/user/tokens/verify',
      `Bearer AbC_dEf-0123456789abcdefghijklmnopqrstuv ${project}`,
    ]);
  });

  it("Cloudflare: takes an account's token, which the user endpoint does not know", async () => {
    answers = {
      '/client/v4/user/tokens/verify': cloudflareError(1000, 'Invalid API Token'),
      [`/client/v4/accounts/${account}/tokens/verify`]: OK,
      [project]: OK,
    };
    expect(await probeHost(cloudflare, cloudflareEnv())).toEqual([]);
  });

  it('Cloudflare: names the token, the project and the account, each from its code', async () => {
    answers = {
      '/client/v4/user/tokens/verify': cloudflareError(1000, 'Invalid API Token'),
      [`/client/v4/accounts/${account}/tokens/verify`]: cloudflareError(1000, 'Invalid API Token'),
    };
    const [token] = await probeHost(cloudflare, cloudflareEnv());
    expect(token).toMatch(/^✗ CLOUDFLARE_API_TOKEN: o token venceu, foi apagado, ou não tem/);
    answers = {
      '/client/v4/user/tokens/verify': OK,
      [project]: cloudflareError(
        8000007,
        'Project not found. The specified project name does not match any of your existing projects.',
      ),
    };
    expect(await probeHost(cloudflare, cloudflareEnv())).toEqual([
      expect.stringMatching(
        /^✗ CLOUDFLARE_PROJECT: não existe projeto Pages com o nome de `CLOUDFLARE_PROJECT` nesta conta\. O que fazer: crie o projeto por Direct Upload .* A hospedagem respondeu: 404 Not Found Project not found/,
      ),
    ]);
    answers = {
      '/client/v4/user/tokens/verify': OK,
      [project]: cloudflareError(
        7003,
        'Could not route to /client/v4/accounts/…, perhaps your object identifier is invalid?',
      ),
    };
    expect(await probeHost(cloudflare, cloudflareEnv())).toEqual([expect.stringMatching(/^✗ CLOUDFLARE_ACCOUNT_ID: /)]);
  });

  it('Netlify: finds the site with the token, and names the token or the site ID when refused', async () => {
    const netlify = hostOf('netlify') as Host;
    const site = '5e0b3c1a-1111-2222-3333-444455556666';
    const env = {
      NETLIFY_API_URL: `${base}/api/v1`,
      NETLIFY_AUTH_TOKEN: `nfp_${'a1B2'.repeat(10)}`,
      NETLIFY_SITE_ID: site,
    };
    answers = { [`/api/v1/sites/${site}`]: [200, { id: site, name: 'frio-norte' }] };
    expect(await probeHost(netlify, env)).toEqual([]);
    answers = { [`/api/v1/sites/${site}`]: [401, { code: 401, message: 'Access Denied: your token is not valid' }] };
    expect(await probeHost(netlify, env)).toEqual([
      expect.stringMatching(/^✗ NETLIFY_AUTH_TOKEN: o token pessoal venceu/),
    ]);
    answers = {};
    expect(await probeHost(netlify, env)).toEqual([
      expect.stringMatching(/^✗ NETLIFY_SITE_ID: não existe site com o ID/),
    ]);
  });

  it('nginx: writes a file into the destination and removes it, leaving the rest; a missing folder is named', async () => {
    const nginx = hostOf('nginx') as Host;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'destino-'));
    try {
      mkdirSync(path.join(dir, 'site'));
      writeFileSync(path.join(dir, 'site', 'index.html'), 'no ar');
      expect(await probeHost(nginx, { RSYNC_DESTINATION: path.join(dir, 'site') })).toEqual([]);
      expect(readdirSync(path.join(dir, 'site'))).toEqual(['index.html']);
      expect(existsSync(path.join(dir, 'site', PROBE_FILE))).toBe(false);
      const [missing] = await probeHost(nginx, { RSYNC_DESTINATION: path.join(dir, 'nao-existe', 'site') });
      // A home folder: the send's --delete would take its .ssh. Refused, and nothing written there.
      mkdirSync(path.join(dir, 'casa', '.ssh'), { recursive: true });
      const [home] = await probeHost(nginx, { RSYNC_DESTINATION: path.join(dir, 'casa') });
      expect(home).toMatch(/^✗ RSYNC_DESTINATION: a pasta de `RSYNC_DESTINATION` é a pasta pessoal de um usuário/);
      expect(readdirSync(path.join(dir, 'casa'))).toEqual(['.ssh']);
      expect(missing).toMatch(
        /^✗ RSYNC_DESTINATION: a pasta de `RSYNC_DESTINATION` \(ou a pasta acima dela\) não existe/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says when this machine lacks the host's tool, rather than blaming the host", async () => {
    const path0 = process.env.PATH;
    process.env.PATH = path.join(os.tmpdir(), 'sem-ferramentas');
    try {
      const [line] = await probeHost(hostOf('s3') as Host, {
        S3_BUCKET: 'escola-site',
        AWS_DEFAULT_REGION: 'sa-east-1',
      });
      expect(line).toBe(
        '✗ Acesso a S3 + CloudFront: não conferido, porque o comando aws não está instalado nesta máquina; instale-o (docs/publicacao.md#conferir-a-configuração-antes-de-publicar) ou deixe a conferência para o workflow.',
      );
    } finally {
      process.env.PATH = path0;
    }
  });
});
