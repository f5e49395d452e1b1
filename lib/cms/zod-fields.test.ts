/** @jest-environment node */
import { z } from 'zod';
import { matching, text } from '@/content/fields';
import { editorFields } from './zod-fields';

/** The converter on small schemas of its own: the widgets a field gets from its zod type and its metadata. */

const context = { pageTitleMaxLength: 47 };
const fields = (shape: z.ZodRawShape) => editorFields(z.strictObject(shape), context);

describe('editorFields', () => {
  it('makes a list of choices one select taking several values, with its labels and its least number', () => {
    const [days] = fields({
      days: z
        .array(z.enum(['segunda', 'sábado']).meta({ label: 'Dia', optionLabels: { segunda: 'Segunda-feira' } }))
        .min(1)
        .max(2)
        .meta({ label: 'Dias', editor: { dropdown_threshold: 6 } }),
    });
    expect(days).toEqual({
      name: 'days',
      label: 'Dias',
      widget: 'select',
      multiple: true,
      options: [
        { label: 'Segunda-feira', value: 'segunda' },
        { label: 'sábado', value: 'sábado' },
      ],
      min: 1,
      max: 2,
      dropdown_threshold: 6,
    });
  });

  it('keeps a list of texts a list, and a single choice a select', () => {
    const [modules, shift] = fields({
      modules: z.array(text().meta({ label: 'Módulo' })).meta({ label: 'Módulos' }),
      shift: z.enum(['manhã', 'noite']).meta({ label: 'Turno' }),
    });
    expect(modules).toMatchObject({ widget: 'list', field: { widget: 'string', label: 'Módulo' } });
    expect(shift).toMatchObject({ widget: 'select', options: [{ value: 'manhã' }, { value: 'noite' }] });
    expect(shift?.multiple).toBeUndefined();
  });

  it('hands a relation its options from the metadata, and gives a time picked in a picker no pattern to type', () => {
    const [course, time] = fields({
      course: text().meta({
        label: 'Curso',
        editor: { widget: 'relation', collection: 'courses', value_field: 'slug', search_fields: ['title'] },
      }),
      time: matching(/^\d{2}:\d{2}$/, 'use HH:MM').meta({
        label: 'Hora',
        editor: { widget: 'datetime', type: 'time', format: 'HH:mm' },
      }),
    });
    expect(course).toEqual({
      name: 'course',
      label: 'Curso',
      widget: 'relation',
      collection: 'courses',
      value_field: 'slug',
      search_fields: ['title'],
    });
    expect(time).toEqual({ name: 'time', label: 'Hora', widget: 'datetime', type: 'time', format: 'HH:mm' });
  });

  it('says which field has no label', () => {
    expect(() => fields({ unnamed: text() })).toThrow('campo "unnamed": sem rótulo para o editor');
  });
});
