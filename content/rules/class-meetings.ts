import { weekdayOf } from './weekdays';

/**
 * A class's meetings, counted once: the days on its weekdays from its first day to its last, less the days without
 * class (holidays and the school's own days, given as a map of day to name), and the hours they add up to. The build
 * checks the classes with it (content/class-schedule.ts, which gives it the days) and so does the editor before saving,
 * with this module bundled for the browser and the days computed at build (app/cms/previews.js/route.ts). Calendar
 * days only: no time zone enters, the days are Londrina's as written.
 */

/** A day without class: AAAA-MM-DD and what it is ("Dia de Tiradentes", "Recesso de fim de ano"). */
export interface NoClassDay {
  date: string;
  name: string;
}

/** The days without class, by day (AAAA-MM-DD) with their names. */
export type NoClassDays = ReadonlyMap<string, string>;

export interface ClassMeetingFields {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekdays: readonly string[];
}

export interface ClassMeetings {
  /** The days of class, AAAA-MM-DD, in order. */
  meetings: string[];
  /** The length of each day's class, in hours (19:00 to 22:00: 3). */
  dailyHours: number;
  /** The hours of class: meetings × daily hours. */
  hours: number;
  /** The days without class that fall on the class's weekdays between its first and last day, in order. */
  skipped: NoClassDay[];
}

/** A calendar day in milliseconds: the rules count days as UTC dates, where no clock change falls. */
export const DAY_MS = 86_400_000;
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const dayText = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The meetings of a class, its hours, and the days without class inside it. */
export function classMeetings(courseClass: ClassMeetingFields, noClassDays: NoClassDays): ClassMeetings {
  const meetings: string[] = [];
  const skipped: NoClassDay[] = [];
  const last = Date.parse(`${courseClass.endDate}T12:00:00Z`);
  for (let time = Date.parse(`${courseClass.startDate}T12:00:00Z`); time <= last; time += DAY_MS) {
    const date = dayText(time);
    const weekday = weekdayOf(date);
    if (!weekday || !courseClass.weekdays.includes(weekday)) continue;
    const name = noClassDays.get(date);
    if (name === undefined) meetings.push(date);
    else skipped.push({ date, name });
  }
  const dailyHours = (minutesOf(courseClass.endTime) - minutesOf(courseClass.startTime)) / 60;
  return { meetings, dailyHours, hours: meetings.length * dailyHours, skipped };
}

/** A number of hours as a sentence writes it: "240", "7,5". */
export const formatHours = (hours: number): string =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(hours);

/** A calendar day in words: "8 de setembro de 2025". */
export const dayInWords = (date: string): string =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * Why a class's days do not hold: it starts on a day without class, or its hours fall short of its course's
 * certificate. Undefined when they hold, or when a field is not well formed (its own rule says so).
 */
export function classMeetingsProblem(
  courseClass: ClassMeetingFields,
  noClassDays: NoClassDays,
  certificateHours: number | undefined,
): { field: 'startDate' | 'endDate'; message: string } | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const time = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
  const { startDate, endDate, startTime, endTime } = courseClass;
  if (!day.test(startDate) || !day.test(endDate) || !time.test(startTime) || !time.test(endTime)) return undefined;
  const holiday = noClassDays.get(startDate);
  if (holiday !== undefined) {
    return {
      field: 'startDate',
      message: `${dayInWords(startDate)} é dia sem aula (${holiday}); comece a turma em outro dia`,
    };
  }
  if (certificateHours === undefined || endDate < startDate) return undefined;
  const { meetings, dailyHours, hours } = classMeetings(courseClass, noClassDays);
  if (hours >= certificateHours) return undefined;
  return {
    field: 'endDate',
    message: `as aulas somam ${formatHours(hours)} horas (${meetings.length} aulas de ${formatHours(dailyHours)} h, sem os dias sem aula), menos que as ${formatHours(certificateHours)} horas do certificado do curso; marque a última aula mais adiante`,
  };
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const dayMonthOf = (date: string) => dayMonth.format(new Date(`${date}T12:00:00Z`));
const plural = (count: number, one: string, many: string) => `${formatHours(count)} ${count === 1 ? one : many}`;

/** A class's meetings and hours as the course page says them: "80 aulas de 3 horas: 240 horas no total". */
export function meetingsLine({ meetings, dailyHours, hours }: ClassMeetings): string {
  return `${plural(meetings.length, 'aula', 'aulas')} de ${plural(dailyHours, 'hora', 'horas')}: ${plural(hours, 'hora', 'horas')} no total`;
}

/**
 * The days without class inside a class as the course page says them, days in a row of the same closure together:
 * "20 de novembro (Dia da Consciência Negra); de 22 de dezembro a 2 de janeiro (Recesso de fim de ano)".
 */
export function noClassDaysLine(skipped: readonly NoClassDay[]): string {
  if (skipped.length === 0) return 'Nenhum: nem feriado nem recesso no período';
  const runs: { first: string; last: string; names: string[] }[] = [];
  for (const { date, name } of skipped) {
    const names = name.split(' e ');
    const run = runs.at(-1);
    const shared = run?.names.filter((known) => names.includes(known)) ?? [];
    // A class meets at least once a week: a closure's days without class are never more than a week apart.
    const near = run !== undefined && Date.parse(date) - Date.parse(run.last) <= 7 * DAY_MS;
    if (run && near && shared.length > 0) Object.assign(run, { last: date, names: shared });
    else runs.push({ first: date, last: date, names });
  }
  // Day and month say it, unless the days span most of a year: then the same day could come twice.
  const span = Date.parse(runs.at(-1)?.last ?? '') - Date.parse(runs[0]?.first ?? '');
  const spelt = span > 300 * DAY_MS ? dayInWords : dayMonthOf;
  return runs
    .map(({ first, last, names }) => {
      const days = first === last ? spelt(first) : `de ${spelt(first)} a ${spelt(last)}`;
      return `${days} (${names.join(' e ')})`;
    })
    .join('; ');
}
