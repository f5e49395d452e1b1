/** @jest-environment node */
// The live check at a new server's address, before the domain points there: a real HTTPS server on this machine with
// a self-signed certificate made for the site's name at test time, reached by that name though no DNS knows it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { addressNote, readVersionAt, versionReader } from './live-check';
import { ipAddress } from './setting-shapes';

const SITE_NAME = 'www.escola-que-nenhum-dns-conhece.test';
const version = { commit: '2'.repeat(40), builtAt: '2026-11-28T09:10:00.000Z', pages: 57, digest: 'a'.repeat(64) };

describe('the live check at the server’s address (LIVE_CHECK_ADDRESS)', () => {
  let server: Server;
  let port: number;
  const seen: { host?: string; servername?: string | false | null; url?: string }[] = [];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'live-address-'));

  beforeAll(async () => {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        `/CN=${SITE_NAME}`,
      ]),
      { stdio: 'ignore' },
    );
    server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      const socket = request.socket as TLSSocket;
      seen.push({ host: request.headers.host, servername: socket.servername, url: request.url });
      response.setHeader('Content-Type', 'application/json');
      response.end(request.headers.host?.startsWith(SITE_NAME) ? JSON.stringify(version) : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('asks the server at that address for the site by its name (Host and TLS name), taking its provisional certificate', async () => {
    const reading = await readVersionAt('127.0.0.1')(`https://${SITE_NAME}:${port}/version.json`);
    expect(reading).toEqual({ version });
    expect(seen.at(-1)).toEqual({ host: `${SITE_NAME}:${port}`, servername: SITE_NAME, url: '/version.json' });
  });

  it('says where it asked when the server does not answer', async () => {
    const reading = await readVersionAt('127.0.0.1')(`https://${SITE_NAME}:1/version.json`);
    expect(reading).toEqual({
      problem: expect.stringMatching(/^não respondeu em 127\.0\.0\.1 \(.*ECONNREFUSED/),
      transient: true,
    });
  });

  it('is used only when the variable is set: otherwise the name goes through the DNS, certificate checked', async () => {
    const url = `https://${SITE_NAME}:${port}/version.json`;
    expect(await versionReader({ LIVE_CHECK_ADDRESS: ' 127.0.0.1 ' })(url)).toEqual({ version });
    expect(await versionReader({})(url)).toEqual({ problem: expect.stringMatching(/^não respondeu/), transient: true });
  });

  it('tells what it proved and what is left for after the domain moves', () => {
    expect(addressNote('203.0.113.10')).toMatch(
      /servidor 203\.0\.113\.10 .* o certificado não foi conferido.*apague LIVE_CHECK_ADDRESS/,
    );
  });

  it('takes an IP address as the setting, and refuses a name with the reason', () => {
    expect(ipAddress('203.0.113.10', {})).toBeUndefined();
    expect(ipAddress('2001:db8::10', {})).toBeUndefined();
    expect(ipAddress('servidor.escola.com.br', {})).toMatch(/não é um endereço IP; use o IP do servidor/);
  });
});
