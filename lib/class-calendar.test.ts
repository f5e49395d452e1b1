/** @jest-environment node */
import ICAL from 'ical.js';
import { courses } from '@/content/courses';
import { site } from '@/content/site';
import { sampleClass } from '@/content/__fixtures__/course-class';
import { classMeetingsOf } from '@/content/class-schedule';
import {
  allClassesCalendar,
  classCalendar,
  classCalendarPath,
  classRecurrence,
  googleCalendarUrl,
} from './class-calendar';
import { formatAddress } from './address';

/**
 * The calendar files, parsed by an independent reader: ical.js (Mozilla's iCalendar parser, used by Thunderbird),
 * not the library that writes them (ical-generator). Times are read back as instants and compared with the class's
 * local times in America/Sao_Paulo (UTC−3, no summer time since 2019).
 */

const course = courses.find((candidate) => candidate.slug === 'instalacao-manutencao-split-system');
if (!course) throw new Error('the split course is missing');

/** The file parsed, with its one event and its time zone registered so its local times resolve. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const instant = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('a class in the visitor calendar (RFC 5545)', () => {
  const evening = sampleClass({
    course: course.slug,
    startDate: '2025-09-08',
    startTime: '19:00',
    endTime: '22:00',
    weekdays: ['segunda', 'quarta'],
  });

  it('is named after its course, first day and hour, under /agenda', () => {
    expect(classCalendarPath(evening)).toBe('/agenda/instalacao-manutencao-split-system-2025-09-08-1900.ics');
  });

  it('holds the first meeting at its local times in America/Sao_Paulo, with the school as place and the course page', () => {
    const { calendar, events } = parsed(classCalendar(course, evening));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.startDate.zone?.tzid).toBe('America/Sao_Paulo');
    expect(instant(event!.startDate)).toBe('2025-09-08T22:00:00.000Z');
    expect(instant(event!.endDate)).toBe('2025-09-09T01:00:00.000Z');
    expect(event?.summary).toBe(`${course.title} (turma da noite)`);
    expect(event?.location).toBe(`${site.name}, ${formatAddress(site.address)}`);
    expect(event?.component.getFirstPropertyValue('url')).toBe(`${site.url}/cursos/${course.slug}`);
    expect(event?.description).toContain(`${site.url}/cursos/${course.slug}`);
    // Every class repeats until its last day: a class of one day holds one meeting.
    const [oneDay] = parsed(classCalendar(course, { ...evening, endDate: evening.startDate })).events;
    const iterator = oneDay!.iterator();
    expect([iterator.next()?.toJSDate().toISOString(), iterator.next()]).toEqual([
      '2025-09-08T22:00:00.000Z',
      undefined,
    ]);
  });

  it('repeats on the class weekdays until its last day, UNTIL in UTC, every meeting at 19h in Londrina', () => {
    const weekly = { ...evening, endDate: '2025-09-24' };
    expect(classRecurrence(weekly)).toBe('FREQ=WEEKLY;UNTIL=20250925T025959Z;BYDAY=MO,WE');
    const { events } = parsed(classCalendar(course, weekly));
    const [event] = events;
    const rule = event!.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.until?.isDate).toBe(false);
    expect(rule.until?.zone).toBe(ICAL.Timezone.utcTimezone);
    const iterator = event!.iterator();
    const meetings: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) meetings.push(instant(next));
    expect(meetings).toEqual([
      '2025-09-08T22:00:00.000Z',
      '2025-09-10T22:00:00.000Z',
      '2025-09-15T22:00:00.000Z',
      '2025-09-17T22:00:00.000Z',
      '2025-09-22T22:00:00.000Z',
      '2025-09-24T22:00:00.000Z',
    ]);
  });

  it("keeps every meeting of November to February at 19h in Londrina: no summer time since 2019, in the file's own VTIMEZONE", () => {
    const summer = sampleClass({
      course: course.slug,
      startDate: '2025-10-27',
      startTime: '19:00',
      endTime: '22:00',
      weekdays: ['segunda'],
      endDate: '2026-03-02',
    });
    const text = classCalendar(course, summer);
    expect(text).not.toContain('BEGIN:DAYLIGHT');
    const [event] = parsed(text).events;
    const iterator = event!.iterator();
    const meetings: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) meetings.push(instant(next));
    // 19 Mondays, less the days without class among them (content/class-schedule.ts), each at 19h in Londrina.
    const { meetings: days, skipped } = classMeetingsOf(summer);
    expect(days.length + skipped.length).toBe(19);
    expect(meetings).toEqual(days.map((day) => `${day}T22:00:00.000Z`));
  });

  it('writes the same bytes for the same class, whatever the build time', () => {
    expect(classCalendar(course, evening)).toBe(classCalendar(course, evening));
  });

  it('gathers every class to come in the school calendar, and is a valid calendar with none', () => {
    const later = sampleClass({
      course: course.slug,
      startDate: '2025-09-13',
      startTime: '08:00',
      endTime: '17:00',
      weekdays: ['sábado'],
      shift: 'integral',
    });
    expect(
      parsed(
        allClassesCalendar([
          { course, courseClass: evening },
          { course, courseClass: later },
        ]),
      ).events.map((event) => instant(event.startDate)),
    ).toEqual(['2025-09-08T22:00:00.000Z', '2025-09-13T11:00:00.000Z']);
    const { calendar, events } = parsed(allClassesCalendar([]));
    expect(events).toEqual([]);
    expect(calendar.getFirstSubcomponent('vtimezone')).not.toBeNull();
  });

  it('offers the same event to Google Calendar, in the school time zone', () => {
    const url = new URL(googleCalendarUrl(course, { ...evening, endDate: '2025-09-24' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250908T190000/20250908T220000');
    expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;UNTIL=20250925T025959Z;BYDAY=MO,WE');
    expect(url.searchParams.get('location')).toBe(`${site.name}, ${formatAddress(site.address)}`);
  });

  describe('a class copied to next year: its holidays left out', () => {
    // The mechanics night class as the issue tried it, on a copy dated 2027: Good Friday (26 March) and Tiradentes
    // (21 April) fall on its days.
    const night = sampleClass({
      course: course.slug,
      startDate: '2027-01-11',
      endDate: '2027-07-02',
      weekdays: ['segunda', 'quarta', 'sexta'],
    });
    const text = classCalendar(course, night);
    const [event] = parsed(text).events;
    /** The file's lines, unfolded (RFC 5545 3.1). */
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');

    it('has an EXDATE, with the TZID of its start, on each day without class inside it', () => {
      const { skipped } = classMeetingsOf(night);
      expect(skipped.map(({ date }) => date)).toEqual(expect.arrayContaining(['2027-03-26', '2027-04-21']));
      const exdates = event!.component.getAllProperties('exdate');
      expect(exdates).toHaveLength(1);
      expect(exdates[0]?.getParameter('tzid')).toBe('America/Sao_Paulo');
      const excluded = exdates.flatMap((property) => property.getValues() as ICAL.Time[]);
      expect(excluded.map((time) => time.zone?.tzid)).toEqual(skipped.map(() => 'America/Sao_Paulo'));
      expect(excluded.map(instant)).toEqual(skipped.map(({ date }) => `${date}T22:00:00.000Z`));
      const iterator = event!.iterator();
      const meetings: string[] = [];
      for (let next = iterator.next(); next; next = iterator.next()) meetings.push(instant(next));
      expect(meetings).not.toContain('2027-03-26T22:00:00.000Z');
      expect(meetings).not.toContain('2027-04-21T22:00:00.000Z');
      expect(meetings).toEqual(classMeetingsOf(night).meetings.map((day) => `${day}T22:00:00.000Z`));
    });

    it('stamps it in UTC (RFC 5545 3.8.7.2), from the class, not from the moment it was written', () => {
      expect(lines.filter((line) => line.startsWith('DTSTAMP'))).toEqual(['DTSTAMP:20270111T220000Z']);
      const stamp = event!.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
      expect(lines.some((line) => /^RRULE:.*UNTIL=\d{8}T\d{6}Z/.test(line))).toBe(true);
    });

    it('gives Google Calendar the same repetition and exceptions, as the lines of the file', () => {
      const recur = new URL(googleCalendarUrl(course, night)).searchParams.get('recur');
      const fileLines = lines.filter((line) => /^(RRULE|EXDATE)[:;]/.test(line));
      expect(fileLines).toHaveLength(2);
      expect(recur?.split('\n')).toEqual(fileLines);
      expect(recur).toContain('20270326T190000');
      expect(recur).toContain('20270421T190000');
    });
  });
});
