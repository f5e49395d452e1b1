import { parseCollection, parseEntry } from './collection';
import { commitmentSchema, featureCardSchema } from './schema';

/** Intro paragraph of the /porque-escolher page header. */
export const whyChooseIntro =
  'Escolher onde estudar é o primeiro passo de uma nova carreira. Na Frio Norte, unimos prática de verdade, instrutores que vivem o dia a dia da refrigeração e um acompanhamento próximo para que você saia pronto para trabalhar com segurança e qualidade.';

/** The four reason cards of the /porque-escolher page. */
export const reasons = parseCollection({ name: 'motivos', schema: featureCardSchema, key: 'title', unique: ['id'] }, [
  {
    id: 1,
    title: 'Prática desde o primeiro dia',
    description:
      'Nosso laboratório conta com splits, refrigeradores, câmara frigorífica e bancadas elétricas, para você treinar cada procedimento até dominá-lo.',
    icon: 'snowflake',
  },
  {
    id: 2,
    title: 'Segurança em primeiro lugar',
    description:
      'Ensinamos os procedimentos de segurança da NR-10, o trabalho com fluidos inflamáveis como R-32 e R-290 e as boas práticas ambientais.',
    icon: 'shield-check',
  },
  {
    id: 3,
    title: 'Conteúdo alinhado ao mercado',
    description:
      'Tecnologias atuais, como sistemas inverter, novos fluidos refrigerantes e PMOC, ensinadas por quem atende clientes todos os dias.',
    icon: 'thermometer',
  },
  {
    id: 4,
    title: 'Acompanhamento próximo',
    description:
      'Turmas pequenas, instrutores acessíveis e orientação de carreira para você dar os primeiros passos na profissão com confiança.',
    icon: 'heart-handshake',
  },
]);

/** The commitment section of the /porque-escolher page. */
export const commitment = parseEntry('compromisso', commitmentSchema, {
  heading: 'Nosso compromisso com você',
  text: 'Acreditamos que um bom profissional de refrigeração se forma com técnica, responsabilidade e respeito ao cliente. Por isso, acompanhamos cada aluno de perto, do primeiro contato com as ferramentas até a entrada no mercado de trabalho.',
  points: [
    'Ensino prático, com equipamentos reais e procedimentos corretos',
    'Segurança e respeito às normas técnicas em todas as aulas',
    'Informação clara sobre cursos, horários e condições antes da matrícula',
    'Apoio na busca por emprego e orientação para quem quer empreender',
  ],
});
