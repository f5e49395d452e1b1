import { stringify } from 'yaml';
import { z } from 'zod';
import { ABOUT_FILE } from '@/content/about';
import { POLICIES_FILE } from '@/content/policies';
import { BENEFITS_FILE, BENEFITS_LIST_FIELD } from '@/content/benefits';
import { BLOG_FILE } from '@/content/blog';
import { COURSES_DIRECTORY } from '@/content/courses';
import { HERO_SLIDES_FILE, HERO_SLIDES_LIST_FIELD } from '@/content/hero-slides';
import { PUBLIC_DIRECTORY } from '@/content/image-files';
import { PAGES_FILE, PAGES_LIST_FIELD } from '@/content/pages';
import { POSTS_DIRECTORY } from '@/content/posts';
import { REASONS_FILE } from '@/content/reasons';
import { MAX_TITLE_LENGTH } from '@/content/rules/search-results';
import { pageReportPath } from '@/content/rules/serving';
import { blogSchema, courseClassSchema, policiesSchema, courseSchema, postSchema, siteSchema, staticPageSchema, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOADS_PATH } from '@/content/schema';
import { aboutSchema, featureCardSchema, heroSlideSchema, reasonsPageSchema, sectionHeadingSchema, testimonialSchema } from '@/content/page-schemas';
import { SECTIONS_FILE, SECTIONS_LIST_FIELD } from '@/content/sections';
import { site, SITE_FILE } from '@/content/site';
import { TESTIMONIALS_FILE, TESTIMONIALS_LIST_FIELD } from '@/content/testimonials';
import { CLASSES_DIRECTORY } from '@/content/turmas';
import { coursePath } from '@/lib/courses';
import { postPath } from '@/lib/posts';
import { DEFAULT_GITHUB_BRANCH, type EditorSettings } from './settings';
import { editorFields, type FieldContext, type FieldOptions } from './zod-fields';

/**
 * This site's content editor (Sveltia CMS): which content files it edits and how it lists them, sign-in and publishing.
 * The fields of each file are generated from the zod schemas the build checks the content with (./zod-fields.ts); the
 * files, folders, page addresses and shapes are those of the content readers (content/*.ts) and lib/, imported, not
 * written again. Served as /cms/config.yml by app/cms/config.yml/route.ts, from the build's environment
 * (editorSettingsFromEnv).
 */

/**
 * Marketing's page report (app/admin/paginas/page.tsx), linked from the editor: first in the descriptions of the course
 * and post lists (which the editor cuts to one line), and in the hint of the pages' titles (Markdown, which it renders).
 */
export const REPORT_LINK_TEXT = 'Como as páginas aparecem no Google e no WhatsApp';
const REPORT_LINK = `[${REPORT_LINK_TEXT}](${pageReportPath})`;

/** A YAML file holding one list under `field` (as content/files.ts readYamlList reads it), for the editor. */
const listFileSchema = (field: string, entry: z.ZodType, meta: z.GlobalMeta) => z.strictObject({ [field]: z.array(entry).meta(meta) });

/** A file of content/ in the editor: its fields from its schema. */
const contentFile = (context: FieldContext, name: string, label: string, icon: string, path: string, schema: z.ZodType, options: FieldOptions = {}) => ({
  name,
  label,
  icon,
  file: path,
  fields: editorFields(schema, context, options),
});

/** A folder of Markdown entries, one file per entry, named after its slug. */
const markdownFolder = (path: string, slugField = 'slug') => ({
  folder: path,
  extension: 'md',
  format: 'frontmatter',
  // The file is named after the slug when the entry is created (the build checks they match) and never renamed.
  slug: { template: `{{fields.${slugField}}}`, editable: false },
});

/** The page of an entry, for the editor's link to it: the site's own address of a page, with the editor's placeholder. */
const entryPage = (pagePath: (entry: { slug: string }) => string) => pagePath({ slug: '{{slug}}' });

