/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseMarkdown } from '@/content/files';
import {
  MAX_TITLE_LENGTH,
  aboutSchema,
  commitmentSchema,
  courseSchema,
  documentTitle,
  featureCardSchema,
  heroSlideSchema,
  postSchema,
  siteSchema,
  staticPageSchema,
  testimonialSchema,
  text,
} from '@/content/schema';
import { TITLE_SUFFIX } from '@/content/site';

/**
 * The editor's configuration (public/cms/config.yml, Sveltia CMS) against the rules the build checks: every content
 * file it edits must have, at every level, the fields of that file's zod schema, required where the schema requires
 * them and with the same limits (patterns, lengths, numbers, list sizes, choices), so the editor refuses what the
 * build would refuse. The configuration is also checked against the CMS's own JSON Schema.
 */

const root = process.cwd();
const CONFIG_FILE = 'public/cms/config.yml';
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

// ---------------------------------------------------------------------------------------------------------------
// The configuration, as far as this test reads it.

interface CmsField {
  name: string;
  widget?: string;
  required?: boolean | string[];
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  value_type?: string;
  type?: string;
  format?: string;
  multiple?: boolean;
  choose_url?: boolean;
  summary?: string;
  options?: (string | number | boolean | null | { label: string; value: unknown })[];
  fields?: CmsField[];
  field?: CmsField;
}

