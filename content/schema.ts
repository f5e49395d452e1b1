import { z } from 'zod';
import { MAX_TITLE_LENGTH, metaDescription, sizedImageSchema, isoDate, slug, text } from './fields';
import { TITLE_SUFFIX } from './site';

export * from './fields';
export * from './site-schema';

/**
 * Every kind of site content, defined once: the zod schema is the rule the build checks and the TypeScript type
 * is inferred from it. Limits fixed by the spec or by search engines (slug form, ISO dates, 1–5 rating, title and
 * description lengths, image size and alt text) live here, with the pt-BR message the build prints when an
 * entry breaks them (content/collection.ts adds the file, the entry and the field). The field rules are in
 * content/fields.ts, the school's identity in content/site-schema.ts. Every object is strict: a misspelt field
 * ("descripton") in a content file is an error, not a field silently ignored.
 */

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

/** A course: the front matter of content/courses/<slug>.md (every field but `longDescription`) and the text after it. */
export const courseSchema = z
  .strictObject({
    /** Unique; the courses appear on the site in id order. */
    id: z.number().int().positive(),
    title: text(),
    /** Shorter title for search results and share cards when `title` is too long. */
    seoTitle: text().optional(),
    slug: slug(),
    /** One or two sentences for cards and the meta description. */
    description: metaDescription(),
    /** Several paragraphs for the course page, separated by blank lines; shown as plain text (no Markdown). */
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
export const heroSlideSchema = z.strictObject({
  slug: slug(),
  mainTitle: text(),
  courseTitle: text(),
  description: text(),
  image: sizedImageSchema,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/**
 * A blog post: the front matter of content/posts/<slug>.md (every field but `file` and `body`) and the Markdown
 * after it. An unquoted 2025-11-04 read as a date (YAML 1.1 readers do) is turned back into its AAAA-MM-DD text.
 */
export const postSchema = z
  .strictObject({
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
  .superRefine(checkTitleLength)
  .superRefine((post, context) => {
    if (!post.file.endsWith(`/${post.slug}.md`)) {
      context.addIssue({ code: 'custom', path: ['slug'], message: `o arquivo deve se chamar ${post.slug}.md` });
    }
  });
export type Post = z.infer<typeof postSchema>;

export const testimonialSchema = z.strictObject({
  quote: text(),
  author: text(),
  /** The author's role or course, e.g. "Técnico em Refrigeração · Turma 2024". */
  title: text(),
  rating: z.number().int('deve ser um número inteiro de 1 a 5').min(1, 'deve ser um número inteiro de 1 a 5').max(5, 'deve ser um número inteiro de 1 a 5'),
  image: sizedImageSchema,
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

export const featureCardSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text(),
  description: text(),
  icon: z.enum(featureIconNames),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;


/** Mission, vision and values of the about page. */
export const aboutSchema = z.strictObject({
  heading: text(),
  intro: text(),
  history: z.array(text()).min(1),
  pillars: z.array(featureCardSchema),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const commitmentSchema = z.strictObject({
  heading: text(),
  text: text(),
  points: z.array(text()).min(1),
});
export type Commitment = z.infer<typeof commitmentSchema>;

/** Search and share texts of a page that is not a course or a post (those take theirs from their own entry). */
export const staticPageSchema = z
  .strictObject({
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
