import { z } from 'zod';
import { longText, matching, sizedImageSchema, text } from './fields';

/** The school's identity: content/site.yaml, read and checked by content/site.ts. */

const CNPJ_FORMAT = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/** Whether a CNPJ's two check digits agree with its first twelve (Receita Federal's modulo-11 rule). */
export function isValidCnpj(cnpj: string): boolean {
  const digits = cnpj.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 14 || new Set(digits).size === 1) return false;
  const checkDigit = (length: number): number => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === digits[12] && checkDigit(13) === digits[13];
}

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const postalAddressSchema = z
  .strictObject({
    street: text().meta({ label: 'Rua e número' }),
    district: text().meta({ label: 'Bairro' }),
    city: text().meta({ label: 'Cidade' }),
    state: text().meta({ label: 'Estado (sigla)' }),
    postalCode: text().meta({ label: 'CEP' }),
    country: text().meta({ label: 'País (sigla)', hint: 'BR para o Brasil.' }),
  })
  .meta({ label: 'Endereço' });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const siteSchema = z.strictObject({
  /** Full name, used in the footer, copyright line and structured data. */
  name: text().meta({
    label: 'Nome completo',
    hint: 'Aparece no rodapé, na linha de direitos autorais e nos dados para o Google.',
  }),
  /** The company's registered name and tax number, in every page's footer (Decreto 7.962/2013, art. 2). */
  legalName: text().meta({
    label: 'Razão social',
    hint: 'O nome da empresa como está no CNPJ. Aparece no rodapé de todas as páginas, com o CNPJ e o endereço, como a lei pede de quem vende pela internet.',
  }),
  cnpj: matching(CNPJ_FORMAT, 'use o formato 00.000.000/0000-00')
    .refine(isValidCnpj, 'os dois últimos dígitos não conferem; copie o CNPJ do cartão da Receita Federal')
    .meta({ label: 'CNPJ', hint: 'No formato 00.000.000/0000-00.' }),
  /** Short name, the end of every page title (TITLE_SUFFIX). */
  shortName: text().meta({
    label: 'Nome curto',
    hint: 'Encerra o título de todas as páginas ("Contato | Frio Norte"). Mudar o tamanho dele muda o limite dos títulos: avise a equipe técnica antes.',
  }),
  tagline: longText().meta({ label: 'Frase de apresentação' }),
  description: longText().meta({ label: 'Descrição da escola' }),
  /** Public origin without trailing slash, from SITE_URL (not in the file, not in the editor). */
  url: text().regex(/^https?:\/\/[^/]+(?:\/.*[^/])?$/, 'use uma URL http(s) sem barra no final'),
  email: text().meta({ label: 'E-mail', editor: { type: 'email' } }),
  phone: text().meta({ label: 'Telefone (como aparece no site)', hint: 'Por exemplo, (43) 3325-4180.' }),
  /** Phone in E.164 form for tel: links. */
  phoneHref: matching(/^\+\d{8,15}$/, 'use o formato +55DDNNNNNNNN').meta({
    label: 'Telefone para ligar pelo celular',
    hint: 'O mesmo telefone no formato +55DDNNNNNNNN, por exemplo +554333254180.',
  }),
  /** WhatsApp number for wa.me chat links: digits only, country and area code first (55 43 …). */
  whatsapp: matching(/^[1-9]\d{9,14}$/, 'use só dígitos, com país e DDD: 5543NNNNNNNNN').meta({
    label: 'WhatsApp',
    hint: 'O número do WhatsApp só com dígitos, começando por 55 e o DDD, por exemplo 5543998254180.',
  }),
  address: postalAddressSchema,
  mapEmbedUrl: text().meta({
    label: 'Mapa da página de contato',
    hint: 'O endereço de incorporação do Google Maps (termina em output=embed).',
    editor: { type: 'url' },
  }),
  social: z
    .array(
      z.strictObject({
        network: z.enum(socialNetworks).meta({
          label: 'Rede',
          optionLabels: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' },
        }),
        label: text().meta({ label: 'Nome exibido' }),
        /** Placeholder until the school has its profiles ("#"). */
        href: text().meta({
          label: 'Endereço do perfil',
          hint: 'O endereço completo do perfil (https://…); use # enquanto a escola não tiver o perfil.',
        }),
      }),
    )
    .meta({ label: 'Redes sociais', editor: { label_singular: 'Rede social', summary: '{{label}}' } }),
  foundingYear: z.number().int().meta({ label: 'Ano de fundação' }),
  yearsInMarket: text().meta({ label: 'Anos de mercado', hint: 'Texto exibido como está, por exemplo "15+".' }),
  experienceStatement: longText().meta({ label: 'Frase sobre a experiência' }),
  enrolmentYear: z.number().int().meta({ label: 'Ano das matrículas abertas' }),
  /** The home banner's month when no class of content/turmas/ is still to start (components/home/next-class.tsx). */
  nextClass: text().meta({
    label: 'Próxima turma (quando nenhuma turma tem data)',
    hint: 'O banner da página inicial mostra este texto só quando nenhuma turma cadastrada em "Turmas" está por começar; com uma, ele mostra o mês, o curso e o dia dela. Por exemplo, "Setembro de 2025".',
  }),
  stats: z
    .array(
      z.strictObject({
        /** Shown large, e.g. "300+". */
        value: text().meta({ label: 'Número', hint: 'Exibido grande, como está (por exemplo, "300+" ou "98%").' }),
        label: text().meta({ label: 'Legenda' }),
      }),
    )
    .meta({
      label: 'Números em destaque (página inicial)',
      editor: { label_singular: 'Número', summary: '{{value}} {{label}}' },
    }),
  logo: sizedImageSchema.meta({ label: 'Logotipo' }),
});
export type SiteConfig = z.infer<typeof siteSchema>;
