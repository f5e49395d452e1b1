import { z } from 'zod';
import { isoDate, matching, REQUIRED, text, yamlDayText } from './fields';
import { courseClassFieldsProblem } from './rules/course-class';

/**
 * A class of a course ("turma"): one YAML file of content/turmas/, read and checked by content/turmas.ts, which also
 * checks that its course is one of content/courses/. Dates and times are the school's, in Londrina; whether a class is
 * still to come is the site's business (lib/turmas.ts), not the content's.
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

export const SHIFTS = ['manhã', 'tarde', 'noite', 'integral'] as const;
export type Shift = (typeof SHIFTS)[number];

/** The shift as the pages and the editor show it. */
export const SHIFT_LABELS: Readonly<Record<Shift, string>> = { manhã: 'Manhã', tarde: 'Tarde', noite: 'Noite', integral: 'Integral' };

/** The class named by its shift, in a sentence ("turma da noite"). */
export const SHIFT_CLASS_NAMES: Readonly<Record<Shift, string>> = {
  manhã: 'turma da manhã',
  tarde: 'turma da tarde',
  noite: 'turma da noite',
  integral: 'turma integral',
};

/** Whether a class still takes students: exactly these three values. */
export const PLACES = ['aberta', 'últimas vagas', 'esgotada'] as const;
export type Places = (typeof PLACES)[number];

/** The label a visitor reads for each state (on the course page, in words: never colour alone). */
export const PLACES_LABELS: Readonly<Record<Places, string>> = {
  aberta: 'Vagas abertas',
  'últimas vagas': 'Últimas vagas',
  esgotada: 'Esgotada',
};

/** A choice among `values`: the build's message names them all, or says the field is missing. */
const choice = <const Values extends readonly [string, ...string[]]>(values: Values, names: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : `use ${names}`) });

/** "segunda-feira" → "Segunda-feira", for the editor's options. */
const capitalised = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([value, name]) => [value, `${name.charAt(0).toUpperCase()}${name.slice(1)}`]));

const quoted = (values: readonly string[]) =>
  values.map((value) => `"${value}"`).join(', ').replace(/, ([^,]*)$/, ' ou $1');

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:MM on the 24-hour clock. */
export const clockTime = () => matching(CLOCK_TIME, 'use a hora no formato HH:MM, de 00:00 a 23:59');



/**
 * An amount in reais as written in a price text ("R$ 1.890,00", "R$ 890", "R$1890,50"): the whole reais, with or
 * without the dots of thousands, and the cents after a comma.
 */
const BRL_AMOUNT = /R\$\s?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?/;

/** The first amount in reais of a price text, as a number (1890 for "R$ 1.890,00 à vista…"); undefined without one. */
export function firstBrlAmount(price: string): number | undefined {
  const match = BRL_AMOUNT.exec(price);
  if (!match?.[1]) return undefined;
  return Number(`${match[1].replace(/\./g, '')}.${match[2] ?? '00'}`);
}

/** The weekday (as WEEKDAYS spells it) of a calendar day AAAA-MM-DD; undefined on a Sunday. */
export function weekdayOf(date: string): Weekday | undefined {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? undefined : WEEKDAYS[day - 1];
}


export { courseClassFieldsProblem } from './rules/course-class';


export const courseClassSchema = z
  .strictObject({
    /** The slug of a course of content/courses/ (content/turmas.ts checks it is one). */
    course: text().meta({
      label: 'Curso',
      hint: 'O curso desta turma. A turma aparece na página dele.',
      editor: { widget: 'relation', collection: 'courses', value_field: 'slug', search_fields: ['title'], display_fields: ['title'] },
    }),
    /** The first day of class, AAAA-MM-DD, in Londrina. */
    startDate: z.preprocess(
      yamlDayText,
      isoDate().meta({
        label: 'Data de início',
        hint: 'O primeiro dia de aula. A turma sai do site na primeira publicação depois do início (a publicação automática é diária, de manhã).',
        editor: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
      }),
    ),
    /** When the first class begins, HH:MM in Londrina; also the start of the class's daily hours. */
    startTime: clockTime().meta({
      label: 'Horário de início',
      hint: 'A hora em que as aulas começam, no horário de Londrina (HH:MM).',
      editor: { widget: 'datetime', type: 'time', format: 'HH:mm' },
    }),
    /** When each day's class ends, HH:MM. */
    endTime: clockTime().meta({
      label: 'Horário de término',
      hint: 'A hora em que as aulas do dia terminam (HH:MM).',
      editor: { widget: 'datetime', type: 'time', format: 'HH:mm' },
    }),
    weekdays: z
      .array(choice(WEEKDAYS, quoted(WEEKDAYS)).meta({ label: 'Dia', optionLabels: capitalised(WEEKDAY_NAMES) }))
      .min(1, 'marque pelo menos um dia da semana')
      .refine((days) => new Set(days).size === days.length, 'cada dia deve aparecer uma vez só')
      .meta({
        label: 'Dias da semana',
        hint: 'Os dias em que a turma tem aula. A data de início deve cair num deles.',
        // All six days as boxes to tick, not a drop-down list.
        editor: { dropdown_threshold: WEEKDAYS.length },
      }),
    shift: choice(SHIFTS, quoted(SHIFTS)).meta({ label: 'Turno', optionLabels: SHIFT_LABELS }),
    places: choice(PLACES, quoted(PLACES)).meta({
      label: 'Vagas',
      hint: 'Aparece na página do curso; "Últimas vagas" e "Esgotada" também vão para o Google.',
      optionLabels: PLACES_LABELS,
    }),
    /** Free text shown as written; its first "R$" amount is the price search engines get. */
    price: matching(
      new RegExp(`^[\\s\\S]*${BRL_AMOUNT.source}[\\s\\S]*$`),
      'escreva o valor com "R$", por exemplo "R$ 1.890,00 à vista ou 10x de R$ 199,00"',
    )
      .optional()
      .meta({
        label: 'Preço (opcional)',
        hint: 'Texto livre, mostrado como está, com o valor em reais: por exemplo "R$ 1.890,00 à vista ou 10x de R$ 199,00". O primeiro valor é o preço que o Google recebe. Sem preço, a turma aparece sem ele.',
      }),
    /** The file the class was read from, relative to the project (filled in by content/turmas.ts). */
    file: text(),
  })
  .superRefine((courseClass, context) => {
    if (!Array.isArray(courseClass.weekdays)) return;
    const problem = courseClassFieldsProblem(courseClass);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CourseClass = z.infer<typeof courseClassSchema>;
