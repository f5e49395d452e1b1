import { z } from 'zod';
import { longText, metaDescription, positiveId, sizedImageSchema, text, textList } from './fields';
import { courseDecisionFields } from './course-decision-schema';
import { checkTitleLength, pageIdentityFields } from './page-title-schema';

/** A course: the front matter of content/courses/<slug>.md (every field but `longDescription`) and the text after it. */
export const courseSchema = z
  .strictObject({
    /** Unique; the courses appear on the site in id order. */
    id: positiveId().meta({
      hint: 'Um número inteiro maior que zero, diferente em cada curso. Os cursos aparecem no site em ordem crescente deste número.',
    }),
    ...pageIdentityFields({
      titleHint: 'O nome do curso.',
      page: 'A página do curso',
      route: '/cursos/',
      the: 'o curso',
    }),
    /** One or two sentences for cards and the meta description. */
    description: metaDescription().meta({
      label: 'Descrição curta',
      hint: 'Uma ou duas frases para os cartões do site e os resultados de busca, de 70 a 160 caracteres.',
    }),
    /** Several paragraphs for the course page, separated by blank lines; shown as plain text (no Markdown). */
    longDescription: longText().meta({
      label: 'Descrição completa',
      hint: 'Os parágrafos da página do curso, separados por uma linha em branco. Texto simples: sem formatação (asteriscos e # aparecem como estão).',
    }),
    image: sizedImageSchema,
    category: text().meta({ label: 'Categoria' }),
    /** Free text, shown as written (e.g. "6 meses"). */
    duration: text().meta({ label: 'Duração', hint: 'Texto livre, mostrado como está (por exemplo, "6 meses").' }),
    instructor: text().meta({ label: 'Instrutor' }),
    /** Free text; every course currently says "Sob Consulta". */
    price: text().meta({ label: 'Preço', hint: 'Texto livre, mostrado como está (por exemplo, "Sob Consulta").' }),
    modules: textList('Módulo', { empty: 'liste pelo menos um módulo' }).meta({
      label: 'Módulos',
      hint: 'Pelo menos um módulo, na ordem do curso.',
    }),
    ...courseDecisionFields,
  })
  .superRefine(checkTitleLength);
export type Course = z.infer<typeof courseSchema>;
