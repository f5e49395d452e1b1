// The editor's list of the site's fixed texts (lib/cms/config.ts, the collection "content"): one YAML file of content/
// per item, in the editor's order, each with its label, icon and schema; the lists with how they show an entry.
import type { z } from 'zod';
import { ABOUT_FILE } from '@/content/about';
import { BENEFITS_FILE, BENEFITS_LIST_FIELD } from '@/content/benefits';
import { BLOG_FILE } from '@/content/blog';
import { HERO_SLIDES_FILE, HERO_SLIDES_LIST_FIELD } from '@/content/hero-slides';
import {
  aboutSchema,
  featureCardSchema,
  heroSlideSchema,
  reasonsPageSchema,
  sectionHeadingSchema,
  testimonialSchema,
} from '@/content/page-schemas';
import { PAGES_FILE, PAGES_LIST_FIELD } from '@/content/pages';
import { POLICIES_FILE } from '@/content/policies';
import { SCHOOL_CALENDAR_FILE } from '@/content/class-schedule';
import { schoolCalendarSchema } from '@/content/school-calendar-schema';
import { TERMS_FILE } from '@/content/terms';
import { termsSchema } from '@/content/terms-schema';
import { REASONS_FILE } from '@/content/reasons';
import { pageReportPath } from '@/content/rules/serving';
import { blogSchema, policiesSchema, siteSchema, staticPageSchema } from '@/content/schema';
import { SECTIONS_FILE, SECTIONS_LIST_FIELD } from '@/content/sections';
import { SITE_FILE } from '@/content/site';
import { TESTIMONIALS_FILE, TESTIMONIALS_LIST_FIELD } from '@/content/testimonials';
import type { FieldOptions } from './zod-fields';

/**
 * Marketing's page report (app/admin/paginas/page.tsx), linked from the editor: first in the descriptions of the course
 * and post lists (which the editor cuts to one line), and in the hint of the pages' titles (Markdown, which it renders).
 */
export const REPORT_LINK_TEXT = 'Como as páginas aparecem no Google e no WhatsApp';
export const REPORT_LINK = `[${REPORT_LINK_TEXT}](${pageReportPath})`;

/** A file of content/ as the editor lists it: its name, its label, its icon (Material Symbols) and its path. */
export interface EditorFile {
  name: string;
  label: string;
  icon: string;
  path: string;
}

/** A list's entries folded in the editor, with a summary; `fixed` when its entries are the site's own (no adding, no removing). */
const collapsed = (label_singular: string, summary: string, fixed = false) => ({
  label_singular,
  summary,
  collapsed: true,
  ...(fixed ? { allow_add: false, allow_remove: false } : {}),
});

type ContentFileEntry =
  | (EditorFile & { kind: 'file'; schema: z.ZodType; options?: FieldOptions })
  | (EditorFile & { kind: 'list'; field: string; entry: z.ZodType; meta: z.GlobalMeta });

/** The fixed texts of the site, one YAML file of content/ per item, in the editor's order. */
export const CONTENT_FILES: readonly ContentFileEntry[] = [
  // The URL is the deployment's (SITE_URL), not the file's: content/site.ts.
  {
    kind: 'file',
    name: 'site',
    label: 'Dados da escola',
    icon: 'school',
    path: SITE_FILE,
    schema: siteSchema,
    options: { omit: ['url'] },
  },
  {
    kind: 'list',
    name: 'pages',
    label: 'Títulos e descrições das páginas (busca)',
    icon: 'travel_explore',
    path: PAGES_FILE,
    field: PAGES_LIST_FIELD,
    entry: staticPageSchema,
    meta: {
      label: 'Páginas',
      hint: `Cursos e posts do blog têm título e descrição nos próprios cadastros. ${REPORT_LINK}.`,
      editor: collapsed('Página', '{{path}} · {{title}}', true),
    },
  },
  {
    kind: 'list',
    name: 'testimonials',
    label: 'Depoimentos',
    icon: 'format_quote',
    path: TESTIMONIALS_FILE,
    field: TESTIMONIALS_LIST_FIELD,
    entry: testimonialSchema,
    meta: {
      label: 'Depoimentos',
      hint: 'Aparecem na página inicial e em /depoimentos, nesta ordem.',
      editor: collapsed('Depoimento', '{{author}}'),
    },
  },
  {
    kind: 'list',
    name: 'hero-slides',
    label: 'Banner da página inicial',
    icon: 'view_carousel',
    path: HERO_SLIDES_FILE,
    field: HERO_SLIDES_LIST_FIELD,
    entry: heroSlideSchema,
    meta: {
      label: 'Slides',
      hint: 'Os slides do banner, nesta ordem.',
      editor: collapsed('Slide', '{{courseTitle}}'),
    },
  },
  {
    kind: 'list',
    name: 'benefits',
    label: 'Benefícios (página inicial)',
    icon: 'verified',
    path: BENEFITS_FILE,
    field: BENEFITS_LIST_FIELD,
    entry: featureCardSchema,
    meta: {
      label: 'Benefícios',
      hint: 'Os cartões de benefícios da página inicial, nesta ordem.',
      editor: collapsed('Benefício', '{{title}}'),
    },
  },
  {
    kind: 'file',
    name: 'reasons',
    label: 'Página "Por que escolher"',
    icon: 'thumb_up',
    path: REASONS_FILE,
    schema: reasonsPageSchema,
  },
  { kind: 'file', name: 'about', label: 'Página "Sobre"', icon: 'info', path: ABOUT_FILE, schema: aboutSchema },
  // The school's days without class, besides the national and Paraná holidays (content/class-schedule.ts).
  {
    kind: 'file',
    name: 'school-calendar',
    label: 'Dias sem aula (feriados da cidade e recessos)',
    icon: 'event_busy',
    path: SCHOOL_CALENDAR_FILE,
    schema: schoolCalendarSchema,
  },
  {
    kind: 'file',
    name: 'policies',
    label: 'Regras da escola (em todos os cursos)',
    icon: 'gavel',
    path: POLICIES_FILE,
    schema: policiesSchema,
  },
  {
    kind: 'file',
    name: 'terms',
    label: 'Termos de inscrição',
    icon: 'contract',
    path: TERMS_FILE,
    schema: termsSchema,
  },
  {
    kind: 'list',
    name: 'sections',
    label: 'Títulos das páginas e seções',
    icon: 'title',
    path: SECTIONS_FILE,
    field: SECTIONS_LIST_FIELD,
    entry: sectionHeadingSchema,
    meta: {
      label: 'Títulos',
      hint: 'O texto acima do título, o título e a abertura de cada lugar do site que não tem arquivo próprio.',
      editor: collapsed('Título', '{{id}} · {{title}}', true),
    },
  },
  // The posts' category field lists the categories of this file (a relation: collection "content", file "blog").
  {
    kind: 'file',
    name: 'blog',
    label: 'Blog: texto de abertura e categorias',
    icon: 'sell',
    path: BLOG_FILE,
    schema: blogSchema,
  },
];
