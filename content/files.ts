import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseDocument, type ErrorCode, type YAMLError } from 'yaml';
import { z } from 'zod';
import { ContentError, parseEntry } from './collection';

/**
 * Reads the content files (YAML, and Markdown with a YAML front matter) that marketing edits, in the CMS or by
 * hand. Files are named from the project's root ("content/site.yaml"), as in the messages. Nothing here checks
 * the values: each content module hands what it read to its zod schema (content/collection.ts), which names the
 * file and the field of a problem; a file that is not even valid YAML stops here, naming the file and the line.
 */

/** What each YAML syntax error usually means, in words marketing can act on. */
const YAML_PROBLEMS: Partial<Record<ErrorCode, string>> = {
  BLOCK_AS_IMPLICIT_KEY:
    'um texto com ": " (dois-pontos e espaço) no meio deve ficar entre aspas, e cada campo em uma linha própria',
  MULTILINE_IMPLICIT_KEY:
    'falta ": " (dois-pontos e espaço) depois do nome de um campo, ou o recuo da linha está fora do lugar',
  BAD_INDENT: 'o recuo (os espaços no início da linha) não está alinhado com o das linhas vizinhas',
  TAB_AS_INDENT: 'use espaços, e não tabulação, no recuo das linhas',
  DUPLICATE_KEY: 'o mesmo campo aparece duas vezes',
  MISSING_CHAR:
    'falta um caractere: as aspas que fecham um texto, o "- " de um item de lista ou o colchete que fecha uma lista',
  BAD_DQ_ESCAPE: 'há uma barra invertida (\\) inválida em um texto entre aspas duplas; use aspas simples',
  MULTIPLE_DOCS: 'o arquivo tem mais de um bloco separado por "---"; deixe um só',
};
const YAML_PROBLEM =
  'o texto não segue o formato YAML; confira o recuo, os dois-pontos depois de cada campo e as aspas';

