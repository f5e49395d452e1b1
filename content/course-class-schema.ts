import { z } from 'zod';
import { calendarDay, matching, REQUIRED, text } from './fields';
import { courseClassFieldsProblem } from './rules/course-class';
import { classPriceProblem, FIRST_DUE, PAYMENT_METHODS } from './rules/class-price';
import { WEEKDAYS, WEEKDAY_NAMES } from './rules/weekdays';

/**
 * A class of a course ("turma"): one YAML file of content/turmas/, read and checked by content/course-classes.ts, which also
 * checks that its course is one of content/courses/. Dates and times are the school's, in Londrina; whether a class is
 * still to come is the site's business (lib/upcoming-classes.ts), not the content's.
 */

export { WEEKDAYS, WEEKDAY_NAMES, WEEKDAY_PLURALS, weekdayOf, type Weekday } from './rules/weekdays';

export const SHIFTS = ['manhã', 'tarde', 'noite', 'integral'] as const;
export type Shift = (typeof SHIFTS)[number];

/** The shift as the pages and the editor show it. */
export const SHIFT_LABELS: Readonly<Record<Shift, string>> = {
  manhã: 'Manhã',
  tarde: 'Tarde',
  noite: 'Noite',
  integral: 'Integral',
};

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
export const choice = <const Values extends readonly [string, ...string[]]>(values: Values, names: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : `use ${names}`) });

/** "segunda-feira" → "Segunda-feira", for the editor's options. */
const capitalised = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(names).map(([value, name]) => [value, `${name.charAt(0).toUpperCase()}${name.slice(1)}`]),
  );

export const quoted = (values: readonly string[]) =>
  values
    .map((value) => `"${value}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' ou $1');

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:MM on the 24-hour clock. */
export const clockTime = () => matching(CLOCK_TIME, 'use a hora no formato HH:MM, de 00:00 a 23:59');

export { courseClassFieldsProblem } from './rules/course-class';

/** An amount in reais, to the cent: above zero, or zero too when `orZero` (a fee there may be none of). */
export const reais = (label: string, hint: string, { orZero = false }: { orZero?: boolean } = {}) =>
  z
    .number(`escreva o valor em reais, só o número (por exemplo, 1890 ou 199.90)`)
    .refine((amount) => (orZero ? amount >= 0 : amount > 0), orZero ? 'use 0 ou mais' : 'use um valor maior que zero')
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      'use no máximo dois dígitos de centavos',
    )
    .meta({ label, hint });

/**
 * Monthly instalments: all four fields or none (the law asks the value and the interest beside the number; the due
 * date of the first says which formula the figures must agree under, content/rules/class-price.ts).
 */
const instalmentsSchema = z
  .strictObject({
    count: z
      .number('escreva o número de parcelas')
      .int('use um número inteiro de parcelas')
      .min(2, 'use 2 parcelas ou mais; à vista é o preço à vista')
      .max(24, 'use no máximo 24 parcelas')
      .meta({ label: 'Número de parcelas', hint: 'Parcelas mensais, de 2 a 24.' }),
    value: reais('Valor de cada parcela (R$)', 'Só o número, com ponto nos centavos (por exemplo, 199 ou 199.90).'),
    interest: z
      .number('escreva os juros ao mês, em %; use 0 para parcelas sem juros')
      .min(0, 'use 0 ou mais')
      .max(20, 'use no máximo 20% ao mês')
      .meta({
        label: 'Juros ao mês (%)',
        hint: 'A taxa de juros ao mês, em %, por exemplo 0.95. Use 0 para "sem juros": aí as parcelas devem somar o preço à vista. A página mostra também a taxa ao ano.',
      }),
    firstDue: choice(FIRST_DUE, quoted(FIRST_DUE)).meta({
      label: 'Vencimento da 1ª parcela',
      hint: 'Quando o aluno paga a 1ª parcela. O valor da parcela deve ser o que os juros dão para esse vencimento (tabela Price): o build confere e diz o valor certo.',
      optionLabels: { '30 dias após a matrícula': '30 dias após a matrícula', 'na matrícula': 'Na matrícula' },
    }),
  })
  .meta({ label: 'Parcelas (opcional)' });

/** A class's price (content/rules/class-price.ts says how it is shown and checked). */
export const classPriceSchema = z.strictObject({
  cash: reais(
    'Preço à vista (R$)',
    'Só o número, com ponto nos centavos (por exemplo, 1890 ou 1890.50). É também o preço que o Google recebe.',
  ),
  instalments: instalmentsSchema.optional(),
  methods: z
    .array(choice(PAYMENT_METHODS, quoted(PAYMENT_METHODS)).meta({ label: 'Forma' }))
    .min(1, 'marque pelo menos uma forma de pagamento')
    .refine((methods) => new Set(methods).size === methods.length, 'cada forma deve aparecer uma vez só')
    .meta({ label: 'Formas de pagamento', editor: { dropdown_threshold: PAYMENT_METHODS.length } }),
});

export const courseClassSchema = z
  .strictObject({
    /** The slug of a course of content/courses/ (content/course-classes.ts checks it is one). */
    course: text().meta({
      label: 'Curso',
      hint: 'O curso desta turma. A turma aparece na página dele.',
      editor: {
        widget: 'relation',
        collection: 'courses',
        value_field: 'slug',
        search_fields: ['title'],
        display_fields: ['title'],
      },
    }),
    /** The first day of class, AAAA-MM-DD, in Londrina. */
    startDate: calendarDay({
      label: 'Data de início',
      hint: 'O primeiro dia de aula. A turma sai do site na primeira publicação depois do início (a publicação automática é diária, de manhã).',
    }),
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
    /**
     * The last day of class, AAAA-MM-DD: the class's meetings run to it (content/class-schedule.ts), and its calendar
     * file repeats the class's days until it.
     */
    endDate: calendarDay({
      label: 'Data da última aula',
      hint: 'As aulas vão da data de início até esta, nos dias da semana da turma, sem os feriados e os dias sem aula da escola. As horas de aula precisam cobrir as horas do certificado do curso.',
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
    /** The class's price as the law asks it offered (content/rules/class-price.ts); without it, none is shown. */
    price: classPriceSchema.optional().meta({
      label: 'Preço (opcional)',
      hint: 'O preço à vista e, se houver, as parcelas com os juros. A página mostra o preço à vista, as parcelas, o total parcelado e os juros, nessa ordem, como a lei pede. Sem preço, a turma aparece sem ele.',
    }),
    /** The file the class was read from, relative to the project (filled in by content/course-classes.ts). */
    file: text(),
  })
  .superRefine((courseClass, context) => {
    if (!Array.isArray(courseClass.weekdays)) return;
    const problem = courseClassFieldsProblem(courseClass);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .superRefine((courseClass, context) => {
    const problem = courseClass.price && classPriceProblem(courseClass.price);
    if (problem) context.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
  });
export type CourseClass = z.infer<typeof courseClassSchema>;
