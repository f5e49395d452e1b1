import 'server-only';
import { classMeetingsOf } from '@/content/class-schedule';
import { courseClasses } from '@/content/course-classes';
import { meetingsLine, noClassDaysLine } from '@/content/rules/class-meetings';
import { takesStudents } from '@/content/rules/course-class';
import { formatCalendarDay } from '@/content/fields';
import { site } from '@/content/site';
import {
  SHIFT_CLASS_NAMES,
  WEEKDAY_NAMES,
  WEEKDAY_PLURALS,
  WEEKDAYS,
  weekdayOf,
  type CourseClass,
} from '@/content/schema';
import { buildTime, SCHOOL_TIME_ZONE } from './build-time';

/**
 * The classes the site shows: those still to start at the build's moment (lib/build-time.ts, one clock for the whole
 * build), by start. A class whose start has passed is on no page and in no structured data; the daily publication
 * takes it off. Dates and times are Londrina's (SCHOOL_TIME_ZONE): the start is written with that day's UTC offset.
 */

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE, timeZoneName: 'longOffset' });

/** The school's UTC offset at a moment, "-03:00" ("GMT-03:00" in Intl's words; "GMT" alone is "+00:00"). */
function offsetAt(moment: number): string {
  const name =
    offsetFormat.formatToParts(new Date(moment)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-]\d{2}):?(\d{2})?$/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

const offsetMinutes = (offset: string): number => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
};

/**
 * The UTC offset Londrina had at `time` (HH:MM) of `date` (AAAA-MM-DD): "-03:00" today, "-02:00" in the summer time
 * Brazil kept until 2019. Asked of the time zone database (Intl), not assumed: were summer time to come back, the
 * classes would still start at their hour.
 */
export function schoolOffset(date: string, time: string): string {
  const wallClock = Date.parse(`${date}T${time}:00Z`);
  // The offset at the wall-clock reading taken as UTC is a first guess; the offset at the moment it gives is the one.
  const guess = offsetAt(wallClock);
  return offsetAt(wallClock - offsetMinutes(guess) * 60_000);
}

/** When a class starts, as ISO 8601 with Londrina's offset of that day: "2025-09-08T19:00:00-03:00". */
export function classStart(courseClass: Pick<CourseClass, 'startDate' | 'startTime'>): string {
  const { startDate, startTime } = courseClass;
  return `${startDate}T${startTime}:00${schoolOffset(startDate, startTime)}`;
}

/** The moment a class starts. */
export function classStartTime(courseClass: Pick<CourseClass, 'startDate' | 'startTime'>): Date {
  return new Date(classStart(courseClass));
}

/** The build's moment, read once: every page of the build agrees on which classes are still to come. */
const BUILD_TIME = buildTime();

/** Still to start at `now`: a class starting exactly then has started. */
export function isUpcoming(courseClass: Pick<CourseClass, 'startDate' | 'startTime'>, now: Date = BUILD_TIME): boolean {
  return classStartTime(courseClass).getTime() > now.getTime();
}

/** The classes of `classes` still to start at `now`, the soonest first (then by course, for a stable order). */
export function upcomingClasses(
  classes: readonly CourseClass[] = courseClasses,
  now: Date = BUILD_TIME,
): CourseClass[] {
  return classes
    .filter((courseClass) => isUpcoming(courseClass, now))
    .sort((a, b) => classStartTime(a).getTime() - classStartTime(b).getTime() || a.course.localeCompare(b.course));
}

/** The classes of a course still to start, the soonest first. */
export function upcomingClassesOf(
  courseSlug: string,
  classes: readonly CourseClass[] = courseClasses,
  now: Date = BUILD_TIME,
): CourseClass[] {
  return upcomingClasses(classes, now).filter((courseClass) => courseClass.course === courseSlug);
}

/**
 * The class the home page announces: the soonest still to start, of any course, that still takes students (a sold-out
 * class is listed on its course's page, but "garanta o seu lugar" would point at no place). Undefined when none is.
 */
export function nearestClass(
  classes: readonly CourseClass[] = courseClasses,
  now: Date = BUILD_TIME,
): CourseClass | undefined {
  return upcomingClasses(classes, now).find(takesStudents);
}

/**
 * The year the enrolment badge shows on every page ("MATRÍCULAS 2026"): the year of the class the home page announces
 * (nearestClass), as the banner shows its month; the content's own year ("Ano das matrículas abertas") when none is.
 */
export function enrolmentYear(
  classes: readonly CourseClass[] = courseClasses,
  now: Date = BUILD_TIME,
  contentYear: number = site.enrolmentYear,
): number {
  const announced = nearestClass(classes, now);
  return announced ? Number(announced.startDate.slice(0, 4)) : contentYear;
}

const monthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The month a class starts, as the home banner names it: "Setembro de 2025". */
export function classMonth(courseClass: Pick<CourseClass, 'startDate'>): string {
  return capitalise(monthFormat.format(noon(courseClass.startDate)));
}

/** The day a class starts and its weekday: "8 de setembro de 2025, segunda-feira". */
export function classStartDay(courseClass: Pick<CourseClass, 'startDate'>): string {
  const weekday = weekdayOf(courseClass.startDate);
  return `${formatCalendarDay(courseClass.startDate)}${weekday ? `, ${WEEKDAY_NAMES[weekday]}` : ''}`;
}

/** The day and month a class starts, with its weekday, for a sentence within its month: "8 de setembro, segunda-feira". */
export function classStartDayInMonth(courseClass: Pick<CourseClass, 'startDate'>): string {
  const weekday = weekdayOf(courseClass.startDate);
  return `${dayMonthFormat.format(noon(courseClass.startDate))}${weekday ? `, ${WEEKDAY_NAMES[weekday]}` : ''}`;
}

/** "19:00" → "19h", "19:30" → "19h30", as times are said on the pages. */
export function formatHour(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** The days and hours of a class: "Segundas, quartas e sextas, das 19h às 22h". */
export function classSchedule(courseClass: Pick<CourseClass, 'weekdays' | 'startTime' | 'endTime'>): string {
  const days = WEEKDAYS.filter((day) => courseClass.weekdays.includes(day)).map((day) => WEEKDAY_PLURALS[day]);
  return capitalise(
    `${listFormat.format(days)}, das ${formatHour(courseClass.startTime)} às ${formatHour(courseClass.endTime)}`,
  );
}

/** A class named in a sentence: "turma da noite, início em 8 de setembro de 2025". */
export function classLabel(courseClass: Pick<CourseClass, 'shift' | 'startDate'>): string {
  return `${SHIFT_CLASS_NAMES[courseClass.shift]}, início em ${formatCalendarDay(courseClass.startDate)}`;
}

/**
 * A class's meetings and hours, and the days without class inside it, as the course page says them
 * (content/class-schedule.ts counts them): "80 aulas de 3 horas: 240 horas no total"; "20 de novembro (Dia da
 * Consciência Negra)".
 */
export function classMeetingWords(courseClass: Parameters<typeof classMeetingsOf>[0]): {
  meetings: string;
  noClassDays: string;
} {
  const meetings = classMeetingsOf(courseClass);
  return { meetings: meetingsLine(meetings), noClassDays: noClassDaysLine(meetings.skipped) };
}