/** The line a YAML error points at, quoted (shortened) so the message shows what to fix. */
function quotedLine(source: string, line: number): string {
  const text = source.split('\n')[line - 1]?.trim() ?? '';
  if (!text) return '';
  return ` — "${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;
}

function syntaxError(file: string, source: string, error: YAMLError): ContentError {
  const line = error.linePos?.[0].line ?? 1;
  return new ContentError(
    `${file}, linha ${line}`,
    undefined,
    `${YAML_PROBLEMS[error.code] ?? YAML_PROBLEM}${quotedLine(source, line)}`,
  );
}

/** The largest content file read, in characters: far above any page of the school, far below what hurts a build. */
export const MAX_CONTENT_CHARS = 1_000_000;
/**
 * The most aliases (`*name`) a YAML file may use. Content needs none (the editor never writes them); a few are
 * allowed for hand edits, while an "alias bomb", a few lines that expand to millions of values, is stopped.
 */
export const MAX_YAML_ALIASES = 50;

/**
 * YAML text as plain data (YAML 1.2: a date or "yes" stays text), only data: no tags that build objects, aliases
 * and size bounded. A syntax error names the file and the line; the text's first line must be the file's (a front
 * matter starts with the rest of its opening "---" line).
 */
export function parseYaml(file: string, source: string): unknown {
  if (source.length > MAX_CONTENT_CHARS) {
    throw new ContentError(
      file,
      undefined,
      `o arquivo é grande demais (${source.length.toLocaleString('pt-BR')} caracteres; o máximo é ${MAX_CONTENT_CHARS.toLocaleString('pt-BR')})`,
    );
  }
  const document = parseDocument(source, { prettyErrors: true });
  const [error] = document.errors;
  if (error) throw syntaxError(file, source, error);
  try {
    return document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    // yaml's ReferenceError: an alias bomb ("Excessive alias count") or an alias to an anchor that is not there.
    const detail =
      error instanceof Error && /alias count/i.test(error.message)
        ? `o arquivo repete blocos com "*" (aliases do YAML) vezes demais; escreva cada valor por extenso`
        : 'o arquivo usa um "*" (alias do YAML) que não aponta para nenhum "&" (âncora); escreva o valor por extenso';
    throw new ContentError(file, undefined, detail);
  }
}

/**
 * The language named after the opening "---" of a front matter ("---js"), or "" when none is. Only YAML is read: any
 * other language (JavaScript, which gray-matter would run; JSON; CoffeeScript) stops the build, naming the file.
 */
function frontMatterLanguage(source: string): string {
  if (!source.startsWith('---')) return '';
  const firstLine = source.slice(3, source.indexOf('\n') === -1 ? undefined : source.indexOf('\n'));
  return firstLine.trim().toLowerCase();
}

/**
 * The text of a file of the project, with Windows line endings and a byte-order mark removed. Content is read
 * while the pages are built (or rendered by `next dev`), never by a deployed server (the site is a static
 * export): the turbopackIgnore comments keep Turbopack from tracing the whole project for a server bundle.
 */
function readText(file: string): string {
  const text = readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), file), 'utf8');
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Reads a YAML file ("content/site.yaml"). */
export function readYamlFile(file: string): unknown {
  const value = parseYaml(file, readText(file));
  if (value === null) throw new ContentError(file, undefined, 'o arquivo está vazio');
  return value;
}

/** A YAML file of a folder holding one entry per file (content/turmas/), as read. */
export interface YamlFile {
  /** The file, from the project's root: "content/turmas/<nome>.yaml". */
  file: string;
  data: unknown;
}

/**
 * Every YAML file of a folder ("content/turmas"), in file-name order; a folder that is not there (its last entry was
 * deleted, and git keeps no empty folder) holds none. Any other file in it stops the build, naming it: the editor
 * lists only .yaml files, so a ".yml" or a stray file would be content nobody sees.
 */
export function readYamlFolder(folder: string): YamlFile[] {
  const directory = path.resolve(/* turbopackIgnore: true */ process.cwd(), folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      if (!name.endsWith('.yaml'))
        throw new ContentError(
          file,
          undefined,
          'só arquivos .yaml ficam nesta pasta; renomeie-o com a extensão .yaml ou tire-o daqui',
        );
      return { file, data: readYamlFile(file) };
    });
}

/** A list of items in a YAML file, as the CMS writes it: under a field name, one "- " per item. */
export const yamlList = () => z.array(z.unknown(), { error: 'deve ser uma lista, com um item por "- "' });

/**
 * The items of a YAML file that holds one list under `field` ("testimonials:"), each to be checked by its
 * collection's schema (content/collection.ts names the file and the item).
 */
export function readYamlList(file: string, field: string): unknown[] {
  return parseEntry(file, z.strictObject({ [field]: yamlList() }), readYamlFile(file))[field] ?? [];
}

export interface MarkdownFile {
  /** The file, from the project's root: "content/courses/<slug>.md". */
  file: string;
  /** The front matter, the fields between the two "---" lines at the top. */
  data: Record<string, unknown>;
  /** The text after the front matter, without surrounding blank lines. */
  body: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits Markdown text into its front matter and its body; a YAML error names the file and its line. */
export function parseMarkdown(file: string, source: string): MarkdownFile {
  const language = frontMatterLanguage(source);
  if (language !== '' && language !== 'yaml') {
    throw new ContentError(
      file,
      undefined,
      `o cabeçalho começa com "---${language}": só o formato YAML é aceito; deixe a primeira linha apenas com "---"`,
    );
  }
  // Past the check above, gray-matter only ever picks its YAML engine, which is ours: its own JavaScript engine (which
  // runs the front matter) and JSON engine are never reached.
  const { data, content } = matter(source, {
    language: 'yaml',
    engines: {
      // gray-matter hands over the front matter from just after the opening "---": its lines are the file's.
      yaml: (frontMatter: string): object => {
        const value = parseYaml(file, frontMatter);
        if (value === null || isRecord(value)) return value ?? {};
        throw new ContentError(
          file,
          undefined,
          'o cabeçalho entre as linhas "---" deve ter um campo por linha, no formato "campo: valor"',
        );
      },
    },
  });
  return { file, data: isRecord(data) ? data : {}, body: content.trim() };
}

/** Every Markdown file of a folder ("content/courses"), in file-name order. */
export function readMarkdownFolder(folder: string): MarkdownFile[] {
  return readdirSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return parseMarkdown(file, readText(file));
    });
}
