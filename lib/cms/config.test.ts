/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parseMarkdown, parseYaml } from '@/content/files';
import { MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/google-snippet';
import { site, TITLE_SUFFIX } from '@/content/site';
import { DEFAULT_SITE_URL } from '@/content/site-url';
import { editorConfig, editorConfigYaml } from './config';
import { DEFAULT_GITHUB_BRANCH, DEFAULT_GITHUB_REPOSITORY, editorSettingsFromEnv } from './settings';
import type { CmsField } from './zod-fields';

/**
 * The editor's configuration is generated from the content schemas (lib/cms/config.ts, lib/cms/zod-fields.ts), so it
 * cannot disagree with them; these tests hold what generation must give: a configuration Sveltia CMS accepts, with a
 * field for every value of every content file, and the limits of the schemas; and the served file as it is today, so
 * that a change to it is seen in review.
 */

const settings = { siteUrl: site.url, titleSuffix: TITLE_SUFFIX, repository: 'escola-frio-norte/site' };
const config = editorConfig(settings) as {
  backend: Record<string, unknown>;
  collections: {
    name: string;
    folder?: string;
    extension?: string;
    fields?: CmsField[];
    files?: { name: string; file: string; fields: CmsField[] }[];
  }[];
};

const SVELTIA = path.join(process.cwd(), 'node_modules/@sveltia/cms');

/** Sveltia's own JSON Schema of its configuration, from the installed package. */
const cmsJsonSchema: unknown = JSON.parse(readFileSync(path.join(SVELTIA, 'schema/sveltia-cms.json'), 'utf8'));

/** The errors Sveltia's JSON Schema finds in a configuration (none: it is valid). */
function sveltiaSchemaErrors(configuration: unknown): unknown {
  const ajv = new Ajv({ strict: false, allErrors: true }).addFormat('regex', (pattern: string) => {
    try {
      return new RegExp(pattern) instanceof RegExp;
    } catch {
      return false;
    }
  });
  ajv.addFormat('uri', (address: string) => URL.canParse(address));
  const validate = ajv.compile(cmsJsonSchema as object);
  return validate(configuration) ? [] : validate.errors;
}

/** The build's environment on a host that names the repository (and its sign-in helper and branch). */
const hostEnvironment = {
  CMS_GITHUB_REPO: 'escola-frio-norte/site',
  CMS_GITHUB_BRANCH: 'producao',
  CMS_OAUTH_URL: 'https://auth.example.org',
};

/** The content files and folders the editor edits, with its fields for each. */
const editedFiles = new Map<string, CmsField[]>(
  config.collections.flatMap((collection) => [
    ...(collection.folder ? [[collection.folder, collection.fields ?? []] as const] : []),
    ...(collection.files ?? []).map(({ file, fields }) => [file, fields] as const),
  ]),
);

/** Every key of a content value missing from the editor's fields, as "a.b.c" paths. */
function fieldsMissing(value: unknown, fields: readonly CmsField[], at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = fields.find(({ name }) => name === key);
    if (!field) return [`${at}${key}`];
    const nested = Array.isArray(child) ? child : [child];
    const childFields = (field.fields as CmsField[] | undefined) ?? [];
    return nested.flatMap((item) => fieldsMissing(item, childFields, `${at}${key}.`));
  });
}

const find = (fields: readonly CmsField[], name: string): CmsField | undefined =>
  fields.find((field) => field.name === name);

