import { z } from 'zod';

/** Thrown when a content entry is broken; the message names the collection, the entry and the field. */
export class ContentError extends Error {
  constructor(collection: string, entry: string, field: string, problem: string) {
    super(`Conteúdo inválido em ${collection} → "${entry}" → campo "${field}": ${problem}`);
    this.name = 'ContentError';
  }
}

/** A field path as written in the content: image.alt, modules[1]. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

interface Collection<Schema extends z.ZodType> {
  /** The collection's name in messages, in pt-BR ("cursos"). */
  name: string;
  schema: Schema;
  /** The field that names an entry in messages (and must be unique). */
  key: keyof z.output<Schema> & string;
  /** Other fields whose values must differ from entry to entry. */
  unique?: readonly (keyof z.output<Schema> & string)[];
}

/**
 * Checks every entry of a collection against its schema and the uniqueness of its key fields; returns the
 * parsed entries. The first problem stops the build with a ContentError naming the collection, the entry and
 * the field.
 */
export function parseCollection<Schema extends z.ZodType>(
  collection: Collection<Schema>,
  entries: readonly z.input<Schema>[],
): z.output<Schema>[] {
  const { name, schema, key } = collection;
  const entryName = (entry: unknown, index: number): string => {
    const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : `#${index + 1}`;
  };
  const parsed = entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    const [issue] = result.error.issues;
    if (!issue) throw new ContentError(name, entryName(entry, index), '?', 'inválido');
    if (issue.code === 'unrecognized_keys') {
      throw new ContentError(name, entryName(entry, index), issue.keys.join(', '), 'campo desconhecido; confira o nome');
    }
    throw new ContentError(name, entryName(entry, index), fieldName(issue.path) || key, issue.message);
  });
  for (const field of [key, ...(collection.unique ?? [])]) {
    const seen = new Set<unknown>();
    parsed.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[field];
      if (seen.has(value)) throw new ContentError(name, entryName(entry, index), field, 'está repetido; cada valor deve ser único');
      seen.add(value);
    });
  }
  return parsed;
}

/** Checks a single content object (the site's identity, the about page). */
export function parseEntry<Schema extends z.ZodType>(name: string, schema: Schema, entry: z.input<Schema>): z.output<Schema> {
  const result = schema.safeParse(entry);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new ContentError(name, name, issue ? fieldName(issue.path) : '?', issue?.message ?? 'inválido');
}
