import { parseCollection } from './collection';
import { staticPageSchema } from './schema';

/**
 * Title, description and share-image text of every page that is not a course or a blog post.
 * Marketing edits them here; courses and posts take theirs from content/courses.ts and content/posts/.
 */
export const staticPages = parseCollection({ name: 'páginas', schema: staticPageSchema, key: 'path', unique: ['title', 'description'] }, [
  {
    path: '/',
    title: 'Cursos de Refrigeração em Londrina',
    description:
      'Cursos práticos de refrigeração e ar-condicionado em Londrina-PR: mecânico de refrigeração, instalação de split, elétrica e refrigeração comercial.',
    shareEyebrow: 'Escola de refrigeração em Londrina-PR',
  },
  {
    path: '/sobre',
    title: 'Sobre Nós',
    description:
      'Conheça a Frio Norte: escola de refrigeração e ar-condicionado fundada em 2025 em Londrina por dois engenheiros mecânicos. Missão, visão e valores.',
    shareEyebrow: 'Sobre nós',
  },
  {
    path: '/porque-escolher',
    title: 'Por Que Escolher Nossa Escola',
    description:
      'Aulas práticas em laboratório, instrutores de mercado e apoio para o primeiro emprego: veja por que escolher a Frio Norte para estudar refrigeração.',
    shareEyebrow: 'Por que escolher',
  },
  {
    path: '/cursos',
    title: 'Cursos de Refrigeração e Ar-Condicionado',
    description:
      'Todos os cursos da Frio Norte em Londrina: formação em mecânica de refrigeração, instalação de split, elétrica aplicada e refrigeração comercial.',
    shareEyebrow: 'Cursos',
  },
  {
    path: '/depoimentos',
    title: 'Depoimentos de Alunos',
    description:
      'Veja o que dizem os alunos formados pela Frio Norte: histórias de quem conquistou emprego ou abriu o próprio negócio em refrigeração.',
    shareEyebrow: 'Depoimentos',
  },
  {
    path: '/blog',
    title: 'Blog: Dicas de Refrigeração e Ar-Condicionado',
    description:
      'Artigos da Frio Norte sobre ar-condicionado, manutenção, fluidos refrigerantes e carreira em refrigeração em Londrina e no Paraná.',
    shareEyebrow: 'Blog',
  },
  {
    path: '/contato',
    title: 'Contato',
    description:
      'Fale com a Frio Norte em Londrina-PR: telefone, e-mail, endereço e formulário de contato para tirar dúvidas sobre cursos, turmas e matrículas.',
    shareEyebrow: 'Fale conosco',
  },
]);
