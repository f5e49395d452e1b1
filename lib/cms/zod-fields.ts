import { z } from 'zod';

/**
 * Fields of a Decap/Sveltia CMS configuration from zod schemas: every field, whether it is required, and its limits
 * (lengths, patterns, numbers, list sizes, choices) come from the schema, read through z.toJSONSchema; its label, hint
 * and widget options from zod metadata written beside the field (the keys of zod's GlobalMeta that the project
 * declares, in content/fields.ts: label, hint, patternMessage, pageTitle, optionLabels, editor). Nothing here knows
 * which site it serves: where the files are and how the editor lists them is the caller's (lib/cms/config.ts).
 */

/** A field of the editor's configuration (the options this converter writes, and any the metadata adds). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/** The metadata the converter reads, typed by the project's declaration on GlobalMeta (without it they are `unknown`). */
type EditorMeta = Pick<z.GlobalMeta, 'label' | 'hint' | 'patternMessage' | 'pageTitle' | 'optionLabels' | 'editor'>;

/** The part of a JSON Schema (as z.toJSONSchema writes it, metadata included) that the converter reads. */
interface JsonSchema extends EditorMeta {
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
  maxItems?: number;
}

/** What a field's limits may depend on besides its schema. */
export interface FieldContext {
  /** The longest a `pageTitle` text may be: the search results' limit less what the site adds after every title. */
  pageTitleMaxLength: number;
}

/** "Not only spaces": the editor's `required` already says it, so the pattern is not repeated. */
const NOT_BLANK = String.raw`\S`;

/** "use o formato +55…" → "Use o formato +55….": the build's message as the editor shows it. */
const sentence = (message: string): string =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined && pattern !== NOT_BLANK,
  );
}

/** The options of a select: each value of the enum, named by its optionLabels when it has one. */
const optionsOf = (schema: JsonSchema, values: readonly unknown[]) =>
  values.map((value) => ({ label: schema.optionLabels?.[String(value)] ?? String(value), value }));

/** The editor's field for the property `name` of an object schema (in JSON Schema form, metadata included). */
function fieldFrom(name: string, schema: JsonSchema, required: boolean, context: FieldContext): CmsField {
  const where = `campo "${name}"`;
  if (!schema.label) throw new Error(`${where}: sem rótulo para o editor (meta({ label }) no esquema)`);
  const field: CmsField = { name, label: schema.label, widget: 'string' };
  if (schema.enum) {
    field.widget = 'select';
    field.options = optionsOf(schema, schema.enum);
  } else if (schema.type === 'array' && schema.items?.enum) {
    // A list of choices is one select taking several values (checkboxes up to its dropdown_threshold).
    field.widget = 'select';
    field.multiple = true;
    field.options = optionsOf(schema.items, schema.items.enum);
    if (schema.minItems !== undefined) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
  } else if (schema.type === 'string') {
    const patterns = patternsOf(schema);
    if (patterns.length > 1) throw new Error(`${where}: mais de um padrão`);
    const [pattern] = patterns;
    // A field filled by a picker (an image's file, a date) gets no pattern: the editor's check is for typed text.
    if (pattern !== undefined && schema.editor?.widget !== 'image' && schema.editor?.widget !== 'datetime') {
      if (!schema.patternMessage)
        throw new Error(`${where}: padrão sem mensagem para o editor (meta({ patternMessage }) no esquema)`);
      field.pattern = [pattern, sentence(schema.patternMessage)];
    }
    if (schema.minLength !== undefined && schema.minLength > 1) field.minlength = schema.minLength;
    if (schema.maxLength !== undefined) field.maxlength = schema.maxLength;
    if (schema.pageTitle) field.maxlength = context.pageTitleMaxLength;
  } else if (schema.type === 'integer' || schema.type === 'number') {
    field.widget = 'number';
    field.value_type = schema.type === 'integer' ? 'int' : 'float';
    const minimum =
      schema.exclusiveMinimum !== undefined && schema.type === 'integer' ? schema.exclusiveMinimum + 1 : schema.minimum;
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

function fieldsFrom(schema: JsonSchema, context: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFrom(name, property, required.has(name), context),
  );
}

export interface FieldOptions {
  /** Fields of the schema the file does not hold (filled in by the reader). */
  omit?: readonly string[];
  /** The field whose value is the Markdown after the front matter: the editor's `body`, last, as in the files. */
  body?: string;
}

/** The editor's fields of an object schema, in the schema's (and the files') order. */
export function editorFields(
  schema: z.ZodType,
  context: FieldContext,
  { omit = [], body }: FieldOptions = {},
): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = Object.entries(json.properties ?? {}).filter(([name]) => !omit.includes(name));
  const fields = fieldsFrom({ ...json, properties: Object.fromEntries(properties) }, context);
  if (body === undefined) return fields;
  const bodyField = fields.find(({ name }) => name === body);
  if (!bodyField) throw new Error(`o esquema não tem o campo "${body}"`);
  return [...fields.filter((field) => field !== bodyField), { ...bodyField, name: 'body' }];
}
