/**
 * The days a class can meet, spelt once: the class files' values, their names on the pages and in the editor, and
 * the weekday of a date. The lowest layer that needs them is the class rules (course-class.ts), which the editor
 * bundles for the browser; the schema and the pages take them from here.
 */

/** The days a class can meet, in the order of the week; the values are what the files hold. */
export const WEEKDAYS = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each day as the editor offers it and as the pages say a start day ("segunda-feira"). */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  segunda: 'segunda-feira',
  terça: 'terça-feira',
  quarta: 'quarta-feira',
  quinta: 'quinta-feira',
  sexta: 'sexta-feira',
  sábado: 'sábado',
};

/** The days a class meets, as the pages list them ("segundas, quartas e sextas"). */
export const WEEKDAY_PLURALS: Readonly<Record<Weekday, string>> = {
  segunda: 'segundas',
  terça: 'terças',
  quarta: 'quartas',
  quinta: 'quintas',
  sexta: 'sextas',
  sábado: 'sábados',
};

/** The weekday (as WEEKDAYS spells it) of a calendar day AAAA-MM-DD; undefined on a Sunday. */
export function weekdayOf(date: string): Weekday | undefined {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? undefined : WEEKDAYS[day - 1];
}

/** A date's weekday with its article, as a sentence says it ("uma segunda-feira", "um sábado", "um domingo"). */
export function weekdayWithArticle(date: string): string {
  const weekday = weekdayOf(date);
  if (!weekday) return 'um domingo';
  return `${weekday === 'sábado' ? 'um' : 'uma'} ${WEEKDAY_NAMES[weekday]}`;
}