/** Where the editor saves: the repository, with the pt-BR commit messages, and how marketing signs in. */
function backend({ repository, branch = DEFAULT_GITHUB_BRANCH, oauthUrl, editorialWorkflow = false }: EditorSettings) {
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch,
      ...(oauthUrl ? { base_url: oauthUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'Cria {{collection}} "{{slug}}" pelo editor',
        update: 'Atualiza {{collection}} "{{slug}}" pelo editor',
        delete: 'Apaga {{collection}} "{{slug}}" pelo editor',
        uploadMedia: 'Envia a imagem "{{path}}" pelo editor',
        deleteMedia: 'Apaga a imagem "{{path}}" pelo editor',
      },
    },
    // Saving opens a pull request (Rascunho → Em Revisão → Pronto, the editor's own pt-BR names); publishing merges it.
    ...(editorialWorkflow ? { publish_mode: 'editorial_workflow' } : {}),
  };
}

/** Images uploaded in the editor; the build makes the responsive WebP variants of everything in public/images. */
function media() {
  return {
    media_folder: `${PUBLIC_DIRECTORY}${UPLOADS_PATH}`,
    public_folder: UPLOADS_PATH,
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
  };
}

/** The editor's own look and the site it edits. */
function appearance({ siteUrl, titleSuffix }: EditorSettings) {
  return {
    app_title: `Editor do site ·${titleSuffix.replace(/^ \|/, '')}`,
    site_url: siteUrl,
    display_url: siteUrl,
    logo: { src: site.logo.src },
    // An optional field left blank (the search title) is left out of the file, not written empty: the build refuses
    // an empty text.
    output: { omit_empty_optional_fields: true },
  };
}

function courseCollection(context: FieldContext) {
  return {
    name: 'courses',
    label: 'Cursos',
    label_singular: 'Curso',
    description: `${REPORT_LINK} · Um arquivo por curso, em ${COURSES_DIRECTORY}/. Os cursos aparecem no site na ordem do número.`,
    icon: 'school',
    ...markdownFolder(COURSES_DIRECTORY),
    summary: '{{id}}. {{title}}',
    sortable_fields: { fields: ['id', 'title'], default: { field: 'id', direction: 'ascending' } },
    preview_path: entryPage(coursePath),
    fields: editorFields(courseSchema, context, { body: 'longDescription' }),
  };
}

function classCollection(context: FieldContext) {
  return {
    name: 'turmas',
    label: 'Turmas',
    label_singular: 'Turma',
    description: `Um arquivo por turma, em ${CLASSES_DIRECTORY}/. Cada turma aparece na página do seu curso e no Google até começar; a mais próxima com vagas, na página inicial.`,
    icon: 'event',
    folder: CLASSES_DIRECTORY,
    extension: 'yaml',
    format: 'yaml',
    // Named after the course and the first day when created ("<curso>-2025-09-08"); a second class of that course and
    // day gets the editor's "-1". The name is never shown: nothing to keep in step with the fields.
    slug: { template: '{{fields.course}}-{{fields.startDate}}', editable: false },
    summary: '{{startDate}} · {{course}} · {{shift}} · {{places}}',
    sortable_fields: { fields: ['startDate', 'course'], default: { field: 'startDate', direction: 'ascending' } },
    fields: editorFields(courseClassSchema, context, { omit: ['file'] }),
  };
}

function postCollection(context: FieldContext) {
  return {
    name: 'posts',
    label: 'Blog',
    label_singular: 'Post',
    description: `${REPORT_LINK} · Um arquivo por post, em ${POSTS_DIRECTORY}/. Os posts aparecem do mais novo para o mais antigo.`,
    icon: 'article',
    ...markdownFolder(POSTS_DIRECTORY),
    summary: '{{date}} · {{title}}',
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    preview_path: entryPage(postPath),
    fields: editorFields(postSchema, context, { omit: ['file'], body: 'body' }),
  };
}

/** A file of content/ holding one list under `field`, in the editor: the list's label and hint, and how it shows an entry. */
const listFile = (context: FieldContext, name: string, label: string, icon: string, path: string, field: string, entry: z.ZodType, meta: z.GlobalMeta) =>
  contentFile(context, name, label, icon, path, listFileSchema(field, entry, meta));

