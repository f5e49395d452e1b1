import { dayInWords } from './class-meetings';
import { weekdayOf, weekdayWithArticle } from './weekdays';

/**
 * The rules between the fields of a class: the classes end after they begin, the last day is not before the first,
 * and the first day is one of the class's days. The build checks them (courseClassSchema, content/course-class-schema.ts) and so does the editor before saving, with
 * this function bundled for the browser (lib/early/inline/cms-previews.ts). Undefined when the class keeps them,
 * or while a field is not well formed (its own rule says so).
 */
export function courseClassFieldsProblem(courseClass: {
  startDate: unknown;
  startTime: unknown;
  endTime: unknown;
  endDate?: unknown;
  weekdays: readonly unknown[];
}): { field: 'startDate' | 'endTime' | 'endDate'; message: string } | undefined {
  const time = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
  const { startDate, startTime, endTime, endDate, weekdays } = courseClass;
  const isDay = /^\d{4}-\d{2}-\d{2}$/;
  if (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    isDay.test(startDate) &&
    isDay.test(endDate) &&
    endDate < startDate
  ) {
    return {
      field: 'endDate',
      message: `a última aula (${endDate}) vem antes da primeira (${startDate}); confira as duas datas`,
    };
  }
  if (
    typeof startTime === 'string' &&
    typeof endTime === 'string' &&
    time.test(startTime) &&
    time.test(endTime) &&
    endTime <= startTime
  ) {
    return {
      field: 'endTime',
      message: `o término (${endTime}) não vem depois do início (${startTime}); use um horário de término depois do início`,
    };
  }
  if (typeof startDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return undefined;
  const day = new Date(`${startDate}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(startDate)) return undefined;
  const weekday = weekdayOf(startDate);
  if (weekday && weekdays.includes(weekday)) return undefined;
  return {
    field: 'startDate',
    message: `${dayInWords(startDate)} é ${weekdayWithArticle(startDate)}, que não está entre os dias da semana da turma; confira a data ou os dias`,
  };
}

/**
 * Whether a class still takes students: any but a sold-out one. The home page announces the soonest class that does
 * (lib/upcoming-classes.ts, nearestClass), and the stale-content check follows the same one (stale-content.ts).
 */
export function takesStudents(courseClass: { places: string }): boolean {
  return courseClass.places !== 'esgotada';
}
