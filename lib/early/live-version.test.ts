import {
  LIVE_COMMIT_ATTRIBUTE,
  STALE_WARNING_ATTRIBUTE,
  staleSince,
  staleWarningText,
  warnIfStale,
} from './live-version';

const version = (builtAt: string) => ({ commit: '0123456789abcdef0123456789abcdef01234567', builtAt, pages: 57 });

describe("the page report's warning that the daily publication stopped", () => {
  it('is due once the live version is older than 26 hours: a daily run at 06:10 leaves margin for a slow one', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(staleSince(version('2026-11-26T10:01:00Z'), now)).toBeUndefined();
    expect(staleSince(version('2026-11-26T09:59:00Z'), now)).toEqual(new Date('2026-11-26T09:59:00Z'));
  });

  it('says since when, in Brasília time, and what it means for marketing', () => {
    expect(staleWarningText(new Date('2026-11-25T09:10:00Z'))).toMatch(
      /^A publicação diária não roda desde 25 de novembro de 2026, 06:10 \(horário de Brasília\)\. .*posts agendados não entram no ar/,
    );
  });

  it('shows the hidden warning of the page when the live version is stale, and leaves it hidden otherwise', async () => {
    document.body.innerHTML = `<p ${STALE_WARNING_ATTRIBUTE} hidden></p>`;
    const warning = document.querySelector<HTMLElement>(`[${STALE_WARNING_ATTRIBUTE}]`);
    const now = () => new Date('2026-11-27T12:00:00Z');
    await warnIfStale(document, async () => version('2026-11-27T09:10:00Z'), now);
    expect(warning?.hidden).toBe(true);
    expect(warning?.getAttribute(LIVE_COMMIT_ATTRIBUTE)).toBe('0123456789abcdef0123456789abcdef01234567');
    await warnIfStale(document, async () => undefined, now);
    expect(warning?.hidden).toBe(true);
    expect(warning?.getAttribute(LIVE_COMMIT_ATTRIBUTE)).toBe('');
    await warnIfStale(document, async () => version('2026-11-24T09:10:00Z'), now);
    expect(warning?.hidden).toBe(false);
    expect(warning?.textContent).toContain('não roda desde 24 de novembro de 2026, 06:10');
  });
});
