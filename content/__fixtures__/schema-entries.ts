import type { z } from 'zod';
import type { courseSchema } from '../schema';

/** A course and its parts as the content schema tests write them: each test changes only what its case is about. */
export const image = { src: '/images/courses/instalacao-manutencao-split-system.jpg', alt: 'Uma ilustração' };
export const description =
  'Uma descrição com tamanho suficiente para aparecer inteira nos resultados de busca do Google.';

export const course: z.input<typeof courseSchema> = {
  id: 1,
  title: 'Curso',
  slug: 'curso-um',
  description,
  longDescription: 'Texto longo',
  image,
  category: 'Categoria',
  duration: '6 meses',
  instructor: 'Eng. Fulano',
  price: 'Sob Consulta',
  modules: ['Módulo 1'],
  requirements: ['Ter 18 anos ou mais.'],
  materials: { provided: 'Ferramentas e EPI.' },
  certificate: { hours: 16, issuer: 'A escola', scope: 'Certificado de curso livre.' },
  questions: [{ question: 'Preciso ter experiência?', answer: 'Não. O curso começa do zero.' }],
};