interface CmsCollection {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  slug?: string | { template?: string; editable?: unknown };
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

interface CmsConfig {
  backend: { name: string; repo: string; branch?: string; base_url?: string };
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo?: { src?: string };
  output?: { omit_empty_optional_fields?: boolean };
  collections: CmsCollection[];
}

const loadConfig = (): CmsConfig => parse(read(CONFIG_FILE)) as CmsConfig;

// ---------------------------------------------------------------------------------------------------------------
// What each content file holds, as its loader reads it (content/*.ts), and the known differences with the CMS.

interface Mapping {
  /** CMS field → schema property, where the names differ. */
  renamed?: Record<string, string>;
  /** Schema properties the loader derives; the CMS has no field for them. */
  derived?: readonly string[];
  /** Dates (isoDate: a refine, with no JSON Schema pattern): the CMS field is a date-only datetime, YYYY-MM-DD. */
  dates?: readonly string[];
  /**
   * Titles bound by checkTitleLength (a superRefine, not in JSON Schema): `<title> | Frio Norte` within
   * MAX_TITLE_LENGTH, so the CMS field's maxlength is TITLE_LIMIT.
   */
  titleLimit?: readonly string[];
  /**
   * The Markdown body, always handed over by the loader (the text after the front matter): it is required in the
   * CMS exactly when the schema refuses an empty text.
   */
  body?: string;
}

interface ContentFile {
  schema: z.ZodType;
  mapping?: Mapping;
}

/** `Title | Frio Norte` fits in 60 characters: the title (or seoTitle) has this many. */
const TITLE_LIMIT = MAX_TITLE_LENGTH - TITLE_SUFFIX.length;
/** What an image `src` must start with (content/fields.ts); the image widget stores "/images/uploads/…". */
const IMAGE_SRC_PATTERN = /^(?:\/|https:\/\/)/.source;
const DATE_FORMAT = 'YYYY-MM-DD';

/** Every content file the editor edits, by its path (a folder for Markdown collections). */
const CONTENT_FILES: Record<string, ContentFile> = {
  'content/courses': {
    schema: courseSchema,
    mapping: { renamed: { body: 'longDescription' }, body: 'body', titleLimit: ['seoTitle'] },
  },
  'content/posts': {
    schema: postSchema,
    mapping: { derived: ['file'], body: 'body', dates: ['date'], titleLimit: ['seoTitle'] },
  },
  // The URL comes from NEXT_PUBLIC_SITE_URL, not from the file (content/site.ts).
  'content/site.yaml': { schema: siteSchema.omit({ url: true }) },
  'content/pages.yaml': { schema: z.strictObject({ pages: z.array(staticPageSchema) }), mapping: { titleLimit: ['pages.*.title'] } },
  'content/testimonials.yaml': { schema: z.strictObject({ testimonials: z.array(testimonialSchema) }) },
  'content/hero-slides.yaml': { schema: z.strictObject({ slides: z.array(heroSlideSchema) }) },
  'content/benefits.yaml': { schema: z.strictObject({ benefits: z.array(featureCardSchema) }) },
  'content/reasons.yaml': {
    schema: z.strictObject({ intro: text(), reasons: z.array(featureCardSchema), commitment: commitmentSchema }),
  },
  'content/about.yaml': { schema: aboutSchema },
};

/** The content files the configuration edits, with their fields, by path. */
function configuredFiles(config: CmsConfig): Map<string, CmsField[]> {
  const files = new Map<string, CmsField[]>();
  for (const collection of config.collections) {
    if (collection.folder !== undefined) files.set(collection.folder, collection.fields ?? []);
    for (const file of collection.files ?? []) files.set(file.file, file.fields);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------------------
// The comparison: CMS fields against the zod schema's JSON Schema, returning one line per disagreement.

type JsonSchema = {
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
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const NON_BLANK = /\S/.source;
const sameRegex = (a: string, b: string): boolean => new RegExp(a).source === new RegExp(b).source;
const optionValue = (option: NonNullable<CmsField['options']>[number]): unknown =>
  option !== null && typeof option === 'object' ? option.value : option;

class Comparison {
  readonly problems: string[] = [];

  constructor(
    private readonly rootSchema: JsonSchema,
    private readonly mapping: Mapping,
    private readonly config: CmsConfig,
  ) {}

  private resolve(schema: JsonSchema): JsonSchema {
    if (schema.$ref === undefined) return schema;
    if (schema.$ref === '#') return this.rootSchema;
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name === undefined ? undefined : this.rootSchema.$defs?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return this.resolve(target);
  }

  private report(where: string, problem: string): void {
    this.problems.push(`${where}: ${problem}`);
  }

  /** The fields of an object (a file, an object field, a list item). */
  object(where: string, keyPath: string, fields: readonly CmsField[], rawSchema: JsonSchema): void {
    const schema = this.resolve(rawSchema);
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const renamed = this.mapping.renamed ?? {};
    const seen = new Set<string>();
    for (const field of fields) {
      const property = renamed[keyPath ? `${keyPath}.${field.name}` : field.name] ?? field.name;
      const fieldPath = keyPath ? `${keyPath}.${field.name}` : field.name;
      if (seen.has(property)) this.report(`${where} → ${fieldPath}`, 'appears twice in the CMS');
      seen.add(property);
      const propertySchema = properties[property];
      if (!propertySchema) {
        this.report(`${where} → ${fieldPath}`, 'is in the CMS but not in the schema');
        continue;
      }
      this.field(where, fieldPath, field, propertySchema, required.has(property));
    }
    const derived = new Set((this.mapping.derived ?? []).map((name) => (keyPath ? `${keyPath}.${name}` : name)));
    for (const property of Object.keys(properties)) {
      const propertyPath = keyPath ? `${keyPath}.${property}` : property;
      if (!seen.has(property) && !derived.has(propertyPath)) this.report(`${where} → ${propertyPath}`, 'is in the schema but not in the CMS');
    }
    for (const field of fields) this.summary(where, keyPath, field);
  }

  /** A summary template ("{{title}}") names fields of the summarised object. */
  private summary(where: string, keyPath: string, field: CmsField): void {
    if (field.summary === undefined) return;
    const names = new Set((field.fields ?? []).map(({ name }) => name));
    for (const [, tag] of field.summary.matchAll(/\{\{\s*(?:fields\.)?([\w-]+)\s*\}\}/g)) {
      if (tag && !names.has(tag)) this.report(`${where} → ${keyPath ? `${keyPath}.` : ''}${field.name}`, `summary names an unknown field "${tag}"`);
    }
  }

  private field(where: string, fieldPath: string, field: CmsField, rawSchema: JsonSchema, keyRequired: boolean): void {
    const schema = this.resolve(rawSchema);
    const at = `${where} → ${fieldPath}`;
    const widget = field.widget ?? 'string';
    const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => p !== undefined);
    const refusesEmpty = patterns.includes(NON_BLANK) || (schema.minLength ?? 0) > 0;

    // Required: the schema requires the key (a Markdown body: refuses an empty text), the CMS requires a value.
    const expectedRequired = this.mapping.body === fieldPath ? keyRequired && refusesEmpty : keyRequired;
    const cmsRequired = field.required === undefined ? true : field.required !== false;
    if (expectedRequired !== cmsRequired) {
      this.report(at, expectedRequired ? 'is required by the schema but optional in the CMS' : 'is optional in the schema but required in the CMS');
    }

    if (this.mapping.dates?.includes(fieldPath)) {
      if (widget !== 'datetime' || field.type !== 'date' || field.format !== DATE_FORMAT) {
        this.report(at, `is a date: use a datetime widget with type: date and format: ${DATE_FORMAT}`);
      }
      return;
    }

    if (schema.enum) {
      if (widget !== 'select' || field.multiple) {
        this.report(at, 'is a choice: use a single select widget');
        return;
      }
      const values = (field.options ?? []).map(optionValue);
      if (JSON.stringify(values) !== JSON.stringify(schema.enum)) {
        this.report(at, `options ${JSON.stringify(values)} differ from the schema's ${JSON.stringify(schema.enum)}`);
      }
      return;
    }

    switch (schema.type) {
      case 'string':
        this.string(at, fieldPath, field, widget, schema, patterns);
        return;
      case 'integer':
      case 'number':
        this.number(at, field, widget, schema);
        return;
      case 'object':
        if (widget !== 'object' || !field.fields) {
          this.report(at, 'is an object: use an object widget with fields');
          return;
        }
        this.object(where, fieldPath, field.fields, schema);
        return;
      case 'array':
        this.list(where, at, fieldPath, field, widget, schema);
        return;
      default:
        this.report(at, `has a schema this test cannot compare: ${JSON.stringify(schema)}`);
    }
  }

  private string(at: string, fieldPath: string, field: CmsField, widget: string, schema: JsonSchema, patterns: string[]): void {
    if (!['string', 'text', 'markdown', 'image'].includes(widget)) {
      this.report(at, `is a text: a ${widget} widget does not store one`);
      return;
    }
    // "\S" (not blank) is what `required` means in the CMS, which trims what it checks.
    const rules = patterns.filter((pattern) => pattern !== NON_BLANK);
    if (widget === 'image') {
      // The image widget checks its pattern against the name of a file being uploaded, not against the path it
      // stores; the rule holds by construction: a path under public_folder, and no URL typed in.
      const holds = rules.length === 1 && rules[0] !== undefined && sameRegex(rules[0], IMAGE_SRC_PATTERN);
      if (!holds) this.report(at, `the schema's image rule ${JSON.stringify(rules)} is not the one the image widget guarantees (${IMAGE_SRC_PATTERN})`);
      if (field.choose_url !== false) this.report(at, 'an image widget must not take a typed URL (choose_url: false)');
      if (!this.config.public_folder.startsWith('/')) this.report(at, 'public_folder must start with "/"');
      if (field.pattern) this.report(at, 'an image widget checks its pattern against the uploaded file name: leave it out');
    } else {
      const cmsPatterns = field.pattern ? [field.pattern[0]] : [];
      const same = rules.length === cmsPatterns.length && rules.every((rule, index) => sameRegex(rule, cmsPatterns[index] ?? ''));
      if (!same) this.report(at, `pattern ${JSON.stringify(cmsPatterns)} differs from the schema's ${JSON.stringify(rules)}`);
    }
    const titleLimit = this.mapping.titleLimit?.includes(fieldPath) ? TITLE_LIMIT : undefined;
    const maxLength = [schema.maxLength, titleLimit].filter((n): n is number => n !== undefined);
    const expected = { minlength: schema.minLength, maxlength: maxLength.length ? Math.min(...maxLength) : undefined };
    for (const key of ['minlength', 'maxlength'] as const) {
      if (field[key] !== expected[key]) this.report(at, `${key} ${String(field[key])} differs from the schema's ${String(expected[key])}`);
    }
  }

  private number(at: string, field: CmsField, widget: string, schema: JsonSchema): void {
    const integer = schema.type === 'integer';
    const valueType = field.value_type ?? 'int';
    if (widget !== 'number' || valueType !== (integer ? 'int' : 'float')) {
      this.report(at, `is ${integer ? 'an integer' : 'a number'}: use a number widget with value_type: ${integer ? 'int' : 'float'}`);
      return;
    }
    const step = integer ? 1 : 0;
    const bound = (value: number | undefined): number | undefined => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
    const min = bound(schema.minimum) ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
    const max = bound(schema.maximum) ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
    if (field.min !== min) this.report(at, `min ${String(field.min)} differs from the schema's ${String(min)}`);
    if (field.max !== max) this.report(at, `max ${String(field.max)} differs from the schema's ${String(max)}`);
  }

  private list(where: string, at: string, fieldPath: string, field: CmsField, widget: string, schema: JsonSchema): void {
    if (widget !== 'list') {
      this.report(at, 'is a list: use a list widget');
      return;
    }
    if ((field.min ?? 0) !== (schema.minItems ?? 0)) this.report(at, `min ${String(field.min)} items differs from the schema's ${String(schema.minItems)}`);
    if (field.max !== schema.maxItems) this.report(at, `max ${String(field.max)} items differs from the schema's ${String(schema.maxItems)}`);
    const items = this.resolve(schema.items ?? {});
    if (items.type === 'object') {
      if (!field.fields) this.report(at, 'holds objects: give the list `fields`');
      else this.object(where, `${fieldPath}.*`, field.fields, items);
    } else if (!field.field) {
      this.report(at, 'holds single values: give the list one `field` (a list without one is typed as comma-separated text)');
    } else {
      this.field(where, `${fieldPath}.*`, field.field, items, true);
    }
  }
}

/** Every disagreement between the configuration and the content files' schemas. */
function compareConfig(config: CmsConfig): string[] {
  const configured = configuredFiles(config);
  const problems: string[] = [];
  for (const [file, { schema, mapping = {} }] of Object.entries(CONTENT_FILES)) {
    const fields = configured.get(file);
    if (!fields) {
      problems.push(`${file}: not edited by the CMS`);
      continue;
    }
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const comparison = new Comparison(jsonSchema, mapping, config);
    comparison.object(file, '', fields, jsonSchema);
    problems.push(...comparison.problems);
  }
  for (const file of configured.keys()) {
    if (!(file in CONTENT_FILES)) problems.push(`${file}: edited by the CMS but unknown to this test`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// A validator for the subset of JSON Schema (draft-07) that the CMS's schema uses; it refuses any other keyword.

type Schema = boolean | Record<string, unknown>;
const ANNOTATIONS = new Set(['$schema', 'definitions', 'description', 'markdownDescription', 'title', 'deprecationMessage']);
const SUPPORTED = new Set([
  '$ref', 'type', 'const', 'enum', 'anyOf', 'not', 'properties', 'required', 'additionalProperties', 'items',
  'minItems', 'maxItems', 'minLength', 'format', 'deprecated', ...ANNOTATIONS,
]);

interface ValidationResult {
  errors: string[];
  /** The deprecated options used, by path. */
  deprecated: string[];
  /** How far the value is from the schema: a wrong type or constant (the wrong alternative) weighs most. */
  distance: number;
}

/** The weight of a value of the wrong type or constant: most likely the wrong alternative of an anyOf. */
const WRONG_FORM = 100;

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object': return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array': return Array.isArray(value);
    case 'integer': return Number.isInteger(value);
    case 'null': return value === null;
    default: return typeof value === type;
  }
}

function validateJson(rootSchema: Record<string, unknown>, value: unknown): ValidationResult {
  const definitions = (rootSchema.definitions ?? {}) as Record<string, Schema>;

  function check(schema: Schema, data: unknown, at: string): ValidationResult {
    const result: ValidationResult = { errors: [], deprecated: [], distance: 0 };
    const fail = (message: string, weight = 1) => {
      result.errors.push(`${at || '(raiz)'}: ${message}`);
      result.distance += weight;
    };
    if (schema === true) return result;
    if (schema === false) {
      fail('not allowed');
      return result;
    }
    for (const keyword of Object.keys(schema)) {
      if (!SUPPORTED.has(keyword)) throw new Error(`JSON Schema keyword "${keyword}" not supported by this test's validator`);
    }
    const merge = (other: ValidationResult) => {
      result.errors.push(...other.errors);
      result.deprecated.push(...other.deprecated);
      result.distance += other.distance;
    };
    if (schema.deprecated === true) result.deprecated.push(at);
    if (typeof schema.$ref === 'string') {
      const name = /^#\/definitions\/(.+)$/.exec(schema.$ref)?.[1];
      const target = name === undefined ? undefined : definitions[name];
      if (target === undefined) throw new Error(`unresolved $ref ${schema.$ref}`);
      merge(check(target, data, at));
    }
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
      if (!types.some((type) => typeMatches(type, data))) {
        fail(`should be ${types.join(' or ')}, is ${JSON.stringify(data)}`, WRONG_FORM);
        return result;
      }
    }
    if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(data)) fail(`should be ${JSON.stringify(schema.const)}`, WRONG_FORM);
    if (Array.isArray(schema.enum) && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(data))) {
      fail(`should be one of ${JSON.stringify(schema.enum)}`);
    }
    if (schema.not !== undefined && check(schema.not as Schema, data, at).errors.length === 0) fail('matches a form it must not have', WRONG_FORM);
    if (Array.isArray(schema.anyOf)) {
      const branches: ValidationResult[] = [];
      for (const branch of schema.anyOf as Schema[]) {
        branches.push(check(branch, data, at));
        if (branches.at(-1)?.errors.length === 0) break;
      }
      const match = branches.find((branch) => branch.errors.length === 0);
      if (match) {
        result.deprecated.push(...match.deprecated);
      } else {
        // The closest alternative explains best what is wrong.
        const closest = branches.reduce((best, branch) => (branch.distance < best.distance ? branch : best));
        fail('matches none of the allowed forms; the closest says:', 0);
        merge(closest);
      }
    }
    if (typeof data === 'string') {
      if (typeof schema.minLength === 'number' && data.length < schema.minLength) fail(`should have at least ${schema.minLength} characters`);
      if (schema.format === 'regex') {
        try {
          new RegExp(data);
        } catch {
          fail('should be a regular expression');
        }
      }
      if (schema.format === 'uri' && !URL.canParse(data)) fail('should be a URI');
    }
    if (Array.isArray(data)) {
      if (typeof schema.minItems === 'number' && data.length < schema.minItems) fail(`should have at least ${schema.minItems} items`);
      if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) fail(`should have at most ${schema.maxItems} items`);
      if (Array.isArray(schema.items)) {
        (schema.items as Schema[]).forEach((item, index) => {
          if (index < data.length) merge(check(item, data[index], `${at}[${index}]`));
        });
      } else if (schema.items !== undefined) {
        data.forEach((item, index) => merge(check(schema.items as Schema, item, `${at}[${index}]`)));
      }
    }
    if (typeMatches('object', data)) {
      const object = data as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[]) {
        if (!(name in object)) fail(`lacks "${name}"`);
      }
      for (const [name, item] of Object.entries(object)) {
        const child = `${at}.${name}`;
        if (name in properties) merge(check(properties[name] as Schema, item, child));
        else if (schema.additionalProperties === false) fail(`has an unknown option "${name}"`);
        else if (typeof schema.additionalProperties === 'object') merge(check(schema.additionalProperties as Schema, item, child));
      }
    }
    return result;
  }

  return check(rootSchema, value, '');
}

