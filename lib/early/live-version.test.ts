import {
  LIVE_COMMIT_ATTRIBUTE,
  STALE_WARNING_ATTRIBUTE,
  staleness,
  staleWarningText,
  warnIfStale,
} from './live-version';

const version = (builtAt: string, dueBy?: string) => ({
  commit: '0123456789abcdef0123456789abcdef01234567',
  builtAt,
  pages: 57,
  ...(dueBy ? { dueBy } : {}),
});

describe("the page report's warning that the daily publication stopped", () => {
  it('is not due for an old version with no change due: the daily run sends only a changed site', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(staleness(version('2026-11-02T09:10:00Z', '2026-12-01T03:00:00Z'), now)).toBeUndefined();
  });

  it('is due two hours after the daily run that should have sent the change (06:10 in Brasília, 09:10 UTC)', () => {
    // A post scheduled for 27 November: its day begins at 03:00 UTC, the run that sends it is at 09:10 UTC.
    const old = version('2026-11-20T09:10:00Z', '2026-11-27T03:00:00Z');
    expect(staleness(old, new Date('2026-11-27T11:09:00Z'))).toBeUndefined();
    expect(staleness(old, new Date('2026-11-27T11:11:00Z'))).toEqual({
      builtAt: new Date('2026-11-20T09:10:00Z'),
      missedRun: new Date('2026-11-27T09:10:00Z'),
    });
    // A class starting at 19:00 in Londrina (22:00 UTC) leaves with the next morning's run.
    const evening = version('2026-11-20T09:10:00Z', '2026-11-26T22:00:00Z');
    expect(staleness(evening, new Date('2026-11-27T11:11:00Z'))?.missedRun).toEqual(new Date('2026-11-27T09:10:00Z'));
  });

  it('judges a version file without its next change by its age: 26 hours', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(staleness(version('2026-11-26T10:01:00Z'), now)).toBeUndefined();
    expect(staleness(version('2026-11-26T09:59:00Z'), now)).toEqual({ builtAt: new Date('2026-11-26T09:59:00Z') });
  });

  it('says which run was missed and which version is live, in Brasília time, and what it means for marketing', () => {
    expect(
      staleWarningText({ builtAt: new Date('2026-11-20T09:10:00Z'), missedRun: new Date('2026-11-27T09:10:00Z') }),
    ).toMatch(
      /^A publicação diária parou: o site no ar devia ter mudado em 27 de novembro de 2026, 06:10 \(horário de Brasília\), .* e ainda é a versão de 20 de novembro de 2026, 06:10\. .*posts agendados não entram no ar/,
    );
    expect(staleWarningText({ builtAt: new Date('2026-11-25T09:10:00Z') })).toMatch(
      /^A publicação diária não roda desde 25 de novembro de 2026, 06:10 \(horário de Brasília\)\. .*posts agendados não entram no ar/,
    );
  });

  it('shows the hidden warning of the page when the live version is stale, and leaves it hidden otherwise', async () => {
    document.body.innerHTML = `<p ${STALE_WARNING_ATTRIBUTE} hidden></p>`;
    const warning = document.querySelector<HTMLElement>(`[${STALE_WARNING_ATTRIBUTE}]`);
    const now = () => new Date('2026-11-27T12:00:00Z');
    await warnIfStale(document, async () => version('2026-11-01T09:10:00Z', '2026-11-28T03:00:00Z'), now);
    expect(warning?.hidden).toBe(true);
    expect(warning?.getAttribute(LIVE_COMMIT_ATTRIBUTE)).toBe('0123456789abcdef0123456789abcdef01234567');
    await warnIfStale(document, async () => undefined, now);
    expect(warning?.hidden).toBe(true);
    expect(warning?.getAttribute(LIVE_COMMIT_ATTRIBUTE)).toBe('');
    await warnIfStale(document, async () => version('2026-11-20T09:10:00Z', '2026-11-27T03:00:00Z'), now);
    expect(warning?.hidden).toBe(false);
    expect(warning?.textContent).toContain('devia ter mudado em 27 de novembro de 2026, 06:10');
  });
});
