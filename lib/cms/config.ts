import { z } from 'zod';
import { MAX_TITLE_LENGTH } from '@/content/rules/search-results';
import {
  aboutSchema,
  blogSchema,
  commitmentSchema,
  courseSchema,
  featureCardSchema,
  heroSlideSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  postSchema,
  sectionHeadingSchema,
  siteSchema,
  staticPageSchema,
  testimonialSchema,
  text,
} from '@/content/schema';
import { pageReportPath } from '@/content/rules/serving';

/**
 * The content editor's configuration (Sveltia CMS), generated from the zod schemas the build checks the content
 * with: every field, whether it is required, its limits (lengths, patterns, numbers, list sizes, choices) come from
 * the schema, and its label, hint and widget from the metadata written beside the field (content/fields.ts,
 * GlobalMeta). What is only the editor's (where each file is, how a list is summarised, sign-in) is here. Served as
 * /cms/config.yml by app/cms/config.yml/route.ts.
 */

/** A field of the editor's configuration (the options this site uses). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  label?: string;
  hint?: string;
  patternMessage?: string;
  optionLabels?: Record<string, string>;
  pageTitle?: boolean;
  editor?: Record<string, unknown>;
}

interface Context {
  /** The suffix every page title gets (" | Frio Norte"): a `pageTitle` field is limited so that both fit. */
  titleSuffix: string;
}

/** The pattern of every text(): "not only spaces", which the editor's `required` already says. */
const NOT_BLANK = String.raw`\S`;

