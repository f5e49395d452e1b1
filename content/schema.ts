import { z } from 'zod';
import { TITLE_SUFFIX } from './site';

/**
 * Every kind of site content, defined once: the zod schema is the rule the build checks and the TypeScript type
 * is inferred from it. Limits fixed by the spec or by search engines (slug form, ISO dates, 1–5 rating, title and
 * description lengths, image size and alt text) live here, with the pt-BR message the build prints when an
 * entry breaks them (lib/content.ts adds the collection, the entry and the field).
 */

// Messages of zod's own checks (a number where text was expected…) in pt-BR as well.
z.config(z.locales.ptBR());

/** Search-result limits: Google shows about 60 characters of a title and 160 of a description. */
export const MAX_TITLE_LENGTH = 60;
export const MIN_DESCRIPTION_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 160;

const REQUIRED = 'é obrigatório e não pode ficar vazio';

/** Text that must say something (not empty, not only spaces). */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'deve ser um texto') }).regex(/\S/, REQUIRED);

const slug = () => text().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use apenas letras minúsculas, números e hífens');

/** A calendar date written AAAA-MM-DD that exists. */
export const isoDate = () =>
  text().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'use a data no formato AAAA-MM-DD',
  });

/** The meta description of a page: long enough to say something, short enough not to be cut. */
export const metaDescription = () =>
  text().refine((value) => value.length >= MIN_DESCRIPTION_LENGTH && value.length <= MAX_DESCRIPTION_LENGTH, {
    error: (issue) =>
      `tem ${String(issue.input).length} caracteres; use de ${MIN_DESCRIPTION_LENGTH} a ${MAX_DESCRIPTION_LENGTH}`,
  });

/** The <title> of a page: its title (or shorter seoTitle) and the site name. */
export function documentTitle(entry: { title: string; seoTitle?: string | undefined }): string {
  return `${entry.seoTitle ?? entry.title}${TITLE_SUFFIX}`;
}

/** Adds the issue "title too long for search results" to an entry whose document title exceeds the limit. */
function checkTitleLength(entry: { title: string; seoTitle?: string | undefined }, context: z.RefinementCtx): void {
  const title = documentTitle(entry);
  if (title.length <= MAX_TITLE_LENGTH) return;
  context.addIssue({
    code: 'custom',
    path: [entry.seoTitle === undefined ? 'title' : 'seoTitle'],
    message: `"${title}" tem ${title.length} caracteres; o máximo é ${MAX_TITLE_LENGTH} (use seoTitle para encurtar)`,
  });
}

const pixels = () => z.number().int('deve ser um número inteiro de pixels maior que zero').positive('deve ser um número inteiro de pixels maior que zero');

/** An image with its real pixel size. `src` is a path under public/ ("/images/…") or an absolute https URL. */
export const sizedImageSchema = z.object({
  src: text().refine((value) => value.startsWith('/') || value.startsWith('https://'), {
    error: 'use um caminho em public/ ("/images/…") ou uma URL https',
  }),
  width: pixels(),
  height: pixels(),
  /** Describes what the picture shows, in pt-BR. */
  alt: text(),
});
export type SizedImage = z.infer<typeof sizedImageSchema>;

export const courseSchema = z
  .object({
    id: z.number().int().positive(),
    title: text(),
    /** Shorter title for search results and share cards when `title` is too long. */
    seoTitle: text().optional(),
    slug: slug(),
    /** One or two sentences for cards and the meta description. */
    description: metaDescription(),
    /** Several paragraphs for the course page, separated by blank lines. */
    longDescription: text(),
    image: sizedImageSchema,
    category: text(),
    /** Free text, shown as written (e.g. "6 meses"). */
    duration: text(),
    instructor: text(),
    /** Free text; every course currently says "Sob Consulta". */
    price: text(),
    modules: z.array(text()).min(1, 'liste pelo menos um módulo'),
  })
  .superRefine(checkTitleLength);
export type Course = z.infer<typeof courseSchema>;

