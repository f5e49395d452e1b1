import { buildDay, buildTime, schoolDay } from './build-time';

describe('the build clock', () => {
  it('takes the moment of SITE_BUILD_TIME, and refuses a malformed one in pt-BR', () => {
    expect(buildTime({ SITE_BUILD_TIME: '2026-03-01T08:00:00-03:00' }).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(() => buildTime({ SITE_BUILD_TIME: 'amanhã' })).toThrow(
      'SITE_BUILD_TIME: "amanhã" não é uma data e hora no formato ISO 8601',
    );
    const before = Date.now();
    expect(buildTime({}).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("counts the day in the school's time zone (Londrina), not the machine's nor UTC", () => {
    // 01:30 UTC on 1 March is still 28 February, 22:30, in Londrina.
    expect(schoolDay(new Date('2026-03-01T01:30:00Z'))).toBe('2026-02-28');
    expect(schoolDay(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
    expect(buildDay({ SITE_BUILD_TIME: '2026-12-31T23:59:00-03:00' })).toBe('2026-12-31');
  });
});