/** "use o formato +55…" → "Use o formato +55….": the build's message as the editor shows it. */
const sentence = (message: string): string => `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined && pattern !== NOT_BLANK,
  );
}

/** The editor's field for the property `name` of an object schema (in JSON Schema form, metadata included). */
function fieldFrom(name: string, schema: JsonSchema, required: boolean, context: Context): CmsField {
  const where = `campo "${name}"`;
  if (!schema.label) throw new Error(`${where}: sem rótulo para o editor (meta({ label }) no esquema)`);
  const field: CmsField = { name, label: schema.label, widget: 'string' };
  if (schema.enum) {
    field.widget = 'select';
    field.options = schema.enum.map((value) => ({ label: schema.optionLabels?.[String(value)] ?? String(value), value }));
  } else if (schema.type === 'string') {
    const patterns = patternsOf(schema);
    if (patterns.length > 1) throw new Error(`${where}: mais de um padrão`);
    const [pattern] = patterns;
    if (pattern !== undefined && schema.editor?.widget !== 'image' && schema.editor?.widget !== 'datetime') {
      if (!schema.patternMessage) throw new Error(`${where}: padrão sem mensagem (use matching() em content/fields.ts)`);
      field.pattern = [pattern, sentence(schema.patternMessage)];
    }
    if (schema.minLength !== undefined && schema.minLength > 1) field.minlength = schema.minLength;
    if (schema.maxLength !== undefined) field.maxlength = schema.maxLength;
    if (schema.pageTitle) field.maxlength = MAX_TITLE_LENGTH - context.titleSuffix.length;
  } else if (schema.type === 'integer' || schema.type === 'number') {
    field.widget = 'number';
    field.value_type = schema.type === 'integer' ? 'int' : 'float';
    const minimum = schema.exclusiveMinimum !== undefined && schema.type === 'integer' ? schema.exclusiveMinimum + 1 : schema.minimum;
    if (minimum !== undefined) field.min = minimum;
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) field.max = schema.maximum;
  } else if (schema.type === 'boolean') {
    field.widget = 'boolean';
  } else if (schema.type === 'object') {
    field.widget = 'object';
    field.fields = fieldsFrom(schema, context);
  } else if (schema.type === 'array' && schema.items) {
    field.widget = 'list';
    if (schema.minItems !== undefined) field.min = schema.minItems;
    if (schema.items.type === 'object') field.fields = fieldsFrom(schema.items, context);
    else field.field = fieldFrom('item', schema.items, true, context);
  } else {
    throw new Error(`${where}: tipo que o editor não sabe mostrar (${schema.type ?? 'desconhecido'})`);
  }
  if (schema.hint) field.hint = schema.hint;
  if (!required) field.required = false;
  return { ...field, ...schema.editor };
}

function fieldsFrom(schema: JsonSchema, context: Context): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFrom(name, property, required.has(name), context));
}

interface FieldOptions {
  /** Fields of the schema the file does not hold (filled in by the reader). */
  omit?: readonly string[];
  /** The field whose value is the Markdown after the front matter: the editor's `body`, last, as in the files. */
  body?: string;
}

/** The editor's fields of a content schema, in the schema's (and the files') order. */
export function editorFields(schema: z.ZodType, context: Context, { omit = [], body }: FieldOptions = {}): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = Object.entries(json.properties ?? {}).filter(([name]) => !omit.includes(name));
  const fields = fieldsFrom({ ...json, properties: Object.fromEntries(properties) }, context);
  if (body === undefined) return fields;
  const bodyField = fields.find(({ name }) => name === body);
  if (!bodyField) throw new Error(`o esquema não tem o campo "${body}"`);
  return [...fields.filter((field) => field !== bodyField), { ...bodyField, name: 'body' }];
}

export interface EditorSettings {
  /** The site's public address (links to the pages). */
  siteUrl: string;
  titleSuffix: string;
  /** "owner/name" of the site's repository on GitHub. */
  repository: string;
  /** The address of an OAuth helper for "Entrar com GitHub"; without it, sign-in is by personal access token only. */
  oauthUrl?: string | undefined;
}

/**
 * Marketing's page report (app/admin/paginas/page.tsx), linked from the editor: first in the descriptions of the course
 * and post lists (which the editor cuts to one line), and in the hint of the pages' titles (Markdown, which it renders).
 */
export const REPORT_LINK_TEXT = 'Como as páginas aparecem no Google e no WhatsApp';
const REPORT_LINK = `[${REPORT_LINK_TEXT}](${pageReportPath})`;

const yamlList = (key: string, entry: z.ZodType, meta: z.GlobalMeta) => z.strictObject({ [key]: z.array(entry).meta(meta) });

/** The whole configuration. */
export function editorConfig({ siteUrl, titleSuffix, repository, oauthUrl }: EditorSettings): Record<string, unknown> {
  const context: Context = { titleSuffix };
  const file = (name: string, label: string, icon: string, path: string, schema: z.ZodType, options: FieldOptions = {}) => ({
    name,
    label,
    icon,
    file: path,
    fields: editorFields(schema, context, options),
  });
  const folder = (slugField = 'slug') => ({
    extension: 'md',
    format: 'frontmatter',
    // The file is named after the slug when the entry is created (the build checks they match) and never renamed.
    slug: { template: `{{fields.${slugField}}}`, editable: false },
  });

  return {
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      ...(oauthUrl ? { base_url: oauthUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'Cria {{collection}} "{{slug}}" pelo editor',
        update: 'Atualiza {{collection}} "{{slug}}" pelo editor',
        delete: 'Apaga {{collection}} "{{slug}}" pelo editor',
        uploadMedia: 'Envia a imagem "{{path}}" pelo editor',
        deleteMedia: 'Apaga a imagem "{{path}}" pelo editor',
      },
    },
    // Images uploaded in the editor; the build makes the responsive WebP variants of everything in public/images.
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    // A phone photo of several megabytes is turned into a WebP of at most UPLOAD_MAX_SIDE pixels before it is saved;
    // what still weighs more than UPLOAD_MAX_BYTES (a huge SVG) is refused, with the editor's own pt-BR message.
    media_libraries: {
      // `all`: the options every way of adding a picture shares (the picker's upload reads its size limit from here).
      all: {
        max_file_size: UPLOAD_MAX_BYTES,
        slugify_filename: true,
        transformations: { raster_image: { format: 'webp', quality: 85, width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE } },
      },
      // Stock photo services (Unsplash, Pexels…) would load pictures from other hosts, which the editor's policy refuses.
      stock_assets: false,
    },
    app_title: `Editor do site ·${titleSuffix.replace(/^ \|/, '')}`,
    site_url: siteUrl,
    display_url: siteUrl,
    logo: { src: '/images/logo.svg' },
    // An optional field left blank (the search title) is left out of the file, not written empty: the build refuses
    // an empty text.
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'courses',
        label: 'Cursos',
        label_singular: 'Curso',
        description: `${REPORT_LINK} · Um arquivo por curso, em content/courses/. Os cursos aparecem no site na ordem do número.`,
        icon: 'school',
        folder: 'content/courses',
        ...folder(),
        summary: '{{id}}. {{title}}',
        sortable_fields: { fields: ['id', 'title'], default: { field: 'id', direction: 'ascending' } },
        preview_path: '/cursos/{{slug}}',
        fields: editorFields(courseSchema, context, { body: 'longDescription' }),
      },
      {
        name: 'posts',
        label: 'Blog',
        label_singular: 'Post',
        description: `${REPORT_LINK} · Um arquivo por post, em content/posts/. Os posts aparecem do mais novo para o mais antigo.`,
        icon: 'article',
        folder: 'content/posts',
        ...folder(),
        summary: '{{date}} · {{title}}',
        sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
        preview_path: '/blog/{{slug}}',
        fields: editorFields(postSchema, context, { omit: ['file'], body: 'body' }),
      },
      {
        name: 'content',
        label: 'Páginas e dados da escola',
        label_singular: 'Conteúdo',
        description: 'Os textos fixos do site, um arquivo YAML de content/ por item.',
        icon: 'description',
        format: 'yaml',
        files: [
          file('site', 'Dados da escola', 'school', 'content/site.yaml', siteSchema, { omit: ['url'] }),
          file(
            'pages',
            'Títulos e descrições das páginas (busca)',
            'travel_explore',
            'content/pages.yaml',
            yamlList('pages', staticPageSchema, {
              label: 'Páginas',
              hint: `Cursos e posts do blog têm título e descrição nos próprios cadastros. ${REPORT_LINK}.`,
              editor: { label_singular: 'Página', summary: '{{path}} · {{title}}', collapsed: true, allow_add: false, allow_remove: false },
            }),
          ),
          file(
            'testimonials',
            'Depoimentos',
            'format_quote',
            'content/testimonials.yaml',
            yamlList('testimonials', testimonialSchema, {
              label: 'Depoimentos',
              hint: 'Aparecem na página inicial e em /depoimentos, nesta ordem.',
              editor: { label_singular: 'Depoimento', summary: '{{author}}', collapsed: true },
            }),
          ),
          file(
            'hero-slides',
            'Banner da página inicial',
            'view_carousel',
            'content/hero-slides.yaml',
            yamlList('slides', heroSlideSchema, {
              label: 'Slides',
              hint: 'Os slides do banner, nesta ordem.',
              editor: { label_singular: 'Slide', summary: '{{courseTitle}}', collapsed: true },
            }),
          ),
          file(
            'benefits',
            'Benefícios (página inicial)',
            'verified',
            'content/benefits.yaml',
            yamlList('benefits', featureCardSchema, {
              label: 'Benefícios',
              hint: 'Os cartões de benefícios da página inicial, nesta ordem.',
              editor: { label_singular: 'Benefício', summary: '{{title}}', collapsed: true },
            }),
          ),
          file(
            'reasons',
            'Página "Por que escolher"',
            'thumb_up',
            'content/reasons.yaml',
            z.strictObject({
              intro: text().meta({ label: 'Texto de abertura', editor: { widget: 'text' } }),
              reasons: z.array(featureCardSchema).meta({ label: 'Motivos', editor: { label_singular: 'Motivo', summary: '{{title}}', collapsed: true } }),
              commitment: commitmentSchema,
            }),
          ),
          file('about', 'Página "Sobre"', 'info', 'content/about.yaml', aboutSchema),
          file(
            'sections',
            'Títulos das páginas e seções',
            'title',
            'content/sections.yaml',
            yamlList('sections', sectionHeadingSchema, {
              label: 'Títulos',
              hint: 'O texto acima do título, o título e a abertura de cada lugar do site que não tem arquivo próprio.',
              editor: { label_singular: 'Título', summary: '{{id}} · {{title}}', collapsed: true, allow_add: false, allow_remove: false },
            }),
          ),
          // The posts' category field lists the categories of this file (a relation: collection "content", file "blog").
          file('blog', 'Blog: texto de abertura e categorias', 'sell', 'content/blog.yaml', blogSchema),
        ],
      },
    ],
  };
}
