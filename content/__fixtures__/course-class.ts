import { stringify } from 'yaml';
import type { CourseClass } from '../course-class-schema';

/**
 * The tests' sample class: the split course's evening class of 8 September 2025 (a Monday), as the editor saves it.
 * Each test changes only what its case is about.
 */
export const SAMPLE_CLASS_FIELDS: Omit<CourseClass, 'file'> = {
  course: 'instalacao-manutencao-split-system',
  startDate: '2025-09-08',
  startTime: '19:00',
  endTime: '22:00',
  // 16 meetings of 3 hours: the split course's 48-hour certificate, no holiday inside.
  endDate: '2025-10-29',
  weekdays: ['segunda', 'quarta'],
  shift: 'noite',
  places: 'aberta',
  price: {
    cash: 1890,
    instalments: { count: 10, value: 199, interest: 0.95, firstDue: '30 dias após a matrícula' },
    methods: ['Pix', 'cartão de crédito', 'boleto'],
  },
};

/** A sold-out class on Saturdays from 4 October 2025, all day: the tests' second class, beside the evening one. */
export const SOLD_OUT_SATURDAY = {
  startDate: '2025-10-04',
  startTime: '08:00',
  endTime: '17:00',
  // 27 Saturdays of 9 hours (243, the mechanics course's 240), less 15 November and the school's recess of 27 December.
  endDate: '2026-04-18',
  weekdays: ['sábado'],
  shift: 'integral',
  places: 'esgotada',
} satisfies Partial<CourseClass>;

/** The sample class with `change`, in the file the editor names after its course and first day. */
export function sampleClass(change: Partial<CourseClass> = {}): CourseClass {
  const fields = { ...SAMPLE_CLASS_FIELDS, ...change };
  return { ...fields, file: change.file ?? `content/turmas/${fields.course}-${fields.startDate}.yaml` };
}

/** A data file as the editor (Sveltia CMS) writes it: its own options of the yaml package. */
export function asEditorWrites(data: Record<string, unknown>): string {
  return stringify(data, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  });
}
