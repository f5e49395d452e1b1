/** @jest-environment node */
import ICAL from 'ical.js';
import { courses } from '@/content/courses';
import { site } from '@/content/site';
import { sampleClass } from '@/content/__fixtures__/course-class';
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
    expect(event?.isRecurring()).toBe(false);
  });

  it('repeats on the class weekdays until its last day, UNTIL in UTC, every meeting at 19h in Londrina', () => {
    const weekly = { ...evening, endDate: '2025-09-24' };
    expect(classRecurrence(weekly)).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250925T025959Z');
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
    expect(meetings).toHaveLength(19);
    for (const meeting of meetings) expect(meeting).toMatch(/T22:00:00\.000Z$/);
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
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250925T025959Z');
    expect(url.searchParams.get('location')).toBe(`${site.name}, ${formatAddress(site.address)}`);
  });
});
