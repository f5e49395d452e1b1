import type { SiteConfig } from './site-schema';

/**
 * The school's identity, in one place.
 * Name, e-mail, phone and address are placeholders chosen for this site: the school replaces them here.
 */
const DEFAULT_SITE_URL = 'https://www.escolafrionorte.com.br';

function siteUrlFromEnvironment(): string {
  const fromEnv = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  return (fromEnv && fromEnv.length > 0 ? fromEnv : DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const site: SiteConfig = {
  name: 'Frio Norte Escola de Refrigeração',
  shortName: 'Frio Norte',
  tagline: 'Formando profissionais de refrigeração e climatização com prática de verdade, no coração do Norte do Paraná.',
  description:
    'Escola de refrigeração e ar-condicionado em Londrina-PR: cursos práticos de mecânico de refrigeração, instalação de split, elétrica aplicada e refrigeração comercial.',
  url: siteUrlFromEnvironment(),
  email: 'contato@escolafrionorte.com.br',
  phone: '(43) 3325-4180',
  phoneHref: '+554333254180',
  whatsapp: '5543998254180',
  address: {
    street: 'Av. Tiradentes, 1450',
    district: 'Jardim Shangri-Lá',
    city: 'Londrina',
    state: 'PR',
    postalCode: '86070-000',
    country: 'BR',
  },
  mapEmbedUrl:
    'https://www.google.com/maps?q=Av.+Tiradentes,+1450,+Londrina+-+PR,+86070-000&output=embed',
  social: [
    { network: 'facebook', label: 'Facebook', href: '#' },
    { network: 'instagram', label: 'Instagram', href: '#' },
    { network: 'linkedin', label: 'LinkedIn', href: '#' },
  ],
  foundingYear: 2025,
  yearsInMarket: '15+',
  experienceStatement:
    'Há mais de 15 anos formando profissionais de refrigeração para o mercado paranaense.',
  enrolmentYear: 2025,
  nextClass: 'Setembro de 2025',
  stats: [
    { value: '300+', label: 'Alunos formados' },
    { value: '15+', label: 'Anos de experiência' },
    { value: '6 meses', label: 'Duração do curso completo' },
    { value: '98%', label: 'De empregabilidade' },
  ],
  logo: {
    src: '/images/logo.svg',
    width: 64,
    height: 64,
    alt: 'Logotipo da Frio Norte Escola de Refrigeração',
  },
};

/** Added to every page's title in search results, tabs and share cards; it counts in the 60 characters. */
export const TITLE_SUFFIX = ` | ${site.shortName}`;
