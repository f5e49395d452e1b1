import { parseCollection } from './collection';
import { featureCardSchema } from './schema';

/** The six benefit cards of the home page. */
export const benefits = parseCollection({ name: 'benefícios', schema: featureCardSchema, key: 'title', unique: ['id'] }, [
  {
    id: 1,
    title: 'Aulas práticas em laboratório',
    description:
      'Você aprende com as mãos na massa, em equipamentos reais: instalação, vácuo, carga de fluido, brasagem e diagnóstico de falhas.',
    icon: 'wrench',
  },
  {
    id: 2,
    title: 'Instrutores com experiência de mercado',
    description:
      'Engenheiros e técnicos que atuam em campo e trazem para a sala de aula os desafios do dia a dia da profissão.',
    icon: 'graduation-cap',
  },
  {
    id: 3,
    title: 'Certificado reconhecido',
    description:
      'Ao concluir o curso, você recebe um certificado que comprova sua qualificação para clientes e empregadores.',
    icon: 'award',
  },
  {
    id: 4,
    title: 'Turmas reduzidas',
    description:
      'Grupos pequenos garantem atenção individual do instrutor e mais tempo de prática para cada aluno.',
    icon: 'users',
  },
  {
    id: 5,
    title: 'Apoio para o mercado de trabalho',
    description:
      'Orientação de carreira, indicação para vagas em empresas parceiras e dicas para quem quer empreender na área.',
    icon: 'briefcase',
  },
  {
    id: 6,
    title: 'Horários flexíveis',
    description:
      'Turmas em diferentes períodos, inclusive à noite e aos sábados, para você estudar sem abrir mão do trabalho.',
    icon: 'clock',
  },
]);
