import { z } from 'zod';
import { longText, text, textList } from './fields';

/**
 * What a visitor needs to decide on a course before asking anyone: what it takes to start, the tools and material,
 * the certificate, and the course's own questions and answers (fields of every course, content/courses/<slug>.md);
 * and the school's policies, written once for every course (content/policies.yaml). Shown on the course page in
 * native <details> (components/course/course-answers.tsx); each answer is meant to read as "fácil" or easier
 * (the page report measures it).
 */

/** A question a visitor asks about a course, and the school's answer, in plain words. */
export const courseQuestionSchema = z.strictObject({
  question: text().meta({ label: 'Pergunta', hint: 'Como o aluno perguntaria, terminando com "?".' }),
  answer: longText().meta({
    label: 'Resposta',
    hint: 'Frases curtas, uma ideia por frase, palavras do dia a dia. O relatório das páginas mede a facilidade de leitura de cada resposta (a meta é "fácil" ou melhor).',
  }),
});
export type CourseQuestion = z.infer<typeof courseQuestionSchema>;

/** The certificate a course gives: its hours, who issues it, and what it is and is not worth. */
export const certificateSchema = z
  .strictObject({
    hours: z
      .number('escreva a carga horária em horas, só o número')
      .int('use um número inteiro de horas')
      .positive('use um número de horas maior que zero')
      .meta({
        label: 'Carga horária (horas)',
        hint: 'O total de horas que o certificado informa, só o número (por exemplo, 240).',
      }),
    issuer: text().meta({
      label: 'Quem emite',
      hint: 'Quem assina e emite o certificado (por exemplo, a própria escola).',
    }),
    scope: longText().meta({
      label: 'O que o certificado é (e o que não é)',
      hint: 'Diga o tipo de certificado e o que ele não substitui. Um "curso livre" não dá registro de técnico, e NR-10 é um treinamento à parte.',
    }),
  })
  .meta({ label: 'Certificado' });

/** The tools and material: what the school lends or gives, and what the student brings (nothing, when empty). */
export const materialsSchema = z
  .strictObject({
    provided: longText().meta({
      label: 'O que a escola fornece',
      hint: 'Ferramentas, equipamentos de proteção e material de aula que o aluno usa sem pagar à parte.',
    }),
    own: longText()
      .optional()
      .meta({ label: 'O que o aluno traz (opcional)', hint: 'Deixe vazio quando o aluno não precisa trazer nada.' }),
  })
  .meta({ label: 'Ferramentas e material' });

/** The fields every course has for a visitor's decision (spread into courseSchema, content/course-schema.ts). */
export const courseDecisionFields = {
  requirements: textList('Requisito', { empty: 'liste pelo menos um requisito (por exemplo, a idade mínima)' }).meta({
    label: 'O que é preciso para começar',
    hint: 'A idade, a escolaridade e o que mais o aluno precisa ter antes da primeira aula. Um item por linha.',
  }),
  materials: materialsSchema,
  certificate: certificateSchema,
  questions: z
    .array(courseQuestionSchema)
    .min(1, 'escreva pelo menos uma pergunta com a resposta')
    .meta({
      label: 'Perguntas frequentes',
      hint: 'As dúvidas que os alunos mandam pelo WhatsApp sobre este curso, com a resposta. Aparecem na página do curso, nesta ordem.',
      editor: { label_singular: 'Pergunta', summary: '{{question}}', collapsed: true },
    }),
};

/** A number of students in a class; `missing` is the build's message when there is none. */
const classSize = (missing: string) =>
  z.number(missing).int('use um número inteiro de alunos').positive('use um número maior que zero');

/** The school's policies, the same for every course (content/policies.yaml), shown on each course page. */
export const policiesSchema = z
  .strictObject({
    makeUpLessons: longText().meta({
      label: 'Reposição de aulas',
      hint: 'O que acontece quando o aluno falta: se pode repor a aula, quando e como.',
    }),
    cancellation: longText().meta({
      label: 'Cancelamento e reembolso',
      hint: 'Quanto o aluno recebe de volta se desistir, antes e depois do início. A matrícula feita pelo WhatsApp ou pelo site pode ser cancelada em 7 dias com todo o dinheiro de volta (Código de Defesa do Consumidor, art. 49).',
    }),
    minimumClassSize: classSize('escreva o número mínimo de alunos').meta({
      label: 'Mínimo de alunos para a turma começar',
    }),
    maximumClassSize: classSize('escreva o número máximo de alunos').meta({ label: 'Máximo de alunos por turma' }),
    belowMinimum: longText().meta({
      label: 'Se a turma não chegar ao mínimo',
      hint: 'O que a escola faz quando a turma não tem o mínimo de alunos até o início: nova data, troca de turma ou dinheiro de volta.',
    }),
  })
  .refine((policies) => policies.maximumClassSize >= policies.minimumClassSize, {
    path: ['maximumClassSize'],
    message: 'o máximo de alunos não pode ser menor que o mínimo',
  });
export type Policies = z.infer<typeof policiesSchema>;
