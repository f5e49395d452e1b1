// The schemas of the school's fixed pages and of the home page's lists (content/*.yaml): the hero's slides, the
// testimonials, the feature cards, the "Sobre" and "Por que escolher" pages and the sections' headings. The courses,
// posts, other pages and blog have a module each, gathered by content/schema.ts.
import { z } from 'zod';
import { longText, positiveId, sizedImageSchema, slug, text, textList } from './fields';

/** A slide of the home hero. Its slug deliberately differs from the course slugs (client's spec). */
export const heroSlideSchema = z.strictObject({
  slug: slug().meta({
    label: 'Endereço do botão (slug)',
    hint: 'O botão do slide leva a /cursos/ seguido deste texto.',
  }),
  mainTitle: text().meta({ label: 'Título principal' }),
  courseTitle: text().meta({ label: 'Nome do curso' }),
  description: longText().meta({ label: 'Descrição' }),
  image: sizedImageSchema.meta({ hint: 'As imagens do banner têm 1600 × 900 pixels.' }),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const testimonialSchema = z.strictObject({
  quote: longText().meta({ label: 'Depoimento' }),
  author: text().meta({ label: 'Nome do aluno' }),
  /** The author's role or course, e.g. "Técnico em Refrigeração · Turma 2024". */
  title: text().meta({ label: 'Curso ou função', hint: 'Por exemplo, "Técnico em Refrigeração · Turma 2025".' }),
  rating: z
    .number()
    .int('deve ser um número inteiro de 1 a 5')
    .min(1, 'deve ser um número inteiro de 1 a 5')
    .max(5, 'deve ser um número inteiro de 1 a 5')
    .meta({ label: 'Nota (estrelas)', hint: 'Um número inteiro de 1 a 5.' }),
  image: sizedImageSchema.meta({ label: 'Foto' }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Icons available to feature cards; mapped to Lucide icons in components/ui/feature-icon.tsx. */
export const featureIconNames = [
  'graduation-cap',
  'wrench',
  'users',
  'award',
  'briefcase',
  'clock',
  'shield-check',
  'snowflake',
  'thermometer',
  'zap',
  'heart-handshake',
  'target',
  'eye',
  'gem',
  'building',
] as const;
export type FeatureIconName = (typeof featureIconNames)[number];

/** How the editor names each icon. */
const featureIconLabels: Readonly<Record<FeatureIconName, string>> = {
  'graduation-cap': 'Capelo de formatura',
  wrench: 'Chave de boca',
  users: 'Pessoas',
  award: 'Medalha',
  briefcase: 'Maleta',
  clock: 'Relógio',
  'shield-check': 'Escudo com visto',
  snowflake: 'Floco de neve',
  thermometer: 'Termômetro',
  zap: 'Raio',
  'heart-handshake': 'Aperto de mãos com coração',
  target: 'Alvo',
  eye: 'Olho',
  gem: 'Diamante',
  building: 'Prédio',
};

export const featureCardSchema = z.strictObject({
  id: positiveId(),
  title: text().meta({ label: 'Título' }),
  description: longText().meta({ label: 'Texto' }),
  icon: z.enum(featureIconNames).meta({ label: 'Ícone', optionLabels: featureIconLabels }),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** Mission, vision and values of the about page. */
export const aboutSchema = z.strictObject({
  heading: text().meta({ label: 'Título' }),
  intro: longText().meta({ label: 'Introdução' }),
  history: textList('Parágrafo', { long: true }).meta({
    label: 'História',
    hint: 'Um parágrafo por item; pelo menos um.',
  }),
  pillars: z.array(featureCardSchema).meta({
    label: 'Missão, visão e valores',
    editor: { label_singular: 'Cartão', summary: '{{title}}', collapsed: true },
  }),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const commitmentSchema = z
  .strictObject({
    heading: text().meta({ label: 'Título' }),
    text: longText().meta({ label: 'Texto' }),
    points: textList('Ponto').meta({ label: 'Pontos', hint: 'Pelo menos um item.' }),
  })
  .meta({ label: 'Seção "Nosso compromisso"' });
export type Commitment = z.infer<typeof commitmentSchema>;

/** content/reasons.yaml, the /porque-escolher page: its opening text, the reason cards and the commitment section. */
export const reasonsPageSchema = z.strictObject({
  intro: longText().meta({ label: 'Texto de abertura' }),
  reasons: z
    .array(featureCardSchema)
    .meta({ label: 'Motivos', editor: { label_singular: 'Motivo', summary: '{{title}}', collapsed: true } }),
  commitment: commitmentSchema,
});

/** The places of the site whose heading texts are in content/sections.yaml (a page's header, or one of its sections). */
export const SECTION_IDS = [
  'inicio-cursos',
  'inicio-beneficios',
  'sobre',
  'sobre-valores',
  'porque-escolher',
  'porque-escolher-motivos',
  'cursos',
  'depoimentos',
  'contato',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** A heading of content/sections.yaml: the small text above it, the heading (when the page does not give it), the intro. */
export const sectionHeadingSchema = z.strictObject({
  id: z.enum(SECTION_IDS).meta({
    label: 'Lugar no site',
    hint: 'Onde o título aparece; só muda junto com o site.',
    editor: { readonly: true },
  }),
  eyebrow: text().meta({ label: 'Texto acima do título' }),
  title: text().optional().meta({ label: 'Título' }),
  intro: longText().optional().meta({ label: 'Texto de abertura' }),
});
export type SectionHeadingText = z.infer<typeof sectionHeadingSchema>;
