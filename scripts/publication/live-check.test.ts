/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostOf } from './hosts';
import {
  FIRST_PAUSE_MS,
  LONGEST_PAUSE_MS,
  liveCheckMessage,
  readVersion,
  waitForLiveVersion,
  type Reading,
} from './live-check';

const NEW = '2222222222222222222222222222222222222222';
const OLD = '1111111111111111111111111111111111111111';
const version = (commit: string) => ({ version: { commit, builtAt: '2026-11-26T09:10:00.000Z', pages: 57 } });

/** A clock that the pauses move: no real waiting. */
function fakeClock() {
  let time = 0;
  const pauses: number[] = [];
  return { now: () => time, sleep: async (ms: number) => void (pauses.push(ms), (time += ms)), pauses };
}

describe('the live check', () => {
  it('takes a live version with the same files as the site built, whatever its commit: nothing was sent', async () => {
    const clock = fakeClock();
    const digest = 'a'.repeat(64);
    const live = { version: { ...version(OLD).version, digest } };
    const result = await waitForLiveVersion({
      baseUrl: 'https://www.escolafrionorte.com.br',
      commit: NEW,
      digest,
      timeoutMs: 300_000,
      read: async () => live,
      ...clock,
    });
    expect(result).toMatchObject({ ok: true, attempts: 1 });
    expect(liveCheckMessage(result, NEW, hostOf('nginx'))).toContain(
      '(commit 1111111, 57 páginas), com os mesmos arquivos do commit 2222222 (conferido em 0 s).',
    );
    const other = await waitForLiveVersion({
      baseUrl: 'https://www.escolafrionorte.com.br',
      commit: NEW,
      digest: 'b'.repeat(64),
      timeoutMs: 10_000,
      read: async () => live,
      ...fakeClock(),
    });
    expect(other.ok).toBe(false);
  });

  it('reads until the live site names the commit just built, with growing pauses', async () => {
    const clock = fakeClock();
    const readings: Reading[] = [{ problem: 'respondeu 404' }, version(OLD), version(OLD), version(NEW)];
    const result = await waitForLiveVersion({
      baseUrl: 'https://www.escolafrionorte.com.br/',
      commit: NEW,
      timeoutMs: 300_000,
      read: async () => readings.shift() ?? version(NEW),
      ...clock,
    });
    expect(result).toMatchObject({ ok: true, url: 'https://www.escolafrionorte.com.br/version.json', attempts: 4 });
    expect(clock.pauses).toEqual([FIRST_PAUSE_MS, FIRST_PAUSE_MS * 2, FIRST_PAUSE_MS * 4]);
    expect(liveCheckMessage(result, NEW, hostOf('nginx'))).toBe(
      'No ar: https://www.escolafrionorte.com.br/version.json mostra a versão de 26 de novembro de 2026, 06:10 (commit 2222222, 57 páginas), a deste envio (conferido em 14 s).',
    );
  });

  it('gives up at its bound when the live copy stays old, naming the version it shows, the host and what to check', async () => {
    const clock = fakeClock();
    const result = await waitForLiveVersion({
      baseUrl: 'https://www.escolafrionorte.com.br',
      commit: NEW,
      timeoutMs: 300_000,
      read: async () => version(OLD),
      ...clock,
    });
    expect(result.ok).toBe(false);
    expect(clock.now()).toBe(300_000);
    expect(Math.max(...clock.pauses)).toBe(LONGEST_PAUSE_MS);
    const message = liveCheckMessage(result, NEW, hostOf('cloudflare'));
    expect(message).toContain(
      'Enviado, mas o site no ar ainda mostra a versão de 26 de novembro de 2026, 06:10 (commit 1111111, 57 páginas), e não a do commit 2222222, depois de 300 s',
    );
    expect(message).toContain(
      'Hospedagem: Cloudflare Pages. Confira: o domínio de SITE_URL está ligado ao projeto CLOUDFLARE_PROJECT',
    );
  });

  describe('over HTTP', () => {
    let server: Server;
    let base = '';
    const bodies: Record<string, { status: number; body: string }> = {};
    beforeAll(async () => {
      server = createServer((request, response) => {
        const answer = bodies[request.url ?? ''] ?? { status: 404, body: 'não encontrado' };
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads the version file, and says what came instead of it', async () => {
      bodies['/version.json'] = { status: 200, body: JSON.stringify(version(NEW).version) };
      bodies['/outro/version.json'] = { status: 200, body: '<!doctype html><title>Frio Norte</title>' };
      await expect(readVersion(`${base}/version.json`)).resolves.toEqual(version(NEW));
      await expect(readVersion(`${base}/nada/version.json`)).resolves.toEqual({ problem: 'respondeu 404' });
      await expect(readVersion(`${base}/outro/version.json`)).resolves.toEqual({
        problem: 'respondeu algo que não é o arquivo de versão',
      });
      // No answer, or a "not now" status, may pass: the comparison reads again (compare-live.ts); a 404 is an answer.
      await expect(readVersion('http://127.0.0.1:9/version.json')).resolves.toEqual({
        problem: expect.stringContaining('não respondeu'),
        transient: true,
      });
      bodies['/cheio/version.json'] = { status: 503, body: 'Service Unavailable' };
      await expect(readVersion(`${base}/cheio/version.json`)).resolves.toEqual({
        problem: 'respondeu 503',
        transient: true,
      });
    });
  });
});
