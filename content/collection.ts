import { z } from 'zod';
import { REQUIRED } from './fields';

/**
 * Thrown when a content entry is broken. The message names where the entry was read (its file, or its
 * collection when it was not read from a file), the entry within a list, and the field.
 */
export class ContentError extends Error {
  /**
   * @param where the file ("content/site.yaml", "content/site.yaml, linha 12"), or `collection → "entry"`.
   * @param field the field path, or undefined when the problem is not in one field (a YAML syntax error).
   */
  constructor(where: string, field: string | undefined, problem: string) {
    super(`Conteúdo inválido em ${where}${field === undefined ? '' : ` → campo "${field}"`}: ${problem}`);
    this.name = 'ContentError';
  }
}

/** A field path as written in the content: image.alt, modules[1]. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

/** The value at a field path of an entry as written, or undefined. */
function valueAt(entry: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    entry,
  );
}

/**
 * The field (none when the whole entry is wrong) and the pt-BR problem of the first issue zod found in `entry`.
 * A misspelt field comes first: it is why the field spelt right seems missing.
 */
function firstProblem(error: z.ZodError, entry: unknown): { field: string | undefined; problem: string } {
  const issue = error.issues.find(({ code }) => code === 'unrecognized_keys') ?? error.issues[0];
  if (!issue) return { field: undefined, problem: 'inválido' };
  if (issue.code === 'unrecognized_keys') {
    return {
      field: issue.keys.map((key) => fieldName([...issue.path, key])).join(', '),
      problem: 'campo desconhecido; confira o nome',
    };
  }
  const field = fieldName(issue.path) || undefined;
  // A field left out or left blank (YAML reads it as null), said the same way for numbers and lists as for texts.
  if (issue.code === 'invalid_type' && field !== undefined && valueAt(entry, issue.path) == null) {
    return { field, problem: REQUIRED };
  }
  return { field, problem: issue.message };
}

interface Collection<Schema extends z.ZodType> {
  /** The collection's name in messages, in pt-BR ("cursos"), when the entries were not read from files. */
  name: string;
  schema: Schema;
  /** The field that names an entry in messages (and must be unique). */
  key: keyof z.output<Schema> & string;
  /** Other fields whose values must differ from entry to entry. */
  unique?: readonly (keyof z.output<Schema> & string)[];
  /**
   * Where the entries were read, named in messages instead of the collection: the one file holding the whole
   * list ("content/testimonials.yaml"), or each entry's own file, in the order of the entries (Markdown
   * collections: content/courses/, content/posts/).
   */
  file?: string | readonly string[];
}

/**
 * Checks every entry of a collection against its schema and the uniqueness of its key fields; returns the
 * parsed entries. The first problem stops the build with a ContentError naming the file (or the collection),
 * the entry and the field.
 */
export function parseCollection<Schema extends z.ZodType>(
  collection: Collection<Schema>,
  entries: readonly unknown[],
): z.output<Schema>[] {
  const { name, schema, key, file } = collection;
  const where = (entry: unknown, index: number): string => {
    if (typeof file === 'object') return file[index] ?? name;
    const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined;
    const entryName =
      typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : `#${index + 1}`;
    return `${typeof file === 'string' ? file : name} → "${entryName}"`;
  };
  const parsed = entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    const { field, problem } = firstProblem(result.error, entry);
    throw new ContentError(where(entry, index), field, problem);
  });
  for (const field of [key, ...(collection.unique ?? [])]) {
    const seen = new Set<unknown>();
    parsed.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[field];
      if (seen.has(value))
        throw new ContentError(where(entry, index), field, 'está repetido; cada valor deve ser único');
      seen.add(value);
    });
  }
  return parsed;
}

/**
 * Checks a single content object (the school's identity, the about page); `where` is the file it was read from
 * ("content/about.yaml") or, for an object built in code, its name in messages.
 */
export function parseEntry<Schema extends z.ZodType>(where: string, schema: Schema, entry: unknown): z.output<Schema> {
  const result = schema.safeParse(entry);
  if (result.success) return result.data;
  const { field, problem } = firstProblem(result.error, entry);
  throw new ContentError(where, field, problem);
}
