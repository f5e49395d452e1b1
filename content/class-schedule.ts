import 'server-only';
import Holidays from 'date-holidays';
import { parseEntry } from './collection';
import { readYamlFile } from './files';
import {
  classMeetings,
  DAY_MS,
  type ClassMeetingFields,
  type ClassMeetings,
  type NoClassDay,
  type NoClassDays,
} from './rules/class-meetings';
import { schoolCalendarSchema, type OptionalHoliday, type SchoolCalendar } from './school-calendar-schema';

/**
 * The one place that gives a class its meetings: the days on its weekdays from its first day to its last, less the
 * days without class, and the hours they add up to (content/rules/class-meetings.ts counts them; the editor counts
 * with the same rule and the days this module computes, app/cms/previews.js/route.ts). The days without class are
 * the national and Paraná holidays of a kept library (date-holidays, its BR/PR data: Good Friday, Tiradentes,
 * Consciência Negra since 2024…), the optional days the school closes on, Londrina's own holidays and the school's
 * recesses (content/school-calendar.yaml).
 */

export const SCHOOL_CALENDAR_FILE = 'content/school-calendar.yaml';

export const schoolCalendar: SchoolCalendar = parseEntry(
  SCHOOL_CALENDAR_FILE,
  schoolCalendarSchema,
  readYamlFile(SCHOOL_CALENDAR_FILE),
);

/**
 * The library's rule of each optional day (its BR data, pinned in package.json: a test checks each still matches),
 * and the name the pages give it (the library's Portuguese is Portugal's: "Corpo de Deus").
 */
const OPTIONAL_DAYS: Readonly<Record<OptionalHoliday, { rule: RegExp; name: string }>> = {
  carnaval: { rule: /^easter -4[78]$/, name: 'Carnaval' },
  cinzas: { rule: /^easter -46 /, name: 'Quarta-feira de Cinzas' },
  'corpus-christi': { rule: /^easter 60$/, name: 'Corpus Christi' },
  'vespera-natal': { rule: /^12-24 /, name: 'Véspera de Natal' },
  'vespera-ano-novo': { rule: /^12-31 /, name: 'Véspera de Ano-Novo' },
};

const holidays = new Holidays('BR', 'PR', { languages: ['pt'], types: ['public', 'bank', 'optional'] });

/** The library's days of a year, with their names: every public holiday, and the optional ones the school closes on. */
function libraryDays(year: number, optional: readonly OptionalHoliday[]): NoClassDay[] {
  return holidays.getHolidays(year, 'pt').flatMap((holiday) => {
    const date = holiday.date.slice(0, 10);
    if (holiday.type === 'public') return [{ date, name: holiday.name }];
    const chosen = optional.find((day) => OPTIONAL_DAYS[day].rule.test(holiday.rule));
    return chosen ? [{ date, name: OPTIONAL_DAYS[chosen].name }] : [];
  });
}

const addDay = (days: Map<string, string>, date: string, name: string) => {
  const known = days.get(date);
  if (known === undefined) days.set(date, name);
  else if (!known.split(' e ').includes(name)) days.set(date, `${known} e ${name}`);
};

/** Every day of a closure, AAAA-MM-DD, first to last. */
function closureDays({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T12:00:00Z`); time <= Date.parse(`${to}T12:00:00Z`); time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

const cache = new Map<string, NoClassDays>();

/** The days without class from `firstYear` to `lastYear`, each with its name, in day order. */
export function noClassDays(
  firstYear: number,
  lastYear: number,
  calendar: SchoolCalendar = schoolCalendar,
): NoClassDays {
  const key = `${firstYear}-${lastYear}`;
  const known = calendar === schoolCalendar ? cache.get(key) : undefined;
  if (known) return known;
  const days = new Map<string, string>();
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const { date, name } of libraryDays(year, calendar.optionalHolidays)) addDay(days, date, name);
    for (const { day, name } of calendar.yearly) addDay(days, `${year}-${day}`, name);
  }
  const inYears = (date: string) => Number(date.slice(0, 4)) >= firstYear && Number(date.slice(0, 4)) <= lastYear;
  for (const closure of calendar.closures)
    for (const date of closureDays(closure).filter(inYears)) addDay(days, date, closure.name);
  const sorted: NoClassDays = new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
  if (calendar === schoolCalendar) cache.set(key, sorted);
  return sorted;
}

/** A class's meetings, hours, and the days without class inside it. */
export function classMeetingsOf(
  courseClass: ClassMeetingFields,
  calendar: SchoolCalendar = schoolCalendar,
): ClassMeetings {
  return classMeetings(courseClass, classNoClassDays(courseClass, calendar));
}

/** The days without class of the years a class spans (never before its first day's year). */
export function classNoClassDays(
  courseClass: Pick<ClassMeetingFields, 'startDate' | 'endDate'>,
  calendar: SchoolCalendar = schoolCalendar,
): NoClassDays {
  const first = Number(courseClass.startDate.slice(0, 4));
  const last = Math.max(first, Number(courseClass.endDate.slice(0, 4)));
  return noClassDays(first, last, calendar);
}