describe('the editor configuration, generated from the schemas', () => {
  it.each([
    ['without CMS_GITHUB_REPO (the tests, a local repository)', {}],
    ['with CMS_GITHUB_REPO, CMS_GITHUB_BRANCH and CMS_OAUTH_URL (drafts under review)', hostEnvironment],
  ])('is valid for Sveltia CMS (its JSON Schema) %s', (_, environment) => {
    expect(sveltiaSchemaErrors(editorConfig(editorSettingsFromEnv(environment)))).toEqual([]);
  });

  it('serves, without CMS_GITHUB_* nor CMS_OAUTH_URL, the file pinned in __snapshots__ (update it with jest -u)', () => {
    // The site's address is the deployment's (SITE_URL): pinned at its default whatever the test's environment.
    expect(editorConfigYaml({ ...editorSettingsFromEnv({}), siteUrl: DEFAULT_SITE_URL })).toMatchSnapshot();
  });

  it('keeps drafts under review for a build that names the repository, on the branch it names', () => {
    const local = editorConfig(editorSettingsFromEnv({ CMS_GITHUB_REPO: ' ' })) as typeof config & {
      publish_mode?: string;
    };
    expect(local.publish_mode).toBeUndefined();
    expect(local.backend).toMatchObject({ repo: DEFAULT_GITHUB_REPOSITORY, branch: DEFAULT_GITHUB_BRANCH });
    const host = editorConfig(editorSettingsFromEnv(hostEnvironment)) as typeof local;
    expect(host.publish_mode).toBe('editorial_workflow');
    expect(host.backend).toMatchObject({
      repo: 'escola-frio-norte/site',
      branch: 'producao',
      base_url: 'https://auth.example.org',
    });
  });

  it("names the stages of a draft as docs/cms.md tells marketing: the editor's own pt-BR (its translation, served by the site)", () => {
    const portuguese = JSON.parse(readFileSync(path.join(SVELTIA, 'locales/pt-BR.json'), 'utf8')) as {
      status: Record<string, string>;
    };
    const stages = [portuguese.status.draft, portuguese.status.in_review, portuguese.status.ready];
    expect(stages).toEqual(['Rascunho', 'Em Revisão', 'Pronto']);
    const guide = readFileSync(path.join(process.cwd(), 'docs/cms.md'), 'utf8');
    expect(stages.filter((stage) => !guide.includes(`**${stage}**`))).toEqual([]);
  });

  it("points every relation at a collection file or folder it has (the posts' category, a class's course)", () => {
    const relations = (fields: readonly CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'relation' ? [field] : []),
        ...relations((field.fields as CmsField[] | undefined) ?? []),
      ]);
    const targets = config.collections.flatMap(({ name, files }) =>
      (files ?? []).map((file) => ({ collection: name, file: file.name })),
    );
    const everyField = config.collections.flatMap(({ fields, files }) => [
      ...(fields ?? []),
      ...(files ?? []).flatMap((file) => file.fields),
    ]);
    expect(relations(everyField).length).toBeGreaterThan(1);
    for (const relation of relations(everyField)) {
      const folder = config.collections.find(
        ({ name, folder: path }) => name === relation.collection && path !== undefined,
      );
      if (folder) {
        // A folder's entry is picked by one of its own fields, which holds the value stored.
        expect(relation.file).toBeUndefined();
        expect(find(folder.fields ?? [], String(relation.value_field))).toBeDefined();
      } else {
        expect(targets).toContainEqual({ collection: relation.collection, file: relation.file });
      }
    }
  });

  it('edits every content file, and has a field for every value each file holds today', () => {
    const root = path.join(process.cwd(), 'content');
    const yamlFiles = readdirSync(root)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `content/${name}`);
    expect([...editedFiles.keys()].sort()).toEqual(
      [...yamlFiles, 'content/courses', 'content/posts', 'content/turmas'].sort(),
    );
    const missing: string[] = [];
    for (const [file, fields] of editedFiles) {
      if (file.endsWith('.yaml')) {
        missing.push(
          ...fieldsMissing(parseYaml(file, readFileSync(path.join(process.cwd(), file), 'utf8')), fields, `${file}: `),
        );
        continue;
      }
      const yamlFolder = config.collections.find((collection) => collection.folder === file)?.extension === 'yaml';
      for (const name of readdirSync(path.join(process.cwd(), file))) {
        const source = readFileSync(path.join(process.cwd(), file, name), 'utf8');
        if (yamlFolder) {
          missing.push(...fieldsMissing(parseYaml(`${file}/${name}`, source), fields, `${file}/${name}: `));
          continue;
        }
        missing.push(...fieldsMissing(parseMarkdown(`${file}/${name}`, source).data, fields, `${file}/${name}: `));
        expect(find(fields, 'body')).toBeDefined();
      }
    }
    expect(missing).toEqual([]);
  });

  it('carries the limits of the schemas: descriptions, titles, slugs, ratings, lists', () => {
    const courses = editedFiles.get('content/courses') ?? [];
    expect(find(courses, 'description')).toMatchObject({
      widget: 'text',
      minlength: MIN_DESCRIPTION_LENGTH,
      maxlength: MAX_DESCRIPTION_LENGTH,
    });
    expect(find(courses, 'seoTitle')).toMatchObject({ required: false, maxlength: 60 - TITLE_SUFFIX.length });
    expect(find(courses, 'slug')?.pattern).toEqual([
      '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      'Use apenas letras minúsculas sem acento, números e hífens.',
    ]);
    expect(find(courses, 'modules')).toMatchObject({ widget: 'list', min: 1 });
    expect(courses.at(-1)).toMatchObject({ name: 'body', widget: 'text' });
    const posts = editedFiles.get('content/posts') ?? [];
    expect(find(posts, 'excerpt')).toMatchObject({
      minlength: MIN_DESCRIPTION_LENGTH,
      maxlength: MAX_DESCRIPTION_LENGTH,
    });
    expect(find(posts, 'date')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(find(posts, 'file')).toBeUndefined();
    expect(posts.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: false });
    const testimonials = (find(editedFiles.get('content/testimonials.yaml') ?? [], 'testimonials')?.fields ??
      []) as CmsField[];
    expect(find(testimonials, 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
    const pages = (find(editedFiles.get('content/pages.yaml') ?? [], 'pages')?.fields ?? []) as CmsField[];
    expect(find(pages, 'title')).toMatchObject({ maxlength: 60 - TITLE_SUFFIX.length });
    expect(find(editedFiles.get('content/site.yaml') ?? [], 'url')).toBeUndefined();
    const classes = editedFiles.get('content/turmas') ?? [];
    expect(find(classes, 'course')).toMatchObject({ widget: 'relation', collection: 'courses', value_field: 'slug' });
    expect(find(classes, 'startDate')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(find(classes, 'startTime')).toMatchObject({ widget: 'datetime', type: 'time', format: 'HH:mm' });
    expect(find(classes, 'weekdays')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect((find(classes, 'places')?.options as { value: string }[]).map(({ value }) => value)).toEqual([
      'aberta',
      'últimas vagas',
      'esgotada',
    ]);
    expect(find(classes, 'price')).toMatchObject({ required: false });
    expect(find(classes, 'file')).toBeUndefined();
  });

  it('offers "Entrar com GitHub" only where an OAuth helper is configured', () => {
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
    expect(config.backend.base_url).toBeUndefined();
    const withHelper = editorConfig({ ...settings, oauthUrl: 'https://auth.example.org' }) as typeof config;
    expect(withHelper.backend).toMatchObject({
      base_url: 'https://auth.example.org',
      auth_methods: ['oauth', 'token'],
    });
  });
});