/** A slide of the home hero. Its slug deliberately differs from the course slugs (client's spec). */
export const heroSlideSchema = z.object({
  slug: slug(),
  mainTitle: text(),
  courseTitle: text(),
  description: text(),
  image: sizedImageSchema,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/**
 * A blog post: the front matter of content/posts/<slug>.md (every field but `file` and `body`) and the Markdown
 * after it. YAML reads an unquoted 2025-11-04 as a date: it is turned back into its AAAA-MM-DD text.
 */
export const postSchema = z
  .object({
    title: text(),
    /** Shorter title for search results and share cards when `title` is too long. */
    seoTitle: text().optional(),
    slug: slug(),
    /** Shown under the title and used as the meta description and the feed's summary. */
    excerpt: metaDescription(),
    author: text(),
    /** Publication date, AAAA-MM-DD. */
    date: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate()),
    category: text(),
    image: sizedImageSchema,
    /** The Markdown file the post was read from, relative to the project. */
    file: text(),
    /** The Markdown after the front matter; empty when the post has only its excerpt. */
    body: z.string(),
  })
  // A misspelt field ("excert") is an error, not a field silently ignored.
  .strict()
  .superRefine(checkTitleLength)
  .superRefine((post, context) => {
    if (!post.file.endsWith(`/${post.slug}.md`)) {
      context.addIssue({ code: 'custom', path: ['slug'], message: `o arquivo deve se chamar ${post.slug}.md` });
    }
  });
export type Post = z.infer<typeof postSchema>;

export const testimonialSchema = z.object({
  quote: text(),
  author: text(),
  /** The author's role or course, e.g. "Técnico em Refrigeração · Turma 2024". */
  title: text(),
  rating: z.number().int('deve ser um número inteiro de 1 a 5').min(1, 'deve ser um número inteiro de 1 a 5').max(5, 'deve ser um número inteiro de 1 a 5'),
  image: sizedImageSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Icons available to feature cards; mapped to lucide-react components in components/ui/feature-icon.tsx. */
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

export const featureCardSchema = z.object({
  id: z.number().int().positive(),
  title: text(),
  description: text(),
  icon: z.enum(featureIconNames),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const postalAddressSchema = z.object({
  street: text(),
  district: text(),
  city: text(),
  state: text(),
  postalCode: text(),
  country: text(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const siteSchema = z.object({
  /** Full name, used in the footer, copyright line and structured data. */
  name: text(),
  /** Short name, the end of every page title (TITLE_SUFFIX). */
  shortName: text(),
  tagline: text(),
  description: text(),
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: text().regex(/^https?:\/\/[^/]+(?:\/.*[^/])?$/, 'use uma URL http(s) sem barra no final'),
  email: text(),
  phone: text(),
  /** Phone in E.164 form for tel: links. */
  phoneHref: text().regex(/^\+\d{8,15}$/, 'use o formato +55DDNNNNNNNN'),
  /** WhatsApp number for wa.me chat links: digits only, country and area code first (55 43 …). */
  whatsapp: text().regex(/^[1-9]\d{9,14}$/, 'use só dígitos, com país e DDD: 5543NNNNNNNNN'),
  address: postalAddressSchema,
  mapEmbedUrl: text(),
  social: z.array(
    z.object({
      network: z.enum(socialNetworks),
      label: text(),
      /** Placeholder until the school has its profiles ("#"). */
      href: text(),
    }),
  ),
  foundingYear: z.number().int(),
  yearsInMarket: text(),
  experienceStatement: text(),
  enrolmentYear: z.number().int(),
  nextClass: text(),
  stats: z.array(z.object({ /** Shown large, e.g. "300+". */ value: text(), label: text() })),
  logo: sizedImageSchema,
});
export type SiteConfig = z.infer<typeof siteSchema>;

/** Mission, vision and values of the about page. */
export const aboutSchema = z.object({
  heading: text(),
  intro: text(),
  history: z.array(text()).min(1),
  pillars: z.array(featureCardSchema),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const commitmentSchema = z.object({
  heading: text(),
  text: text(),
  points: z.array(text()).min(1),
});
export type Commitment = z.infer<typeof commitmentSchema>;

/** Search and share texts of a page that is not a course or a post (those take theirs from their own entry). */
export const staticPageSchema = z
  .object({
    /** The route, e.g. "/sobre" ("/" for home). */
    path: text().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'use o caminho da página, como "/sobre"'),
    /** Title without the site name, which is added after it (" | Frio Norte"). */
    title: text(),
    /** The meta description: 70 to 160 characters, unique per page. */
    description: metaDescription(),
    /** Small text above the title on the share image. */
    shareEyebrow: text(),
  })
  .superRefine(checkTitleLength);
export type StaticPage = z.infer<typeof staticPageSchema>;
