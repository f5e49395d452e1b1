import { stringify } from 'yaml';
import { z } from 'zod';
import { COURSES_DIRECTORY } from '@/content/courses';
import { PUBLIC_DIRECTORY } from '@/content/image-files';
import { POSTS_DIRECTORY } from '@/content/posts';
import { MAX_TITLE_LENGTH } from '@/content/rules/google-snippet';
import {
  courseClassSchema,
  courseSchema,
  postSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOADS_PATH,
} from '@/content/schema';
import { site } from '@/content/site';
import { CLASSES_DIRECTORY } from '@/content/course-classes';
import { coursePath } from '@/lib/courses';
import { postPath } from '@/lib/posts';
import { DEFAULT_GITHUB_BRANCH, type EditorSettings } from './settings';
import { CONTENT_FILES, REPORT_LINK, type EditorFile } from './content-files';
import { editorFields, type FieldContext, type FieldOptions } from './zod-fields';

export { REPORT_LINK_TEXT } from './content-files';

/**
 * This site's content editor (Sveltia CMS): which content files it edits and how it lists them, sign-in and publishing.
 * The fields of each file are generated from the zod schemas the build checks the content with (./zod-fields.ts); the
 * files, folders, page addresses and shapes are those of the content readers (content/*.ts) and lib/, imported, not
 * written again. Served as /cms/config.yml by app/cms/config.yml/route.ts, from the build's environment
 * (editorSettingsFromEnv).
 */

/** A YAML file holding one list under `field` (as content/files.ts readYamlList reads it), for the editor. */
const listFileSchema = (field: string, entry: z.ZodType, meta: z.GlobalMeta) =>
  z.strictObject({ [field]: z.array(entry).meta(meta) });

/** A file of content/ in the editor: its fields from its schema (and the options of editorFields). */
const contentFile = (
  context: FieldContext,
  { name, label, icon, path, schema, options = {} }: EditorFile & { schema: z.ZodType; options?: FieldOptions },
) => ({
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
        transformations: {
          raster_image: { format: 'webp', quality: 85, width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE },
        },
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
const listFile = (
  context: FieldContext,
  { field, entry, meta, ...file }: EditorFile & { field: string; entry: z.ZodType; meta: z.GlobalMeta },
) => contentFile(context, { ...file, schema: listFileSchema(field, entry, meta) });

/** The fixed texts of the site, one YAML file of content/ per item, in the editor's order (CONTENT_FILES). */
function contentCollection(context: FieldContext) {
  return {
    name: 'content',
    label: 'Páginas e dados da escola',
    label_singular: 'Conteúdo',
    description: 'Os textos fixos do site, um arquivo YAML de content/ por item.',
    icon: 'description',
    format: 'yaml',
    files: CONTENT_FILES.map((file) => (file.kind === 'list' ? listFile(context, file) : contentFile(context, file))),
  };
}

/** The whole configuration, from its parts, in the order the served file has them. */
export function editorConfig(settings: EditorSettings): Record<string, unknown> {
  const context: FieldContext = { pageTitleMaxLength: MAX_TITLE_LENGTH - settings.titleSuffix.length };
  return {
    ...backend(settings),
    ...media(),
    ...appearance(settings),
    collections: [
      courseCollection(context),
      classCollection(context),
      postCollection(context),
      contentCollection(context),
    ],
  };
}

/** The served file: a header saying it is generated, then the configuration as YAML. */
export function editorConfigYaml(settings: EditorSettings): string {
  const header =
    '# Configuração do editor (Sveltia CMS), gerada no build a partir de content/schema.ts: não edite à mão.\n';
  return header + stringify(editorConfig(settings), { lineWidth: 0 });
}
