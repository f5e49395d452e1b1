import { parseCollection } from './collection';
import { testimonialSchema } from './schema';

/** Former students' testimonials shown on the home and /depoimentos pages. */
export const testimonials = parseCollection({ name: 'depoimentos', schema: testimonialSchema, key: 'author' }, [
  {
    quote:
      'Entrei na formação sem nunca ter segurado um manifold. Dois meses depois de me formar, fui contratado por uma empresa de climatização de Londrina e hoje cuido de contratos de PMOC em clínicas e escritórios.',
    author: 'Carlos Eduardo Souza',
    title: 'Técnico em Climatização · Turma 2025',
    rating: 5,
    image: {
      src: '/images/testimonials/carlos-eduardo-souza.jpg',
      width: 320,
      height: 320,
      alt: 'Retrato ilustrado de Carlos Eduardo Souza',
    },
  },
  {
    quote:
      'Fiz o curso de instalação de split para complementar a renda e acabei abrindo meu próprio negócio como MEI. As aulas práticas de vácuo e carga de fluido me deram segurança para atender os primeiros clientes logo depois do curso.',
    author: 'Juliana Martins',
    title: 'Instaladora de Ar Condicionado Split · Turma 2025',
    rating: 5,
    image: {
      src: '/images/testimonials/juliana-martins.jpg',
      width: 320,
      height: 320,
      alt: 'Retrato ilustrado de Juliana Martins',
    },
  },
  {
    quote:
      'Eu já trabalhava com refrigeração, mas travava na parte elétrica. Depois do curso de eletricidade aplicada, passei a diagnosticar defeitos em placas e comandos sozinho e fui promovido a líder de equipe.',
    author: 'Rafael Oliveira',
    title: 'Eletricidade Aplicada à Refrigeração · Turma 2025',
    rating: 5,
    image: {
      src: '/images/testimonials/rafael-oliveira.jpg',
      width: 320,
      height: 320,
      alt: 'Retrato ilustrado de Rafael Oliveira',
    },
  },
  {
    quote:
      'O intensivo de refrigeração comercial foi direto ao ponto: regulagem de câmaras, degelo e cuidados com o R-290. Gostaria de ter tido mais horas de prática, mas o que aprendi já uso toda semana na manutenção dos supermercados que atendo.',
    author: 'Marcos Vinícius Lima',
    title: 'Técnico em Refrigeração Comercial · Turma 2025',
    rating: 4,
    image: {
      src: '/images/testimonials/marcos-vinicius-lima.jpg',
      width: 320,
      height: 320,
      alt: 'Retrato ilustrado de Marcos Vinícius Lima',
    },
  },
]);
