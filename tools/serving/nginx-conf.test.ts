/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConf } from './nginx-conf';
import { otherHost } from './nginx-place';
import { hasHttp2Directive, MOZILLA_INTERMEDIATE } from './nginx-tls';
import { tlsProblems } from './tls-check';

const lines = (conf: string, directive: string) =>
  conf
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${directive} `));

describe('the nginx site, generated for an address and an nginx version', () => {
  it("serves the address's host and redirects its other name, over HTTP and HTTPS, to it", () => {
    const conf = nginxConf({ siteUrl: 'https://www.escola.com.br' });
    expect(lines(conf, 'server_name')).toEqual([
      'server_name www.escola.com.br;',
      'server_name www.escola.com.br escola.com.br;',
      'server_name escola.com.br;',
    ]);
    expect(conf.match(/return 301 https:\/\/www\.escola\.com\.br\$request_uri;/g)).toHaveLength(2);
    expect(lines(conf, 'ssl_certificate')).toContain(
      'ssl_certificate /etc/letsencrypt/live/www.escola.com.br/fullchain.pem;',
    );
    expect(otherHost('escola.com.br')).toBe('www.escola.com.br');
  });

  it('writes HTTP/2 as the nginx it is for reads it: `http2 on` from 1.25.1, on `listen` before', () => {
    expect([hasHttp2Directive('1.22.1'), hasHttp2Directive('1.24.0'), hasHttp2Directive('1.25.1')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(hasHttp2Directive('1.26.3')).toBe(true);
    const current = nginxConf({ siteUrl: 'https://www.escola.com.br', nginxVersion: '1.26.3' });
    expect(lines(current, 'http2')).toEqual(['http2 on;', 'http2 on;']);
    expect(lines(current, 'listen').filter((line) => line.includes('http2'))).toEqual([]);
    const older = nginxConf({ siteUrl: 'https://www.escola.com.br', nginxVersion: '1.22.1' });
    expect(lines(older, 'http2')).toEqual([]);
    expect(lines(older, 'listen').filter((line) => line.includes('443'))).toEqual(
      Array(4)
        .fill(0)
        .map((_, index) => (index % 2 ? 'listen [::]:443 ssl http2;' : 'listen 443 ssl http2;')),
    );
  });

  it("offers Mozilla's intermediate profile exactly, on every HTTPS server", () => {
    const conf = nginxConf();
    expect(lines(conf, 'ssl_ciphers')).toEqual(Array(2).fill(`ssl_ciphers ${MOZILLA_INTERMEDIATE.ciphers.join(':')};`));
    expect(lines(conf, 'ssl_protocols')).toEqual(Array(2).fill('ssl_protocols TLSv1.2 TLSv1.3;'));
    expect(lines(conf, 'ssl_prefer_server_ciphers')).toEqual(Array(2).fill('ssl_prefer_server_ciphers off;'));
  });
});

describe("testssl's report, read", () => {
  // testssl.sh 3.0.8 against test:nginx's server (nginx 1.22.1, OpenSSL 3.0, an ECDSA certificate), 28/11/2026.
  const report = JSON.parse(
    readFileSync(path.join(__dirname, '__fixtures__', 'testssl-nginx-1.22.1.json'), 'utf8'),
  ) as { id: string; severity: string; finding: string }[];

  it('passes the recorded report: three ECDSA suites of the list, BREACH the one finding let through', () => {
    expect(tlsProblems(report)).toEqual([]);
  });

  it('fails a suite outside the list, and a VULNERABLE finding', () => {
    const cbc = {
      id: 'cipher-tls1_2_xc009',
      severity: 'LOW',
      finding:
        'TLS 1.2   xc009   ECDHE-ECDSA-AES128-SHA     ECDH 253   AES         128      TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA',
    };
    const lucky = {
      id: 'LUCKY13',
      severity: 'LOW',
      finding: 'potentially VULNERABLE, uses cipher block chaining (CBC) ciphers with TLS',
    };
    expect(tlsProblems([...report, cbc, lucky])).toEqual([
      'TLS 1.2 suite outside Mozilla intermediate: ECDHE-ECDSA-AES128-SHA',
      'LUCKY13: potentially VULNERABLE, uses cipher block chaining (CBC) ciphers with TLS',
    ]);
  });
});
