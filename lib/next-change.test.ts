/** @jest-environment node */
import { nextCalendarChange } from './next-change';

describe("the site's next calendar change", () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('is the new year when nothing is scheduled (the footer shows the year)', () => {
    expect(nextCalendarChange(now, [], [])).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it("is a scheduled post's day as it begins in Londrina", () => {
    expect(nextCalendarChange(now, [{ date: '2026-12-03' }, { date: '2026-12-01' }], [])).toEqual(
      new Date('2026-12-01T03:00:00Z'),
    );
  });

  it('is the start of the soonest class still to start, when it comes first', () => {
    const classes = [
      { startDate: '2026-11-28', startTime: '08:00' }, // already started: left out
      { startDate: '2026-11-30', startTime: '19:00' },
    ];
    expect(nextCalendarChange(now, [{ date: '2026-12-01' }], classes)).toEqual(new Date('2026-11-30T22:00:00Z'));
  });
});