const cmsJsonSchema = (): Record<string, unknown> =>
  JSON.parse(read('node_modules/@sveltia/cms/schema/sveltia-cms.json')) as Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Field order: the keys of every object in a content file, in the order the CMS writes them.

function orderProblems(where: string, value: unknown, fields: readonly CmsField[]): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const names = fields.map(({ name }) => name);
  const keys = Object.keys(value).filter((key) => names.includes(key));
  const expected = [...keys].sort((a, b) => names.indexOf(a) - names.indexOf(b));
  const problems = keys.join() === expected.join() ? [] : [`${where}: fields in the order ${keys.join(', ')}, the CMS writes ${expected.join(', ')}`];
  for (const field of fields) {
    const child = (value as Record<string, unknown>)[field.name];
    if (field.widget === 'object' && field.fields) problems.push(...orderProblems(`${where}.${field.name}`, child, field.fields));
    if (field.widget === 'list' && field.fields && Array.isArray(child)) {
      child.forEach((item, index) => problems.push(...orderProblems(`${where}.${field.name}[${index}]`, item, field.fields ?? [])));
    }
  }
  return problems;
}

const markdownFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${folder}/${name}`);

/** A content file as its loader hands it to the schema. */
function contentEntries(file: string): { file: string; data: Record<string, unknown>; entry: unknown }[] {
  if (file.endsWith('.yaml')) {
    const data = parse(read(file)) as Record<string, unknown>;
    return [{ file, data, entry: data }];
  }
  return markdownFiles(file).map((markdownFile) => {
    const { data, body } = parseMarkdown(markdownFile, read(markdownFile));
    const entry = file === 'content/courses' ? { ...data, longDescription: body } : { ...data, file: markdownFile, body };
    return { file: markdownFile, data, entry };
  });
}

// ---------------------------------------------------------------------------------------------------------------

describe('CMS configuration (public/cms/config.yml)', () => {
  const config = loadConfig();

  it('is valid for Sveltia CMS (its JSON Schema), without deprecated options', () => {
    const { errors, deprecated } = validateJson(cmsJsonSchema(), config);
    expect(errors).toEqual([]);
    expect(deprecated).toEqual([]);
  });

  it('signs in to the GitHub repository, saves images under public/images and links to the site', () => {
    expect(config.backend).toMatchObject({ name: 'github', branch: 'main' });
    expect(config.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(config.media_folder).toBe('public/images/uploads');
    expect(config.public_folder).toBe('/images/uploads');
    const defaultSiteUrl = /DEFAULT_SITE_URL\s*=\s*'([^']+)'/.exec(read('content/site.ts'))?.[1];
    expect(defaultSiteUrl).toBeDefined();
    expect(config.site_url).toBe(defaultSiteUrl);
    expect(config.display_url).toBe(defaultSiteUrl);
    expect(config.logo?.src).toBeDefined();
    expect(existsSync(path.join(root, 'public', config.logo?.src ?? ''))).toBe(true);
    // An optional field left blank is left out: the build refuses an empty text.
    expect(config.output?.omit_empty_optional_fields).toBe(true);
  });

  it('edits every content file: the YAML files and the Markdown folders', () => {
    const yamlFiles = readdirSync(path.join(root, 'content'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `content/${name}`);
    const configured = [...configuredFiles(config).keys()];
    expect(configured.sort()).toEqual([...yamlFiles, 'content/courses', 'content/posts'].sort());
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(configured.sort());
    for (const file of configured) expect(existsSync(path.join(root, file))).toBe(true);
  });

  it('names each Markdown file after its slug field, which it cannot rename later', () => {
    const folders = config.collections.filter((collection) => collection.folder !== undefined);
    expect(folders.map(({ name, folder }) => [name, folder])).toEqual([
      ['courses', 'content/courses'],
      ['posts', 'content/posts'],
    ]);
    for (const collection of folders) {
      expect(collection).toMatchObject({ extension: 'md', format: 'frontmatter', slug: { template: '{{fields.slug}}', editable: false } });
      // The body is the text after the front matter: the last field, as in the files.
      expect(collection.fields?.at(-1)?.name).toBe('body');
    }
    expect(folders[0]?.fields?.find(({ name }) => name === 'body')?.widget).toBe('text'); // plain text, not Markdown
    expect(folders[1]?.fields?.find(({ name }) => name === 'body')?.widget).toBe('markdown');
  });

  it('has the fields and limits of each content file’s schema', () => {
    expect(compareConfig(config)).toEqual([]);
  });

  it('describes the content files as they are today, in their field order', () => {
    const configured = configuredFiles(config);
    const problems: string[] = [];
    for (const [file, { schema }] of Object.entries(CONTENT_FILES)) {
      const fields = configured.get(file) ?? [];
      for (const entry of contentEntries(file)) {
        const result = schema.safeParse(entry.entry);
        if (!result.success) problems.push(`${entry.file}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
        const frontMatterFields = file.endsWith('.yaml') ? fields : fields.filter(({ name }) => name !== 'body');
        problems.push(...orderProblems(entry.file, entry.data, frontMatterFields));
        const unknown = Object.keys(entry.data).filter((key) => !frontMatterFields.some(({ name }) => name === key));
        if (unknown.length) problems.push(`${entry.file}: ${unknown.join(', ')} not in the CMS`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('relies on rules the schemas really have (the known mappings)', () => {
    // The title limit: a title of TITLE_LIMIT characters makes a document title of exactly MAX_TITLE_LENGTH.
    expect(documentTitle({ title: 'x'.repeat(TITLE_LIMIT) })).toHaveLength(MAX_TITLE_LENGTH);
    // Dates: the post date is a real calendar date, AAAA-MM-DD.
    const date = postSchema.shape.date;
    expect(date.safeParse('2025-02-28').success).toBe(true);
    expect(date.safeParse('2025-02-30').success).toBe(false);
    expect(date.safeParse('28/02/2025').success).toBe(false);
    // The Markdown bodies: a course needs its text, a post may have none.
    expect(courseSchema.shape.longDescription.safeParse('').success).toBe(false);
    expect(postSchema.shape.body.safeParse('').success).toBe(true);
  });

  describe('self-check: the comparison reports a real disagreement', () => {
    type Edit = (config: CmsConfig) => void;
    const fieldAt = (config: CmsConfig, file: string, keyPath: string): CmsField => {
      let fields = configuredFiles(config).get(file) ?? [];
      let field: CmsField | undefined;
      for (const name of keyPath.split('.')) {
        field = name === '*' ? field?.field : fields.find((candidate) => candidate.name === name);
        if (!field) throw new Error(`no field ${keyPath} in ${file}`);
        fields = field.fields ?? [];
      }
      return field as CmsField;
    };
    const edited = (edit: Edit): string[] => {
      const copy = structuredClone(config);
      edit(copy);
      return compareConfig(copy);
    };

    it.each<[string, Edit, string]>([
      [
        'a field dropped',
        (copy) => {
          const fields = configuredFiles(copy).get('content/courses') ?? [];
          fields.splice(fields.findIndex(({ name }) => name === 'instructor'), 1);
        },
        'content/courses → instructor: is in the schema but not in the CMS',
      ],
      [
        'a field dropped in a list item',
        (copy) => {
          const item = fieldAt(copy, 'content/testimonials.yaml', 'testimonials');
          item.fields = item.fields?.filter(({ name }) => name !== 'rating');
        },
        'content/testimonials.yaml → testimonials.*.rating: is in the schema but not in the CMS',
      ],
      [
        'a field the schema does not have',
        (copy) => configuredFiles(copy).get('content/about.yaml')?.push({ name: 'subtitle', widget: 'string' }),
        'content/about.yaml → subtitle: is in the CMS but not in the schema',
      ],
      [
        'a maxlength changed',
        (copy) => {
          fieldAt(copy, 'content/posts', 'excerpt').maxlength = 161;
        },
        'content/posts → excerpt: maxlength 161 differs from the schema\'s 160',
      ],
      [
        'a title limit changed',
        (copy) => {
          fieldAt(copy, 'content/pages.yaml', 'pages').fields?.forEach((field) => {
            if (field.name === 'title') field.maxlength = 60;
          });
        },
        `content/pages.yaml → pages.*.title: maxlength 60 differs from the schema's ${TITLE_LIMIT}`,
      ],
      [
        'a required field made optional',
        (copy) => {
          fieldAt(copy, 'content/testimonials.yaml', 'testimonials').fields?.forEach((field) => {
            if (field.name === 'author') field.required = false;
          });
        },
        'content/testimonials.yaml → testimonials.*.author: is required by the schema but optional in the CMS',
      ],
      [
        'an optional field made required',
        (copy) => {
          delete fieldAt(copy, 'content/courses', 'seoTitle').required;
        },
        'content/courses → seoTitle: is optional in the schema but required in the CMS',
      ],
      [
        'a pattern changed',
        (copy) => {
          fieldAt(copy, 'content/site.yaml', 'whatsapp').pattern = ['^\\d+$', 'só dígitos'];
        },
        'content/site.yaml → whatsapp: pattern ["^\\\\d+$"] differs from the schema\'s ["^[1-9]\\\\d{9,14}$"]',
      ],
      [
        'an integer bound changed',
        (copy) => {
          fieldAt(copy, 'content/testimonials.yaml', 'testimonials').fields?.forEach((field) => {
            if (field.name === 'rating') field.max = 10;
          });
        },
        'content/testimonials.yaml → testimonials.*.rating: max 10 differs from the schema\'s 5',
      ],
      [
        'a list minimum dropped',
        (copy) => {
          delete fieldAt(copy, 'content/courses', 'modules').min;
        },
        'content/courses → modules: min undefined items differs from the schema\'s 1',
      ],
      [
        'a select option missing',
        (copy) => {
          fieldAt(copy, 'content/site.yaml', 'social').fields?.forEach((field) => {
            if (field.name === 'network') field.options = field.options?.slice(0, 2);
          });
        },
        'content/site.yaml → social.*.network: options ["facebook","instagram"] differ from the schema\'s ["facebook","instagram","linkedin"]',
      ],
      [
        'a date stored with its time',
        (copy) => {
          fieldAt(copy, 'content/posts', 'date').format = 'YYYY-MM-DDTHH:mm';
        },
        `content/posts → date: is a date: use a datetime widget with type: date and format: ${DATE_FORMAT}`,
      ],
      [
        'an image that takes a typed URL',
        (copy) => {
          delete fieldAt(copy, 'content/courses', 'image.src').choose_url;
        },
        'content/courses → image.src: an image widget must not take a typed URL (choose_url: false)',
      ],
    ])('%s', (_name, edit, problem) => {
      expect(edited(edit)).toContain(problem);
    });

    it('reports a file the CMS does not edit', () => {
      const problems = edited((copy) => {
        copy.collections = copy.collections.filter(({ name }) => name !== 'posts');
      });
      expect(problems).toContain('content/posts: not edited by the CMS');
    });

    it('reports a misspelt CMS option and a wrong value type against the CMS JSON Schema', () => {
      const copy = structuredClone(config) as unknown as { collections: { fields: Record<string, unknown>[] }[] };
      const description = copy.collections[0]?.fields.find(({ name }) => name === 'description');
      if (!description) throw new Error('no course description');
      description.maxLenght = 160;
      expect(validateJson(cmsJsonSchema(), copy).errors.join('\n')).toMatch(/collections\[0\]\.fields\[\d+\]: has an unknown option "maxLenght"/);
      const backend = structuredClone(config);
      (backend.backend as unknown as Record<string, unknown>).branch = 1;
      expect(validateJson(cmsJsonSchema(), backend).errors.join('\n')).toMatch(/backend\.branch: should be string/);
    });
  });
});
