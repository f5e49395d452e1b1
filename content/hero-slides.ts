import { parseCollection } from './collection';
import { heroSlideSchema } from './schema';

/**
 * Slides of the home hero carousel. Their slugs intentionally differ from the course slugs
 * (client's specification), so some call-to-action links lead to the not-found redirect.
 */
export const heroSlides = parseCollection({ name: 'slides do banner', schema: heroSlideSchema, key: 'slug' }, [
  {
    slug: 'formacao-mecanico-refrigeracao-ar-condicionado',
    mainTitle: 'Sua carreira começa no frio',
    courseTitle: 'Formação Mecânico em Refrigeração e Ar Condicionado',
    description:
      'Seis meses de aulas práticas em laboratório para você instalar, diagnosticar e manter sistemas de refrigeração.',
    image: {
      src: '/images/hero/formacao-mecanico-refrigeracao-ar-condicionado.jpg',
      width: 1600,
      height: 900,
      alt: 'Ilustração de um técnico medindo pressões com manifold em uma unidade condensadora durante aula prática',
    },
  },
  {
    slug: 'instalador-split',
    mainTitle: 'Instale split com padrão profissional',
    courseTitle: 'Instalador de Ar Condicionado Split',
    description:
      'Flangeamento, vácuo, carga de fluido e ligações elétricas feitos do jeito certo, em equipamentos reais.',
    image: {
      src: '/images/hero/instalador-split.jpg',
      width: 1600,
      height: 900,
      alt: 'Ilustração de um instalador fixando a unidade interna de um ar condicionado split na parede',
    },
  },
  {
    slug: 'eletrica-predial',
    mainTitle: 'Domine a elétrica com segurança',
    courseTitle: 'Elétrica Predial',
    description:
      'Circuitos, quadros de distribuição e dimensionamento conforme a NR-10 e a NBR 5410, com prática na bancada.',
    image: {
      src: '/images/hero/eletrica-predial.jpg',
      width: 1600,
      height: 900,
      alt: 'Ilustração de um eletricista com equipamentos de proteção testando um quadro de distribuição com multímetro',
    },
  },
  {
    slug: 'camara-frigorifica',
    mainTitle: 'Do balcão à câmara frigorífica',
    courseTitle: 'Câmara Frigorífica',
    description:
      'Monte, regule e mantenha câmaras de resfriados e congelados, dos controladores digitais ao ciclo de degelo.',
    image: {
      src: '/images/hero/camara-frigorifica.jpg',
      width: 1600,
      height: 900,
      alt: 'Ilustração do interior de uma câmara frigorífica com prateleiras, evaporador no teto e porta isolada',
    },
  },
  {
    slug: 'expositor-comercial-refrigerado-propano',
    mainTitle: 'Refrigeração natural e eficiente',
    courseTitle: 'Expositor Comercial Refrigerado a Propano (R-290)',
    description:
      'Trabalhe com segurança com o R-290, o fluido natural que ganha espaço em expositores e balcões comerciais.',
    image: {
      src: '/images/hero/expositor-comercial-refrigerado-propano.jpg',
      width: 1600,
      height: 900,
      alt: 'Ilustração de um expositor comercial refrigerado com portas de vidro, abastecido com bebidas e laticínios',
    },
  },
]);
