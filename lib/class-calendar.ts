import 'server-only';
import ical, {
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalRepeatingOptions,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block as vtimezoneOf } from 'timezones-ical-library';
import { classMeetingsOf } from '@/content/class-schedule';
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
 * download a file. Times are the school's (America/Sao_Paulo, with its VTIMEZONE in the file): the event repeats on
 * the class's weekdays until its last day, less its days without class (content/class-schedule.ts). A class that has
 * started is on no page, so its file goes with it.
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
const RFC_WEEKDAYS: Readonly<Record<Weekday, ICalWeekday>> = {
  segunda: ICalWeekday.MO,
  terça: ICalWeekday.TU,
  quarta: ICalWeekday.WE,
  quinta: ICalWeekday.TH,
  sexta: ICalWeekday.FR,
  sábado: ICalWeekday.SA,
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

type RepeatingFields = Pick<CourseClass, 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'weekdays'>;

/**
 * How a class repeats: weekly on its weekdays until the end of its last day in Londrina, less the meeting of each
 * day without class inside it. UNTIL is in UTC, as RFC 5545 (3.3.10) asks when DTSTART has a TZID; each exception is
 * the meeting's own start in Londrina, written with the event's TZID (3.8.5.1: EXDATE matches DTSTART's kind).
 */
export function classRepeating(courseClass: RepeatingFields): ICalRepeatingOptions & {
  until: DateTime;
  exclude: DateTime[];
} {
  return {
    freq: ICalEventRepeatingFreq.WEEKLY,
    byDay: WEEKDAYS.filter((day) => courseClass.weekdays.includes(day)).map((day) => RFC_WEEKDAYS[day]),
    until: schoolTime(courseClass.endDate, '23:59:59').toUTC(),
    exclude: classMeetingsOf(courseClass).skipped.map(({ date }) => schoolTime(date, courseClass.startTime)),
  };
}

/** The rule without `exclude` when it holds no day: ical-generator would write an EXDATE with no value. */
const withoutEmptyExclusion = ({ exclude, ...rule }: ReturnType<typeof classRepeating>): ICalRepeatingOptions =>
  exclude.length > 0 ? { ...rule, exclude } : rule;

/** The repeat rule as the calendar file writes it (the value of its RRULE), for Google Calendar's link. */
export function classRecurrence(courseClass: RepeatingFields): string {
  const { freq, byDay, until } = classRepeating(courseClass);
  return `FREQ=${freq};UNTIL=${until.toFormat("yyyyLLdd'T'HHmmss'Z'")};BYDAY=${[byDay].flat().join(',')}`;
}

/** The days without class as an EXDATE line, with the school's TZID; undefined when the class has none. */
export function classExceptions(courseClass: RepeatingFields): string | undefined {
  const { exclude } = classRepeating(courseClass);
  if (exclude.length === 0) return undefined;
  return `EXDATE;TZID=${SCHOOL_TIME_ZONE}:${exclude.map((time) => time.toFormat("yyyyLLdd'T'HHmmss")).join(',')}`;
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
  calendar.createEvent({
    id: `${classCalendarFile(courseClass).replace(/\.ics$/, '')}@${SITE_DOMAIN}`,
    // RFC 5545 3.8.7.2: DTSTAMP in UTC. Not the build's moment nor the commit's: the daily build would then write new
    // bytes every day (and every commit), the site's digest would change and every run would publish it again. The
    // class's own first moment changes only when the class does, so a build of the same content writes the same file.
    stamp: start.toUTC(),
    start,
    end,
    timezone: SCHOOL_TIME_ZONE,
    repeating: withoutEmptyExclusion(classRepeating(courseClass)),
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
    // The events carry the zone (their TZID, and the VTIMEZONE it needs). A zone for the whole calendar would have
    // ical-generator write DTSTAMP and UNTIL in Londrina's time, which RFC 5545 (3.8.7.2, 3.3.10) forbids; it is named
    // only when there is no event, for the VTIMEZONE that keeps an empty calendar valid (3.6: one component at least).
    timezone: { name: classes.length === 0 ? SCHOOL_TIME_ZONE : null, generator: timeZoneComponent },
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
 * zone (ctz), the same repetition and exceptions, place and description.
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
  // The same exceptions as the file: Google's `recur` takes EXDATE lines after the RRULE.
  const exceptions = classExceptions(courseClass);
  parameters.set('recur', [`RRULE:${classRecurrence(courseClass)}`, ...(exceptions ? [exceptions] : [])].join('\n'));
  return `https://calendar.google.com/calendar/render?${parameters.toString()}`;
}
