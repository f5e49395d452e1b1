import { z } from 'zod';
import { calendarDay, matching, REQUIRED, text } from './fields';

/**
 * The school's days without class, besides the national and Paraná holidays the build takes from a kept library
 * (content/class-schedule.ts): which optional days it closes on, the city's holidays every year, and its recesses.
 * One file, content/school-calendar.yaml, read by content/class-schedule.ts.
 */

/** The optional days (pontos facultativos) a school may close on, as the file spells them. */
export const OPTIONAL_HOLIDAYS = ['carnaval', 'cinzas', 'corpus-christi', 'vespera-natal', 'vespera-ano-novo'] as const;
export type OptionalHoliday = (typeof OPTIONAL_HOLIDAYS)[number];

/** Each optional day as the editor offers it and as the pages name it. */
export const OPTIONAL_HOLIDAY_LABELS: Readonly<Record<OptionalHoliday, string>> = {
  carnaval: 'Carnaval (segunda e terça)',
  cinzas: 'Quarta-feira de Cinzas',
  'corpus-christi': 'Corpus Christi',
  'vespera-natal': 'Véspera de Natal (24 de dezembro)',
  'vespera-ano-novo': 'Véspera de Ano-Novo (31 de dezembro)',
};

/** A day of the month, MM-DD ("12-10"), that exists in some year (29 February too). */
const MONTH_DAY =
  /^(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|[12]\d))$/;

const dayField = (label: string, hint: string) => calendarDay({ label, hint });

const yearlyDaySchema = z
  .strictObject({
    day: matching(MONTH_DAY, 'use o mês e o dia no formato MM-DD (por exemplo, 12-10 para 10 de dezembro)').meta({
      label: 'Dia (MM-DD)',
      hint: 'O mês e o dia, por exemplo 12-10 para 10 de dezembro.',
    }),
    name: text().meta({
      label: 'Nome',
      hint: 'Como a página do curso chama o dia (por exemplo, Aniversário de Londrina).',
    }),
  })
  .meta({ label: 'Feriado da cidade' });

const closureSchema = z
  .strictObject({
    name: text().meta({
      label: 'Nome',
      hint: 'Como a página do curso chama estes dias (por exemplo, Recesso de fim de ano).',
    }),
    from: dayField('Primeiro dia sem aula', 'O primeiro dia sem aula.'),
    to: dayField('Último dia sem aula', 'O último dia sem aula; o mesmo do primeiro para um dia só.'),
  })
  .refine((closure) => closure.to >= closure.from, {
    path: ['to'],
    error: 'o último dia vem antes do primeiro; confira as duas datas',
  })
  .meta({ label: 'Recesso ou dia fechado' });

export const schoolCalendarSchema = z.strictObject({
  optionalHolidays: z
    .array(
      z
        .enum(OPTIONAL_HOLIDAYS, {
          error: (issue) =>
            issue.input == null ? REQUIRED : `use ${OPTIONAL_HOLIDAYS.map((value) => `"${value}"`).join(', ')}`,
        })
        .meta({ label: 'Dia', optionLabels: OPTIONAL_HOLIDAY_LABELS }),
    )
    .refine((days) => new Set(days).size === days.length, 'cada dia deve aparecer uma vez só')
    .meta({
      label: 'Pontos facultativos sem aula',
      hint: 'Os feriados nacionais e do Paraná já não têm aula. Marque os pontos facultativos em que a escola também fecha.',
      editor: { dropdown_threshold: OPTIONAL_HOLIDAYS.length },
    }),
  yearly: z.array(yearlyDaySchema).meta({
    label: 'Feriados da cidade (todo ano)',
    hint: 'Os feriados de Londrina, que se repetem todo ano no mesmo dia.',
    editor: { label_singular: 'Feriado', summary: '{{day}} · {{name}}', collapsed: true },
  }),
  closures: z.array(closureSchema).meta({
    label: 'Recessos e outros dias sem aula',
    hint: 'Férias, recessos ou um dia em que a escola fecha. As turmas não têm aula nesses dias; a última aula precisa cobrir as horas do certificado.',
    editor: { label_singular: 'Recesso', summary: '{{name}}: {{from}} a {{to}}', collapsed: true },
  }),
});
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;
