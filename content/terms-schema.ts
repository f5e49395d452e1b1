import { z } from 'zod';
import { calendarDay, longText, text, textList } from './fields';

/**
 * The school's own words of the terms of enrolment (content/terms.yaml). The rest of the terms page is the data the
 * course pages show: each course's hours and certificate, each class's price, the school's policies and its legal
 * identity (app/termos-de-inscricao/page.tsx), so a figure is never written twice.
 */
export const termsSchema = z.strictObject({
  /** The day this version of the terms took effect: a contract says which version the student agreed to. */
  updatedOn: calendarDay({
    label: 'Data desta versão',
    hint: 'O dia em que estes termos passaram a valer. Mude quando mudar uma regra (aqui ou em "Regras da escola").',
  }),
  introduction: longText().meta({
    label: 'Abertura',
    hint: 'Uma ou duas frases curtas: o que é esta página e quando ela vale.',
  }),
  whatYouBuy: longText().meta({
    label: 'O que o aluno contrata',
    hint: 'O que a matrícula dá: as aulas da turma, o material e o certificado. A tabela dos cursos vem depois, sozinha.',
  }),
  schoolDuties: textList('Dever da escola', { long: true }).meta({
    label: 'O que a escola se compromete a fazer',
    hint: 'Uma frase curta por item.',
  }),
  studentDuties: textList('Dever do aluno', { long: true }).meta({
    label: 'O que o aluno se compromete a fazer',
    hint: 'Uma frase curta por item.',
  }),
  personalData: textList('Item', { long: true }).meta({
    label: 'Dados pessoais (LGPD)',
    hint: 'O que a escola faz com o que o aluno envia: para quê, por quanto tempo, com quem divide e como pedir para ver, corrigir ou apagar (Lei 13.709/2018).',
  }),
  keeping: longText().meta({
    label: 'Como guardar os termos',
    hint: 'Como o aluno imprime ou salva esta página.',
  }),
  contact: text().meta({
    label: 'Dúvidas',
    hint: 'A frase que convida a perguntar antes de assinar.',
  }),
});
export type Terms = z.infer<typeof termsSchema>;
