/** @jest-environment node */
import { compareWithLive } from './compare-live';

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
