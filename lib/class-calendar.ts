import 'server-only';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block as vtimezoneOf } from 'timezones-ical-library';
import { SHIFT_CLASS_NAMES, WEEKDAYS, type Course, type CourseClass, type Weekday } from '@/content/schema';
import { site } from '@/content/site';
import { formatAddress } from './address';
import { SCHOOL_TIME_ZONE } from './build-time';
import { coursePath } from './courses';
import { absoluteUrl, SITE_DOMAIN } from './metadata';
import { classSchedule } from './upcoming-classes';

/**
 * A class kept in the visitor's calendar: an iCalendar file (RFC 5545) per class still to start, written at build
 * time by app/agenda/[file]/route.ts, and the same event as a Google Calendar link, for the Android browsers that only
 * download a file. Times are the school's (America/Sao_Paulo, with its VTIMEZONE in the file): with the class's last
 * day, the event repeats on its weekdays until it; without one, it holds the first meeting. A class that has started
 * is on no page, so its file goes with it.
 */

/** The folder of the calendar files in the site, and the one with every class to come (always written). */
export const CALENDAR_FOLDER = '/agenda';
export const SCHOOL_CALENDAR_FILE = 'turmas.ics';

/** The file name of a class's calendar: its course, first day and hour, as unique as the class (content/course-classes.ts). */
export function classCalendarFile(courseClass: Pick<CourseClass, 'course' | 'startDate' | 'startTime'>): string {
  return `${courseClass.course}-${courseClass.startDate}-${courseClass.startTime.replace(':', '')}.ics`;
}

/** "/agenda/<curso>-2025-09-08-1900.ics". */
export function classCalendarPath(courseClass: Pick<CourseClass, 'course' | 'startDate' | 'startTime'>): string {
  return `${CALENDAR_FOLDER}/${classCalendarFile(courseClass)}`;
}

/** The weekdays as RFC 5545 (and Google) spell them. */
const RFC_WEEKDAYS: Readonly<Record<Weekday, string>> = {
  segunda: 'MO',
  terça: 'TU',
  quarta: 'WE',
  quinta: 'TH',
  sexta: 'FR',
  sábado: 'SA',
};

/** A wall-clock time of a day in Londrina, whatever the build machine's own time zone. */
const schoolTime = (date: string, time: string): DateTime =>
  DateTime.fromISO(`${date}T${time}`, { zone: SCHOOL_TIME_ZONE });

/** The first meeting: its start and end, in Londrina. */
function firstMeeting(courseClass: CourseClass): { start: DateTime; end: DateTime } {
  return {
    start: schoolTime(courseClass.startDate, courseClass.startTime),
    end: schoolTime(courseClass.startDate, courseClass.endTime),
  };
}

/**
 * The rule that repeats a class on its weekdays until its last day, or undefined without one. UNTIL is in UTC, as RFC
 * 5545 (3.3.10) asks when DTSTART has a TZID: the end of the last day in Londrina.
 */
export function classRecurrence(courseClass: Pick<CourseClass, 'weekdays' | 'endDate'>): string | undefined {
  if (!courseClass.endDate) return undefined;
  const until = schoolTime(courseClass.endDate, '23:59:59').toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");
  const days = WEEKDAYS.filter((day) => courseClass.weekdays.includes(day)).map((day) => RFC_WEEKDAYS[day]);
  return `FREQ=WEEKLY;BYDAY=${days.join(',')};UNTIL=${until}`;
}

/** What the event says: the course and class, its days and hours, and the course page. */
function eventTexts(course: Course, courseClass: CourseClass) {
  const url = absoluteUrl(coursePath(course));
  return {
    summary: `${course.title} (${SHIFT_CLASS_NAMES[courseClass.shift]})`,
    description: `${classSchedule(courseClass)}. ${site.name}: ${url}`,
    location: `${site.name}, ${formatAddress(site.address)}`,
    url,
  };
}

/** One class as an event of `calendar`. */
function addClassEvent(calendar: ReturnType<typeof ical>, course: Course, courseClass: CourseClass): void {
  const { start, end } = firstMeeting(courseClass);
  const texts = eventTexts(course, courseClass);
  const repeating = classRecurrence(courseClass);
  calendar.createEvent({
    id: `${classCalendarFile(courseClass).replace(/\.ics$/, '')}@${SITE_DOMAIN}`,
    // The file changes only when the class does (a build of the same content writes the same bytes): the stamp is the
    // class's own first moment, not the build's.
    stamp: start.toUTC(),
    start,
    end,
    timezone: SCHOOL_TIME_ZONE,
    ...(repeating ? { repeating } : {}),
    summary: texts.summary,
    description: texts.description,
    location: texts.location,
    url: texts.url,
  });
}

/**
 * The VTIMEZONE of a zone, from a library that follows the IANA database (Brazil has kept no summer time since 2019:
 * older tables still move the classes of November to February an hour). Without it a calendar would put the classes
 * at the reader's own time, so none is written.
 */
function timeZoneComponent(zone: string): string {
  const [component] = vtimezoneOf(zone);
  if (!component)
    throw new Error(`O fuso horário ${zone} não foi encontrado para os arquivos de agenda (timezones-ical-library).`);
  return component;
}

/** A calendar of the school, with Londrina's time zone, holding `classes`. */
function schoolCalendar(name: string, classes: readonly { course: Course; courseClass: CourseClass }[]): string {
  const calendar = ical({
    name,
    prodId: { company: site.shortName, product: 'site', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: SCHOOL_TIME_ZONE, generator: timeZoneComponent },
  });
  for (const { course, courseClass } of classes) addClassEvent(calendar, course, courseClass);
  return calendar.toString();
}

/** The calendar file of one class. */
export function classCalendar(course: Course, courseClass: CourseClass): string {
  return schoolCalendar(`${course.title}: ${SHIFT_CLASS_NAMES[courseClass.shift]}`, [{ course, courseClass }]);
}

/** The calendar of every class still to start, soonest first (only its time zone when none is). */
export function allClassesCalendar(classes: readonly { course: Course; courseClass: CourseClass }[]): string {
  return schoolCalendar(`Turmas da ${site.shortName}`, classes);
}

const googleTime = (time: DateTime): string => time.toFormat("yyyyLLdd'T'HHmmss");

/**
 * The same event for Google Calendar's form ("render?action=TEMPLATE"): the times as Londrina's wall clock with its
 * zone (ctz), the same repetition, place and description.
 */
export function googleCalendarUrl(course: Course, courseClass: CourseClass): string {
  const { start, end } = firstMeeting(courseClass);
  const texts = eventTexts(course, courseClass);
  const parameters = new URLSearchParams({
    action: 'TEMPLATE',
    text: texts.summary,
    dates: `${googleTime(start)}/${googleTime(end)}`,
    ctz: SCHOOL_TIME_ZONE,
    details: texts.description,
    location: texts.location,
  });
  const repeating = classRecurrence(courseClass);
  if (repeating) parameters.set('recur', `RRULE:${repeating}`);
  return `https://calendar.google.com/calendar/render?${parameters.toString()}`;
}
