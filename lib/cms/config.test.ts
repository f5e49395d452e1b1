/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parseMarkdown, parseYaml } from '@/content/files';
import { MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/search-results';
import { site, TITLE_SUFFIX } from '@/content/site';
import { editorConfig, type CmsField } from './config';

/**
 * The editor's configuration is generated from the content schemas (lib/cms/config.ts), so it cannot disagree with
 * them; these tests hold what generation must give: a configuration Sveltia CMS accepts, with a field for every value
 * of every content file, and the limits of the schemas.
 */

const settings = { siteUrl: site.url, titleSuffix: TITLE_SUFFIX, repository: 'escola-frio-norte/site' };
const config = editorConfig(settings) as {
  backend: Record<string, unknown>;
  collections: { name: string; folder?: string; fields?: CmsField[]; files?: { file: string; fields: CmsField[] }[] }[];
};

/** Sveltia's own JSON Schema of its configuration, from the installed package. */
const cmsJsonSchema: unknown = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));

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

const find = (fields: readonly CmsField[], name: string): CmsField | undefined => fields.find((field) => field.name === name);

describe('the editor configuration, generated from the schemas', () => {
  it('is valid for Sveltia CMS (its JSON Schema)', () => {
    const ajv = new Ajv({ strict: false, allErrors: true }).addFormat('regex', (pattern: string) => {
      try {
        return new RegExp(pattern) instanceof RegExp;
      } catch {
        return false;
      }
    });
    ajv.addFormat('uri', (address: string) => URL.canParse(address));
    const validate = ajv.compile(cmsJsonSchema as object);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
  });

  it('edits every content file, and has a field for every value each file holds today', () => {
    const root = path.join(process.cwd(), 'content');
    const yamlFiles = readdirSync(root).filter((name) => name.endsWith('.yaml')).map((name) => `content/${name}`);
    expect([...editedFiles.keys()].sort()).toEqual([...yamlFiles, 'content/courses', 'content/posts'].sort());
    const missing: string[] = [];
    for (const [file, fields] of editedFiles) {
      if (file.endsWith('.yaml')) {
        missing.push(...fieldsMissing(parseYaml(file, readFileSync(path.join(process.cwd(), file), 'utf8')), fields, `${file}: `));
        continue;
      }
      for (const name of readdirSync(path.join(process.cwd(), file))) {
        const entry = parseMarkdown(`${file}/${name}`, readFileSync(path.join(process.cwd(), file, name), 'utf8'));
        missing.push(...fieldsMissing(entry.data, fields, `${file}/${name}: `));
        expect(find(fields, 'body')).toBeDefined();
      }
    }
    expect(missing).toEqual([]);
  });

  it('carries the limits of the schemas: descriptions, titles, slugs, ratings, lists', () => {
    const courses = editedFiles.get('content/courses') ?? [];
    expect(find(courses, 'description')).toMatchObject({ widget: 'text', minlength: MIN_DESCRIPTION_LENGTH, maxlength: MAX_DESCRIPTION_LENGTH });
    expect(find(courses, 'seoTitle')).toMatchObject({ required: false, maxlength: 60 - TITLE_SUFFIX.length });
    expect(find(courses, 'slug')?.pattern).toEqual(['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'Use apenas letras minúsculas sem acento, números e hífens.']);
    expect(find(courses, 'modules')).toMatchObject({ widget: 'list', min: 1 });
    expect(courses.at(-1)).toMatchObject({ name: 'body', widget: 'text' });
    const posts = editedFiles.get('content/posts') ?? [];
    expect(find(posts, 'excerpt')).toMatchObject({ minlength: MIN_DESCRIPTION_LENGTH, maxlength: MAX_DESCRIPTION_LENGTH });
    expect(find(posts, 'date')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(find(posts, 'file')).toBeUndefined();
    expect(posts.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: false });
    const testimonials = (find(editedFiles.get('content/testimonials.yaml') ?? [], 'testimonials')?.fields ?? []) as CmsField[];
    expect(find(testimonials, 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
    const pages = (find(editedFiles.get('content/pages.yaml') ?? [], 'pages')?.fields ?? []) as CmsField[];
    expect(find(pages, 'title')).toMatchObject({ maxlength: 60 - TITLE_SUFFIX.length });
    expect(find(editedFiles.get('content/site.yaml') ?? [], 'url')).toBeUndefined();
  });

  it('offers "Entrar com GitHub" only where an OAuth helper is configured', () => {
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
    expect(config.backend.base_url).toBeUndefined();
    const withHelper = editorConfig({ ...settings, oauthUrl: 'https://auth.example.org' }) as typeof config;
    expect(withHelper.backend).toMatchObject({ base_url: 'https://auth.example.org', auth_methods: ['oauth', 'token'] });
  });
});
