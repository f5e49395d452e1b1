/** @jest-environment node */
import { makeTestKeys } from './__fixtures__/ssh-keys';
import { settingsReport } from './check-settings';
import { LOCAL_TARGETS_VARIABLE } from './setting-shapes';

const keys = makeTestKeys();
const key = (name: 'sem-senha' | 'sem-senha.pub' | 'com-senha') =>
  ({ 'sem-senha': keys.privateKey, 'sem-senha.pub': keys.publicKey, 'com-senha': keys.withPassphrase })[name];

const site = { SITE_URL: 'https://www.escolafrionorte.com.br' };
const nginx = () => ({
  PUBLISH_TARGET: 'nginx',
  ...site,
  RSYNC_DESTINATION: 'deploy@servidor.escolafrionorte.com.br:/var/www/frio-norte/out',
  SSH_KEY: key('sem-senha'),
  SSH_KNOWN_HOSTS: keys.knownHostsLine('servidor.escolafrionorte.com.br'),
});
// AWS's own example keys (docs.aws.amazon.com): the shapes of a real pair.
const s3 = {
  PUBLISH_TARGET: 's3',
  ...site,
  S3_BUCKET: 'frio-norte-site',
  AWS_DEFAULT_REGION: 'sa-east-1',
  AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

/** The one problem line the check prints, or the report when there is not exactly one. */
function onlyProblem(env: Record<string, string>): string {
  const { text } = settingsReport(env);
  const lines = text.split('\n').filter((line) => line.startsWith('✗'));
  return lines.length === 1 ? (lines[0] ?? '') : text;
}

describe('the shape of each setting, checked before the build', () => {
  it('passes well-formed values of every host', () => {
    expect(settingsReport(nginx()).ok).toBe(true);
    expect(settingsReport(s3).ok).toBe(true);
  });

  it('refuses a public key as SSH_KEY, saying it is the .pub file, and never prints the key', () => {
    const line = onlyProblem({ ...nginx(), SSH_KEY: key('sem-senha.pub') });
    expect(line).toContain('✗ SSH_KEY (segredo): é uma chave pública (a linha ssh-ed25519 …, o arquivo .pub)');
    expect(line).toContain('docs/publicacao.md#nginx-a-publicação-pelo-github');
    expect(line).not.toContain(key('sem-senha.pub').split(' ')[1]);
  });

  it('refuses a key with a passphrase, and a key cut short, in the words of what to do', () => {
    expect(onlyProblem({ ...nginx(), SSH_KEY: key('com-senha') })).toContain(
      '✗ SSH_KEY (segredo): a chave tem senha, e o GitHub não tem como digitá-la',
    );
    const cut = key('sem-senha').split('\n').slice(0, 3).join('\n');
    expect(onlyProblem({ ...nginx(), SSH_KEY: cut })).toContain(
      '✗ SSH_KEY (segredo): não é uma chave privada SSH inteira',
    );
    const mangled = key('sem-senha').replace(/^(-----BEGIN[^\n]*\n)b3Bl/, '$1XXXX');
    expect(onlyProblem({ ...nginx(), SSH_KEY: mangled })).toContain(
      '✗ SSH_KEY (segredo): o ssh-keygen não consegue ler a chave',
    );
  });

  it('refuses "olá" as SSH_KNOWN_HOSTS, and a known_hosts of another server', () => {
    expect(onlyProblem({ ...nginx(), SSH_KNOWN_HOSTS: 'olá' })).toContain(
      '✗ SSH_KNOWN_HOSTS (segredo): a linha 1 não é uma linha de known_hosts; cole a saída de ssh-keyscan',
    );
    const other = keys.knownHostsLine('outro.servidor.com');
    expect(onlyProblem({ ...nginx(), SSH_KNOWN_HOSTS: other })).toContain(
      'nenhuma linha é do servidor servidor.escolafrionorte.com.br de RSYNC_DESTINATION',
    );
  });

  it('refuses a folder with no server as RSYNC_DESTINATION, except for the local run, which says so itself', () => {
    expect(onlyProblem({ ...nginx(), RSYNC_DESTINATION: '/var/www/frio-norte/out' })).toContain(
      '✗ RSYNC_DESTINATION (variável): "/var/www/frio-norte/out" é só a pasta, sem o usuário e o servidor: o envio sai do GitHub por SSH; escreva usuário@servidor:/var/www/frio-norte/out',
    );
    const local = { ...nginx(), RSYNC_DESTINATION: '/tmp/servidor', [LOCAL_TARGETS_VARIABLE]: '1' };
    expect(settingsReport(local).ok).toBe(true);
  });

  it('refuses RSYNC_DESTINATION with nothing after the ":", asking for the folder', () => {
    expect(onlyProblem({ ...nginx(), RSYNC_DESTINATION: 'deploy@servidor.escolafrionorte.com.br:' })).toContain(
      '✗ RSYNC_DESTINATION (variável): "deploy@servidor.escolafrionorte.com.br:" não tem a pasta depois de ":"',
    );
  });

  it('refuses a known_hosts line without [server]:port when SSH_PORT is another port than 22', () => {
    const server = 'servidor.escolafrionorte.com.br';
    expect(onlyProblem({ ...nginx(), SSH_PORT: '2222' })).toContain(
      `✗ SSH_KNOWN_HOSTS (segredo): com SSH_PORT 2222, a linha precisa começar com [${server}]:2222`,
    );
    expect(
      onlyProblem({ ...nginx(), SSH_PORT: '2222', SSH_KNOWN_HOSTS: keys.knownHostsLine(`[${server}]:2200`) }),
    ).toContain(`✗ SSH_KNOWN_HOSTS (segredo): com SSH_PORT 2222, a linha precisa começar com [${server}]:2222`);
    expect(
      settingsReport({ ...nginx(), SSH_PORT: '2222', SSH_KNOWN_HOSTS: keys.knownHostsLine(`[${server}]:2222`) }).ok,
    ).toBe(true);
    expect(settingsReport({ ...nginx(), SSH_PORT: '22' }).ok).toBe(true);
  });

  it('refuses s3://… as the bucket, naming the bare name, and a name against S3 rules', () => {
    expect(onlyProblem({ ...s3, S3_BUCKET: 's3://frio-norte-site' })).toContain(
      '✗ S3_BUCKET (variável): "s3://frio-norte-site" deve ser só o nome do bucket, sem s3://, arn: nem endereço (frio-norte-site)',
    );
    expect(onlyProblem({ ...s3, S3_BUCKET: 'Frio_Norte' })).toContain('não é um nome de bucket S3');
  });

  it('refuses "São Paulo" as the region, giving the code', () => {
    expect(onlyProblem({ ...s3, AWS_DEFAULT_REGION: 'São Paulo' })).toContain(
      '✗ AWS_DEFAULT_REGION (variável): "São Paulo" não é o código de uma região da AWS; escreva o código, como sa-east-1 (São Paulo)',
    );
  });

  it('names the two AWS keys as swapped', () => {
    const { text } = settingsReport({
      ...s3,
      AWS_ACCESS_KEY_ID: s3.AWS_SECRET_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: s3.AWS_ACCESS_KEY_ID,
    });
    expect(text).toContain('✗ AWS_ACCESS_KEY_ID (segredo): os dois segredos parecem trocados');
    expect(text).toContain('✗ AWS_SECRET_ACCESS_KEY (segredo): os dois segredos parecem trocados');
    expect(text).not.toContain(s3.AWS_SECRET_ACCESS_KEY);
    expect(onlyProblem({ ...s3, AWS_ACCESS_KEY_ID: 'minha-chave' })).toContain(
      '✗ AWS_ACCESS_KEY_ID (segredo): não parece um ID de chave de acesso da AWS',
    );
  });

  it('takes other keys for a service other than AWS (R2, MinIO), whose shapes differ', () => {
    const r2 = { ...s3, S3_ENDPOINT_URL: 'https://conta.r2.cloudflarestorage.com' };
    expect(settingsReport({ ...r2, AWS_ACCESS_KEY_ID: 'a'.repeat(32), AWS_SECRET_ACCESS_KEY: 'b'.repeat(64) }).ok).toBe(
      true,
    );
  });

  it('takes R2\'s region "auto" beside S3_ENDPOINT_URL, and refuses it for AWS itself', () => {
    const r2 = { ...s3, S3_ENDPOINT_URL: 'https://conta.r2.cloudflarestorage.com', AWS_DEFAULT_REGION: 'auto' };
    expect(settingsReport({ ...r2, AWS_ACCESS_KEY_ID: 'a'.repeat(32), AWS_SECRET_ACCESS_KEY: 'b'.repeat(64) }).ok).toBe(
      true,
    );
    expect(onlyProblem({ ...s3, AWS_DEFAULT_REGION: 'auto' })).toContain('"auto" não é o código de uma região da AWS');
    expect(onlyProblem({ ...r2, AWS_DEFAULT_REGION: 'São Paulo' })).toContain('no Cloudflare R2, auto');
  });

  it('refuses http:// and a path as LIVE_CHECK_URL: the version file is read at its root', () => {
    expect(onlyProblem({ ...s3, LIVE_CHECK_URL: 'http://frio-norte.netlify.app' })).toContain(
      '✗ LIVE_CHECK_URL (variável): "http://frio-norte.netlify.app" precisa começar com https://',
    );
    expect(onlyProblem({ ...s3, LIVE_CHECK_URL: 'https://frio-norte.netlify.app/admin' })).toContain(
      '✗ LIVE_CHECK_URL (variável): "https://frio-norte.netlify.app/admin" deve ser só o endereço do site, sem caminho nem barra no fim (https://frio-norte.netlify.app); o /version.json é procurado na raiz dele',
    );
    // The local stand-ins of test:publication.
    expect(settingsReport({ ...s3, LIVE_CHECK_URL: 'http://127.0.0.1:4178/frio-norte' }).ok).toBe(true);
  });

  it('names an upper-case host in SITE_URL as such, not as a path', () => {
    expect(onlyProblem({ ...s3, SITE_URL: 'https://www.EscolaFrioNorte.com.br' })).toContain(
      '✗ SITE_URL (variável): "https://www.EscolaFrioNorte.com.br" tem letras maiúsculas no domínio; escreva https://www.escolafrionorte.com.br, em minúsculas',
    );
  });

  const cloudflare = {
    PUBLISH_TARGET: 'cloudflare',
    ...site,
    CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    CLOUDFLARE_PROJECT: 'frio-norte',
  };
  /** A token of Cloudflare's scannable formats: its prefix, 40 characters, and a checksum (token-formats page). */
  const scannable = (prefix: string) => `${prefix}${'Ab3_'.repeat(10)}x9Yz`;

  it("takes Cloudflare's user and account tokens, new (cfut_, cfat_) and old (40 characters)", () => {
    for (const token of [scannable('cfut_'), scannable('cfat_'), 'AbC_dEf-0123456789abcdefghijklmnopqrstuv'])
      expect(settingsReport({ ...cloudflare, CLOUDFLARE_API_TOKEN: token }).ok).toBe(true);
  });

  it("refuses Cloudflare's Global API Key, old (37 to 45 hexadecimal characters)", () => {
    for (const key of ['0123456789abcdef0123456789abcdef01234', '0123456789abcdef0123456789abcdef0123456789abc'])
      expect(onlyProblem({ ...cloudflare, CLOUDFLARE_API_TOKEN: key })).toContain(
        '✗ CLOUDFLARE_API_TOKEN (segredo): parece a Global API Key',
      );
  });

  it("refuses Cloudflare's Global API Key in its new format (cfk_…), and never prints it", () => {
    const line = onlyProblem({ ...cloudflare, CLOUDFLARE_API_TOKEN: scannable('cfk_') });
    expect(line).toContain('✗ CLOUDFLARE_API_TOKEN (segredo): parece a Global API Key (começa com cfk_');
    expect(line).not.toContain(scannable('cfk_'));
  });

  it('refuses a Cloudflare token with spaces in it', () => {
    expect(
      onlyProblem({
        ...cloudflare,
        CLOUDFLARE_API_TOKEN: `${scannable('cfut_').slice(0, 20)} ${scannable('cfut_').slice(20)}`,
      }),
    ).toContain('✗ CLOUDFLARE_API_TOKEN (segredo): tem espaço ou quebra de linha no meio');
  });

  it("refuses a Netlify site's name for its ID", () => {
    const netlify = { PUBLISH_TARGET: 'netlify', ...site, NETLIFY_AUTH_TOKEN: `nfp_${'a1B2'.repeat(10)}` };
    expect(settingsReport({ ...netlify, NETLIFY_SITE_ID: '5e0b3c1a-1111-2222-3333-444455556666' }).ok).toBe(true);
    expect(onlyProblem({ ...netlify, NETLIFY_SITE_ID: 'frio-norte' })).toContain(
      '✗ NETLIFY_SITE_ID (variável): "frio-norte" é o nome do site; use o Project ID',
    );
  });
});
