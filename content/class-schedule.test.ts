/** @jest-environment node */
import { classMeetingsOf, noClassDays, schoolCalendar } from './class-schedule';
import { parseCourseClasses } from './course-classes';
import { courses } from './courses';
import { classMeetingsProblem } from './rules/class-meetings';
import { OPTIONAL_HOLIDAYS, type SchoolCalendar } from './school-calendar-schema';

/**
 * The days of a class, counted with the national and Paraná holidays of the kept library and a school calendar given
 * here (the shipped content/school-calendar.yaml is marketing's to change): no optional day, no recess, unless said.
 */
const NONE: SchoolCalendar = { optionalHolidays: [], yearly: [], closures: [] };

/** The shipped night class of the mechanics course (240 hours), copied to 2027 as the issue tried it. */
const NIGHT_2027 = {
  course: 'formacao-mecanica-refrigeracao-ar-condicionado',
  startDate: '2027-01-11',
  startTime: '19:00',
  endTime: '22:00',
  endDate: '2027-07-02',
  weekdays: ['segunda', 'quarta', 'sexta'],
  shift: 'noite',
  places: 'aberta',
};
const FILE = 'content/turmas/formacao-mecanica-refrigeracao-ar-condicionado-2027-01-11.yaml';

describe('the meetings of a class (content/class-schedule.ts)', () => {
  it('counts a class copied to next year: its meetings, hours, and the holidays inside it, Good Friday and Tiradentes out', () => {
    const { meetings, dailyHours, hours, skipped } = classMeetingsOf(NIGHT_2027, NONE);
    // 75 Mondays, Wednesdays and Fridays from 11 January to 2 July, less Good Friday (26 March) and Tiradentes (21 April).
    expect(skipped).toEqual([
      { date: '2027-03-26', name: 'Sexta-Feira Santa' },
      { date: '2027-04-21', name: 'Dia de Tiradentes' },
    ]);
    expect(meetings).toHaveLength(73);
    expect(meetings).not.toContain('2027-03-26');
    expect(meetings).not.toContain('2027-04-21');
    expect([meetings[0], meetings.at(-1)]).toEqual(['2027-01-11', '2027-07-02']);
    expect([dailyHours, hours]).toEqual([3, 219]);
  });

  it('leaves out 20 November, Consciência Negra, a national holiday since 2024', () => {
    const november = { startDate: '2025-11-10', endDate: '2025-12-04', startTime: '19:00', endTime: '22:00' };
    const { meetings, hours, skipped } = classMeetingsOf(
      { ...november, weekdays: ['segunda', 'terça', 'quarta', 'quinta'] },
      NONE,
    );
    expect(skipped).toEqual([{ date: '2025-11-20', name: 'Dia da Consciência Negra' }]);
    expect([meetings.length, hours]).toEqual([15, 45]);
    expect(
      classMeetingsOf({ ...november, startDate: '2026-11-20', endDate: '2026-11-27', weekdays: ['sexta'] }, NONE),
    ).toMatchObject({ meetings: ['2026-11-27'], skipped: [{ date: '2026-11-20' }] });
  });

  it("adds the school's days: the optional days it closes on, the city's every year, its recesses", () => {
    const calendar: SchoolCalendar = {
      optionalHolidays: ['carnaval'],
      yearly: [{ day: '12-10', name: 'Aniversário de Londrina' }],
      closures: [{ name: 'Recesso', from: '2027-06-28', to: '2027-07-01' }],
    };
    const { skipped, meetings } = classMeetingsOf(NIGHT_2027, calendar);
    expect(skipped.map(({ date, name }) => `${date} ${name}`)).toEqual([
      '2027-02-08 Carnaval',
      '2027-03-26 Sexta-Feira Santa',
      '2027-04-21 Dia de Tiradentes',
      '2027-06-28 Recesso',
      '2027-06-30 Recesso',
    ]);
    expect(meetings).toHaveLength(70);
    expect(noClassDays(2027, 2027, calendar).get('2027-12-10')).toBe('Aniversário de Londrina');
    // A recess over a holiday keeps both names.
    const christmas = { ...calendar, closures: [{ name: 'Recesso', from: '2027-12-20', to: '2027-12-31' }] };
    expect(noClassDays(2027, 2027, christmas).get('2027-12-25')).toBe('Natal e Recesso');
  });

  it("finds each optional day the school may choose in the library's data (its rules, pinned)", () => {
    const days = (day: (typeof OPTIONAL_HOLIDAYS)[number]) =>
      [...noClassDays(2026, 2026, { ...NONE, optionalHolidays: [day] }).keys()].filter(
        (date) => !noClassDays(2026, 2026, NONE).has(date),
      );
    expect(OPTIONAL_HOLIDAYS.map(days)).toEqual([
      ['2026-02-16', '2026-02-17'],
      ['2026-02-18'],
      ['2026-06-04'],
      ['2026-12-24'],
      ['2026-12-31'],
    ]);
    expect(noClassDays(2026, 2026, { ...NONE, optionalHolidays: ['corpus-christi'] }).get('2026-06-04')).toBe(
      'Corpus Christi',
    );
  });

  it('counts hours of half hours, and a one-day class', () => {
    const short = { startDate: '2025-09-08', endDate: '2025-09-08', startTime: '19:00', endTime: '21:30' };
    expect(classMeetingsOf({ ...short, weekdays: ['segunda'] }, NONE)).toMatchObject({
      meetings: ['2025-09-08'],
      dailyHours: 2.5,
      hours: 2.5,
    });
  });
});

describe("the build's refusals (content/course-classes.ts)", () => {
  const parse = (change: Record<string, unknown>) => () =>
    parseCourseClasses([{ file: FILE, data: { ...NIGHT_2027, ...change } }], courses, NONE);

  it("stops when a class's hours fall short of its course's certificate, naming the file and both numbers", () => {
    expect(parse({})).toThrow(
      `Conteúdo inválido em ${FILE} → campo "endDate": as aulas somam 219 horas (73 aulas de 3 h, sem os dias sem aula), menos que as 240 horas do certificado do curso; marque a última aula mais adiante`,
    );
    expect(parse({ endDate: '2027-07-19' })()).toHaveLength(1);
  });

  it('stops when a class starts on a day without class, naming it', () => {
    expect(parse({ startDate: '2027-04-21', weekdays: ['quarta'], endDate: '2028-12-01' })).toThrow(
      `Conteúdo inválido em ${FILE} → campo "startDate": 21 de abril de 2027 é dia sem aula (Dia de Tiradentes); comece a turma em outro dia`,
    );
  });

  it('gives the editor the same refusal from the same rule', () => {
    expect(classMeetingsProblem(NIGHT_2027, noClassDays(2027, 2027, NONE), 240)?.message).toMatch(
      /^as aulas somam 219 horas/,
    );
    expect(classMeetingsProblem({ ...NIGHT_2027, endDate: '2027-07-19' }, noClassDays(2027, 2027, NONE), 240)).toBe(
      undefined,
    );
  });

  it("reads the school's own days from content/school-calendar.yaml", () => {
    expect(schoolCalendar.optionalHolidays.every((day) => OPTIONAL_HOLIDAYS.includes(day))).toBe(true);
  });
});
