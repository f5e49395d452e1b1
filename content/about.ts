import { parseEntry } from './collection';
import { aboutSchema } from './schema';

/** Content of the /sobre page. */
export const about = parseEntry('sobre', aboutSchema, {
  heading: 'Sobre a Frio Norte',
  intro:
    'Somos uma escola de refrigeração e climatização em Londrina, criada para formar profissionais preparados para o mercado de trabalho do Paraná.',
  history: [
    'A Frio Norte Escola de Refrigeração nasceu em 2025, da iniciativa de dois engenheiros mecânicos, Ricardo Almeida e Fernanda Carvalho. Antes de fundarem a escola, os dois já somavam mais de 15 anos de experiência no mercado paranaense, atuando em campo com instalação e manutenção de sistemas de climatização e refrigeração comercial e ministrando cursos e treinamentos técnicos para profissionais da área.',
    'Ao longo dessa trajetória, perceberam que faltava na região um lugar dedicado a ensinar a profissão do jeito que ela é exercida de verdade: com prática em equipamentos reais, atenção às normas de segurança e acompanhamento próximo de cada aluno. A Frio Norte foi criada para reunir essa experiência em um só lugar, no coração do Norte do Paraná.',
    'Hoje, oferecemos formações completas e cursos de especialização em ar condicionado split, eletricidade aplicada e refrigeração comercial, com um laboratório equipado e instrutores que vivem o dia a dia do mercado. Nosso objetivo é simples: que cada aluno saia daqui com confiança para trabalhar bem e construir a sua carreira.',
  ],
  pillars: [
    {
      id: 1,
      title: 'Missão',
      description:
        'Formar profissionais de refrigeração e climatização competentes, seguros e éticos, com ensino prático que abre portas no mercado de trabalho.',
      icon: 'target',
    },
    {
      id: 2,
      title: 'Visão',
      description:
        'Ser reconhecida como a principal referência em ensino de refrigeração e climatização do Norte do Paraná.',
      icon: 'eye',
    },
    {
      id: 3,
      title: 'Valores',
      description:
        'Segurança, qualidade técnica, respeito ao aluno e ao cliente, responsabilidade ambiental e compromisso com resultados.',
      icon: 'gem',
    },
  ],
});