/** The fixed texts of the site, one YAML file of content/ per item, in the editor's order. */
function contentCollection(context: FieldContext) {
  const collapsed = (label_singular: string, summary: string, fixed = false) => ({
    label_singular,
    summary,
    collapsed: true,
    ...(fixed ? { allow_add: false, allow_remove: false } : {}),
  });
  return {
    name: 'content',
    label: 'Páginas e dados da escola',
    label_singular: 'Conteúdo',
    description: 'Os textos fixos do site, um arquivo YAML de content/ por item.',
    icon: 'description',
    format: 'yaml',
    files: [
      // The URL is the deployment's (SITE_URL), not the file's: content/site.ts.
      contentFile(context, 'site', 'Dados da escola', 'school', SITE_FILE, siteSchema, { omit: ['url'] }),
      listFile(context, 'pages', 'Títulos e descrições das páginas (busca)', 'travel_explore', PAGES_FILE, PAGES_LIST_FIELD, staticPageSchema, {
        label: 'Páginas',
        hint: `Cursos e posts do blog têm título e descrição nos próprios cadastros. ${REPORT_LINK}.`,
        editor: collapsed('Página', '{{path}} · {{title}}', true),
      }),
      listFile(context, 'testimonials', 'Depoimentos', 'format_quote', TESTIMONIALS_FILE, TESTIMONIALS_LIST_FIELD, testimonialSchema, {
        label: 'Depoimentos',
        hint: 'Aparecem na página inicial e em /depoimentos, nesta ordem.',
        editor: collapsed('Depoimento', '{{author}}'),
      }),
      listFile(context, 'hero-slides', 'Banner da página inicial', 'view_carousel', HERO_SLIDES_FILE, HERO_SLIDES_LIST_FIELD, heroSlideSchema, {
        label: 'Slides',
        hint: 'Os slides do banner, nesta ordem.',
        editor: collapsed('Slide', '{{courseTitle}}'),
      }),
      listFile(context, 'benefits', 'Benefícios (página inicial)', 'verified', BENEFITS_FILE, BENEFITS_LIST_FIELD, featureCardSchema, {
        label: 'Benefícios',
        hint: 'Os cartões de benefícios da página inicial, nesta ordem.',
        editor: collapsed('Benefício', '{{title}}'),
      }),
      contentFile(context, 'reasons', 'Página "Por que escolher"', 'thumb_up', REASONS_FILE, reasonsPageSchema),
      contentFile(context, 'about', 'Página "Sobre"', 'info', ABOUT_FILE, aboutSchema),
      contentFile(context, 'policies', 'Regras da escola (em todos os cursos)', 'gavel', POLICIES_FILE, policiesSchema),
      listFile(context, 'sections', 'Títulos das páginas e seções', 'title', SECTIONS_FILE, SECTIONS_LIST_FIELD, sectionHeadingSchema, {
        label: 'Títulos',
        hint: 'O texto acima do título, o título e a abertura de cada lugar do site que não tem arquivo próprio.',
        editor: collapsed('Título', '{{id}} · {{title}}', true),
      }),
      // The posts' category field lists the categories of this file (a relation: collection "content", file "blog").
      contentFile(context, 'blog', 'Blog: texto de abertura e categorias', 'sell', BLOG_FILE, blogSchema),
    ],
  };
}

/** The whole configuration, from its parts, in the order the served file has them. */
export function editorConfig(settings: EditorSettings): Record<string, unknown> {
  const context: FieldContext = { pageTitleMaxLength: MAX_TITLE_LENGTH - settings.titleSuffix.length };
  return {
    ...backend(settings),
    ...media(),
    ...appearance(settings),
    collections: [courseCollection(context), classCollection(context), postCollection(context), contentCollection(context)],
  };
}

/** The served file: a header saying it is generated, then the configuration as YAML. */
export function editorConfigYaml(settings: EditorSettings): string {
  const header = '# Configuração do editor (Sveltia CMS), gerada no build a partir de content/schema.ts: não edite à mão.\n';
  return header + stringify(editorConfig(settings), { lineWidth: 0 });
}
