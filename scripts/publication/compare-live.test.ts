/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  COMPARE_READ_TIMEOUT_MS,
  compareWithLive,
  RETRY_PAUSES_MS,
  runComparison,
  UNCHANGED_HEADING,
  UNREADABLE_HEADING,
} from './compare-live';
import { readVersion } from './live-check';

const digest = 'c0ffee'.padEnd(64, '0');
const built = { commit: '2'.repeat(40), builtAt: '2026-11-28T09:10:00.000Z', pages: 57, digest };
const live = (over: object) => ({
  version: { commit: '1'.repeat(40), builtAt: '2026-11-20T09:10:00.000Z', pages: 57, ...over },
});

describe('the comparison with the live site, before the send', () => {
  it('sends nothing when the live site has the same files, whatever its commit and moment', () => {
    expect(compareWithLive(built, live({ digest }), false)).toEqual({
      changed: false,
      reason:
        'Os arquivos deste build são os mesmos do site no ar (resumo c0ffee000000): nada foi enviado, e a hospedagem não foi usada.',
    });
  });

  it('sends a changed site, a site whose live version predates the digest, and a live site that cannot be read', () => {
    expect(compareWithLive(built, live({ digest: 'f'.repeat(64) }), false).changed).toBe(true);
    expect(compareWithLive(built, live({}), false).changed).toBe(true);
    const unread = compareWithLive(built, { problem: 'respondeu 404' }, false);
    expect(unread).toEqual({
      changed: true,
      reason: 'O arquivo de versão do site no ar respondeu 404: o site é enviado inteiro.',
    });
  });

  it('sends when asked by hand, even unchanged', () => {
    expect(compareWithLive(built, live({ digest }), true).changed).toBe(true);
  });
});

/** How the local live site answers its nth request for the version file (1-based). */
type Answer = 'version' | 500 | 404 | 'hang';

describe('the comparison against a live site over HTTP that hiccups', () => {
  let server: Server;
  let base = '';
  let answers: (n: number) => Answer = () => 'version';
  let requests = 0;
  let siteDir = '';
  let files = { output: '', summary: '' };

  beforeAll(async () => {
    server = createServer((request, response: ServerResponse) => {
      if (request.url !== '/version.json') return void response.writeHead(404).end();
      requests += 1;
      const answer = answers(requests);
      // A host that hangs: the request stays open until the comparison's own bound gives up on it.
      if (answer === 'hang') return;
      if (answer === 'version') return void response.writeHead(200).end(JSON.stringify(live({ digest }).version));
      response.writeHead(answer).end(answer === 404 ? 'não encontrado' : 'Bad gateway');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'comparacao-'));
    writeFileSync(path.join(siteDir, 'version.json'), JSON.stringify(built));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(siteDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    requests = 0;
    files = { output: path.join(siteDir, 'saida.txt'), summary: path.join(siteDir, 'resumo.md') };
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
  });

  /**
   * One run of the step, with pauses that are only recorded. The reads have the step's bound, but for a first read
   * that the server leaves hanging: 200 ms, the one wait on the clock here.
   */
  async function run(answer: (n: number) => Answer) {
    answers = answer;
    const pauses: number[] = [];
    const bound = (n: number) => (answer(n) === 'hang' ? 200 : COMPARE_READ_TIMEOUT_MS);
    let reads = 0;
    const result = await runComparison({
      env: { LIVE_CHECK_URL: base, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary },
      siteDir,
      read: (url) => readVersion(url, bound((reads += 1))),
      sleep: async (ms) => void pauses.push(ms),
    });
    const output = readFileSync(files.output, 'utf8');
    return { result, pauses, output, summary: readFileSync(files.summary, 'utf8') };
  }

  it('reads again after a 500 and, with the same files, sends nothing', async () => {
    const { result, pauses, output, summary } = await run((n) => (n === 1 ? 500 : 'version'));
    expect(requests).toBe(2);
    expect(pauses).toEqual([RETRY_PAUSES_MS[0]]);
    expect(output).toBe('mudou=false\n');
    expect(result.reason).toContain('O site no ar só respondeu na leitura 2.');
    expect(summary).toContain(`## ${UNCHANGED_HEADING}`);
    expect(summary).not.toContain(UNREADABLE_HEADING);
  });

  it('reads again after a read that hangs past its bound and, with the same files, sends nothing', async () => {
    const { pauses, output, summary } = await run((n) => (n === 1 ? 'hang' : 'version'));
    expect(requests).toBe(2);
    expect(pauses).toEqual([RETRY_PAUSES_MS[0]]);
    expect(output).toBe('mudou=false\n');
    expect(summary).toContain(`## ${UNCHANGED_HEADING}`);
  });

  it('sends, saying it was only because the live site could not be read, when every read fails', async () => {
    const { result, pauses, output, summary } = await run(() => 500);
    expect(requests).toBe(RETRY_PAUSES_MS.length + 1);
    expect(pauses).toEqual(RETRY_PAUSES_MS);
    expect(output).toBe('mudou=true\n');
    expect(result).toMatchObject({ changed: true, unreadable: true });
    expect(summary).toContain(
      `## ${UNREADABLE_HEADING}\n\nO arquivo de versão do site no ar respondeu 500, em 4 leituras: sem ele, não há como saber se o site mudou, e o site é enviado inteiro.`,
    );
    expect(summary).toContain('no Netlify, ele gasta os créditos de um deploy');
    expect(summary).not.toContain(UNCHANGED_HEADING);
  });

  it('sends at once on a 404, the first publication: no site there yet, nothing to wait for', async () => {
    const { result, pauses, output, summary } = await run(() => 404);
    expect(requests).toBe(1);
    expect(pauses).toEqual([]);
    expect(output).toBe('mudou=true\n');
    expect(result).toEqual({
      changed: true,
      reason: 'O arquivo de versão do site no ar respondeu 404: o site é enviado inteiro.',
    });
    expect(summary).toBe('');
  });
});
