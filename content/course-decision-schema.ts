import { z } from 'zod';
import { longText, text, textList } from './fields';
import { choice, quoted, reais } from './course-class-schema';
import { PAYMENT_METHODS } from './rules/class-price';
import { LATE_FEE_MAX } from './rules/payment-terms';

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

/** A rate in % (of an instalment, or a month), to two decimals at most. */
const percentage = (missing: string, max: number, tooHigh: string) =>
  z
    .number(missing)
    .min(0, 'use 0 ou mais')
    .max(max, tooHigh)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, 'use no máximo duas casas decimais');

/**
 * The payment terms of every class (content/rules/payment-terms.ts shows them beside each price): what CDC art. 52
 * asks told before a sale on credit, besides each class's own figures.
 */
export const paymentTermsSchema = z
  .strictObject({
    // CDC art. 52 §1: the late fee may not exceed 2 % of the instalment.
    lateFee: percentage(
      'escreva a multa por atraso, em % da parcela',
      LATE_FEE_MAX,
      `use no máximo ${LATE_FEE_MAX}: a multa por atraso não pode passar de ${LATE_FEE_MAX}% da parcela (Código de Defesa do Consumidor, art. 52, § 1º)`,
    ).meta({
      label: 'Multa por atraso (% da parcela)',
      hint: 'Só o número, por exemplo 2. A lei não deixa passar de 2% da parcela (Código de Defesa do Consumidor, art. 52, § 1º). Use 0 se não houver multa.',
    }),
    // CDC art. 52 II: the late-payment interest is told before the sale.
    lateInterest: percentage('escreva os juros de mora, em % ao mês', 10, 'use no máximo 10% ao mês').meta({
      label: 'Juros de mora (% ao mês)',
      hint: 'Os juros por mês de atraso, só o número, por exemplo 1. Use 0 se não houver.',
    }),
    enrolmentFee: reais(
      'Taxa de matrícula (R$)',
      'Só o número. Use 0 quando não há taxa de matrícula: a página diz "Sem taxa de matrícula".',
      {
        orZero: true,
      },
    ),
    // CDC art. 52 III: every charge besides the price.
    otherCharges: z
      .array(
        z.strictObject({
          name: text().meta({ label: 'O que é', hint: 'Por exemplo, "Material de aula".' }),
          amount: reais('Valor (R$)', 'Só o número, com ponto nos centavos.'),
        }),
      )
      .meta({
        label: 'Outras cobranças',
        hint: 'Tudo o que o aluno paga além do preço da turma e da taxa de matrícula. Deixe vazio se não houver: a página diz "Nenhuma".',
        editor: { label_singular: 'Cobrança', summary: '{{name}}' },
      }),
    instalmentMethods: z
      .array(choice(PAYMENT_METHODS, quoted(PAYMENT_METHODS)).meta({ label: 'Forma' }))
      .refine((methods) => new Set(methods).size === methods.length, 'cada forma deve aparecer uma vez só')
      .meta({
        label: 'Formas que podem ser parceladas',
        hint: 'As formas de pagamento em que o aluno pode parcelar. Com "boleto", a página diz que o boleto parcela sem precisar de cartão de crédito.',
        editor: { dropdown_threshold: PAYMENT_METHODS.length },
      }),
    // CDC art. 52 §2: early payment, whole or in part, with the interest reduced in proportion.
    earlyPayment: longText()
      .refine(
        (rule) => /propor/i.test(rule),
        'diga que os juros diminuem na proporção do tempo adiantado (Código de Defesa do Consumidor, art. 52, § 2º)',
      )
      .meta({
        label: 'Pagamento adiantado',
        hint: 'Como o aluno paga antes do vencimento, tudo ou uma parte. A lei garante a redução proporcional dos juros (Código de Defesa do Consumidor, art. 52, § 2º): diga isso e como pedir.',
      }),
  })
  .meta({ label: 'Pagamento (em todas as turmas)' });

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
    payment: paymentTermsSchema,
  })
  .refine((policies) => policies.maximumClassSize >= policies.minimumClassSize, {
    path: ['maximumClassSize'],
    message: 'o máximo de alunos não pode ser menor que o mínimo',
  });
export type Policies = z.infer<typeof policiesSchema>;
