/** @jest-environment node */
import { checkSettings, problemLine, settingsReport } from './check-settings';
import { allSettings, guideLink, HOSTS } from './hosts';
import { makeTestKeys } from './__fixtures__/ssh-keys';

const keys = makeTestKeys();

/**
 * A configuration of each host with every setting there, as a repository would have it. The shapes are
 * setting-shapes.test.ts's; here, the SSH and AWS values stand in for well-formed ones where their shape is not what
 * is tested (the S3 keys are AWS's documentation examples).
 */
const complete: Record<string, Record<string, string>> = {
  nginx: {
    RSYNC_DESTINATION: 'deploy@servidor:/var/www/frio-norte/out',
    SSH_KEY: keys.privateKey,
    SSH_KNOWN_HOSTS: keys.knownHostsLine('servidor'),
  },
  s3: {
    S3_BUCKET: 'frio-norte-site',
    AWS_DEFAULT_REGION: 'sa-east-1',
    AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
  cloudflare: {
    CLOUDFLARE_API_TOKEN: 'AbC_dEf-0123456789abcdefghijklmnopqrstuv',
    CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    CLOUDFLARE_PROJECT: 'frio-norte',
  },
  netlify: { NETLIFY_AUTH_TOKEN: `nfp_${'a1B2'.repeat(10)}`, NETLIFY_SITE_ID: '5e0b3c1a-1111-2222-3333-444455556666' },
};
const site = { SITE_URL: 'https://www.escolafrionorte.com.br' };

describe('the configuration check', () => {
  it('passes a complete configuration of each of the four hosts, naming the permissions it needs', () => {
    for (const host of HOSTS) {
      const report = settingsReport({ PUBLISH_TARGET: host.id, ...site, ...complete[host.id] });
      expect(report).toEqual({ ok: true, text: expect.stringContaining(`Configuração completa para ${host.name}`) });
      expect(report.text).toContain(host.permissions);
    }
  });

  it('stops without a host, or with an unknown one, in pt-BR, naming the setting, where to set it and the guide', () => {
    const none = settingsReport(site);
    expect(none.ok).toBe(false);
    expect(none.text).toContain('✗ PUBLISH_TARGET (variável): falta. É a hospedagem: nginx, s3, cloudflare, netlify.');
    expect(none.text).toContain('Settings → Secrets and variables → Actions → aba Variables');
    expect(none.text).toContain('Guia: docs/publicacao.md#configurações-de-toda-hospedagem');
    const typo = settingsReport({ ...site, PUBLISH_TARGET: 'cloudfare' });
    expect(typo.text).toContain('✗ PUBLISH_TARGET (variável): "cloudfare" não é uma hospedagem conhecida');
  });

  it('names each missing setting of the chosen host, one line each, and never prints a secret', () => {
    for (const host of HOSTS) {
      for (const setting of host.settings.filter((candidate) => candidate.required)) {
        const settings: Record<string, string> = { PUBLISH_TARGET: host.id, ...site, ...complete[host.id] };
        delete settings[setting.name];
        const { ok, text } = settingsReport(settings);
        expect(ok).toBe(false);
        const lines = text.split('\n').filter((line) => line.startsWith('✗'));
        expect(lines).toEqual([
          expect.stringContaining(`✗ ${setting.name} (${setting.kind === 'secret' ? 'segredo' : 'variável'}): falta.`),
        ]);
        expect(lines[0]).toContain(guideLink(host.heading));
        for (const secret of host.settings.filter((candidate) => candidate.kind === 'secret')) {
          const value = settings[secret.name];
          if (value) expect(text).not.toContain(value);
        }
      }
    }
  });

  it('requires SITE_URL as an https origin with no path: the one spelling of the address, read by the build too', () => {
    const siteUrlProblem = (SITE_URL: string) =>
      settingsReport({ PUBLISH_TARGET: 'netlify', ...complete.netlify, SITE_URL }).text;
    expect(siteUrlProblem('https://www.escolafrionorte.com.br')).toContain('Configuração completa');
    expect(siteUrlProblem('https://www.escolafrionorte.com.br/')).toContain('Configuração completa');
    expect(siteUrlProblem('http://www.escolafrionorte.com.br')).toContain('precisa começar com https://');
    expect(siteUrlProblem('https://www.escolafrionorte.com.br/site')).toContain('sem caminho');
    expect(siteUrlProblem('www.escolafrionorte.com.br')).toContain('não é um endereço');
    const { problems } = checkSettings({ PUBLISH_TARGET: 'netlify', ...complete.netlify });
    expect(problems.map(problemLine)).toEqual([expect.stringContaining('✗ SITE_URL (variável): falta.')]);
    expect(
      allSettings()
        .filter((setting) => /SITE_URL/.test(setting.name))
        .map((setting) => setting.name),
    ).toEqual(['SITE_URL']);
  });

  it('checks optional settings only when set, and their form then', () => {
    const base = { PUBLISH_TARGET: 's3', ...site, ...complete.s3 };
    expect(
      settingsReport({ ...base, KEEP_DAYS: '14', S3_ENDPOINT_URL: 'https://conta.r2.cloudflarestorage.com' }).ok,
    ).toBe(true);
    expect(settingsReport({ ...base, KEEP_DAYS: 'sete' }).text).toContain(
      '✗ KEEP_DAYS (variável): "sete" deve ser um número inteiro de dias',
    );
    expect(settingsReport({ ...base, LIVE_CHECK_URL: 'frio-norte.pages.dev' }).text).toContain(
      '✗ LIVE_CHECK_URL (variável)',
    );
  });
});
