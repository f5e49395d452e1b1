/** @jest-environment node */
import type { CourseClass } from '@/content/schema';
import { courseClasses } from '@/content/course-classes';
import { sampleClass } from '@/content/__fixtures__/course-class';
import { buildTime } from './build-time';
import {
  classLabel,
  classMeetingWords,
  classMonth,
  classSchedule,
  classStart,
  classStartDay,
  classStartDayInMonth,
  enrolmentYear,
  formatHour,
  isUpcoming,
  nearestClass,
  schoolOffset,
  upcomingClasses,
  upcomingClassesOf,
} from './upcoming-classes';

/** A class of `course` starting at `startDate` `startTime` (Londrina). */
const courseClass = (
  course: string,
  startDate: string,
  startTime: string,
  change: Partial<CourseClass> = {},
): CourseClass =>
  sampleClass({
    course,
    startDate,
    startTime,
    weekdays: ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
    ...change,
  });

/** The build's clock, as SITE_BUILD_TIME sets it. */
const clock = (moment: string) => buildTime({ SITE_BUILD_TIME: moment });

const split = courseClass('split', '2025-09-08', '19:00');
const electricity = courseClass('eletricidade', '2025-09-09', '19:00', { places: 'esgotada' });
const cold = courseClass('frio', '2025-09-13', '08:00', { endTime: '17:00', shift: 'integral' });
const splitLater = courseClass('split', '2025-11-10', '19:00');
const classes = [splitLater, cold, electricity, split];

describe("a class's start, in Londrina", () => {
  it('is ISO 8601 with the offset of that day (-03:00 now)', () => {
    expect(classStart(split)).toBe('2025-09-08T19:00:00-03:00');
    expect(classStart(courseClass('x', '2026-01-15', '08:30'))).toBe('2026-01-15T08:30:00-03:00');
  });

  it('takes the offset from the time zone database: Brazil kept summer time (-02:00) until 2019', () => {
    expect(schoolOffset('2018-12-01', '19:00')).toBe('-02:00');
    expect(schoolOffset('2018-06-01', '19:00')).toBe('-03:00');
    expect(classStart(courseClass('x', '2019-01-10', '19:00'))).toBe('2019-01-10T19:00:00-02:00');
    // The night summer time ended (17 February 2019, 00:00 back to 23:00): after the change, -03:00 again.
    expect(schoolOffset('2019-02-17', '08:00')).toBe('-03:00');
  });
});

describe('which classes are still to come', () => {
  it('keeps a class until its start, and drops it at its start and after', () => {
    expect(isUpcoming(split, clock('2025-09-08T18:59:59-03:00'))).toBe(true);
    expect(isUpcoming(split, clock('2025-09-08T19:00:00-03:00'))).toBe(false);
    expect(isUpcoming(split, clock('2025-09-08T22:00:01Z'))).toBe(false);
    // 21:59 UTC is 18:59 in Londrina: still to come.
    expect(isUpcoming(split, clock('2025-09-08T21:59:00Z'))).toBe(true);
  });

  it('lists them by start, the soonest first, without those that have started', () => {
    expect(upcomingClasses(classes, clock('2025-08-20T10:00:00-03:00'))).toEqual([
      split,
      electricity,
      cold,
      splitLater,
    ]);
    expect(upcomingClasses(classes, clock('2025-09-08T19:30:00-03:00'))).toEqual([electricity, cold, splitLater]);
    expect(upcomingClasses(classes, clock('2026-11-26T06:10:00-03:00'))).toEqual([]);
  });

  it("lists a course's own", () => {
    expect(upcomingClassesOf('split', classes, clock('2025-08-20T10:00:00-03:00'))).toEqual([split, splitLater]);
    expect(upcomingClassesOf('split', classes, clock('2025-09-08T19:30:00-03:00'))).toEqual([splitLater]);
    expect(upcomingClassesOf('outro', classes, clock('2025-08-20T10:00:00-03:00'))).toEqual([]);
  });

  it('announces the soonest that still has places, of any course; none when none is to come', () => {
    expect(nearestClass(classes, clock('2025-08-20T10:00:00-03:00'))).toBe(split);
    // The next one, on the 9th, is sold out: the banner names the one of the 13th.
    expect(nearestClass(classes, clock('2025-09-08T19:30:00-03:00'))).toBe(cold);
    expect(nearestClass(classes, clock('2026-01-01T00:00:00-03:00'))).toBeUndefined();
  });

  it('gives the enrolment badge the announced class’s year, and the content’s own year when none is announced', () => {
    const nextYear = courseClass('split', '2027-02-01', '19:00');
    expect(enrolmentYear([...classes, nextYear], clock('2026-12-20T10:00:00-03:00'), 2025)).toBe(2027);
    expect(enrolmentYear(classes, clock('2025-08-20T10:00:00-03:00'), 2024)).toBe(2025);
    expect(enrolmentYear(classes, clock('2026-01-01T00:00:00-03:00'), 2025)).toBe(2025);
  });

  it("of the site's classes, announces one in September 2025 to a build before it, and none to a build of today", () => {
    const announced = nearestClass(courseClasses, clock('2025-08-20T10:00:00-03:00'));
    expect(announced && classMonth(announced)).toBe('Setembro de 2025');
    expect(nearestClass(courseClasses, clock('2026-11-26T06:10:00-03:00'))).toBeUndefined();
  });
});

describe('a class in words', () => {
  it('names its month, its first day and its weekday', () => {
    expect(classMonth(split)).toBe('Setembro de 2025');
    expect(classStartDay(split)).toBe('8 de setembro de 2025, segunda-feira');
    expect(classStartDayInMonth(cold)).toBe('13 de setembro, sábado');
  });

  it('says its days in the order of the week, and its hours', () => {
    expect(classSchedule({ weekdays: ['sexta', 'segunda', 'quarta'], startTime: '19:00', endTime: '22:00' })).toBe(
      'Segundas, quartas e sextas, das 19h às 22h',
    );
    expect(classSchedule({ weekdays: ['sábado'], startTime: '08:00', endTime: '12:30' })).toBe(
      'Sábados, das 8h às 12h30',
    );
    expect(formatHour('07:05')).toBe('7h05');
  });

  it('is named by its shift and its first day', () => {
    expect(classLabel(split)).toBe('turma da noite, início em 8 de setembro de 2025');
    expect(classLabel(cold)).toBe('turma integral, início em 13 de setembro de 2025');
  });
});

describe("a class's meetings in words", () => {
  it('says its meetings and hours, and the holiday inside it: the November split class loses 20 November', () => {
    const november = sampleClass({
      startDate: '2025-11-10',
      endDate: '2025-12-04',
      weekdays: ['segunda', 'terça', 'quarta', 'quinta'],
    });
    expect(classMeetingWords(november)).toEqual({
      meetings: '15 aulas de 3 horas: 45 horas no total',
      noClassDays: '20 de novembro (Dia da Consciência Negra)',
    });
  });
});
