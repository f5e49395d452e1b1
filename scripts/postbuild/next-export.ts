// The one module that knows what Next.js writes into an exported page (the version pinned in package.json):
//   - the framework's scripts: <script src="/_next/static/chunks/….js" async> (their attributes kept as they are),
//     their <link rel="preload" as="script"> hints, and the legacy <script nomodule> bundle;
//   - Turbopack's registration of the page's chunks: one inline
//     `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…})`;
//   - the flight data (React's own copy of the page): inline `(self.__next_f=self.__next_f||[]).push([…])`, then
//     `self.__next_f.push([…])`, each one array of string or number literals.
// Inline scripts are read with a JavaScript parser (acorn), never by pattern. Anything else under /_next/, or an
// inline script of Next's in another shape, stops the build naming the page: after a Next.js upgrade, this is where
// the change shows (docs/next.md: upgrading Next.js; the fixtures in __fixtures__/ are pages of the pinned version).
import { parse, type Expression, type Node, type SpreadElement } from 'acorn';
import type { Element, Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { EARLY_DIR } from '../../lib/early-bundle';
import type { FlightChunk } from '../../lib/early/loader';
import { attribute, rawText, UnexpectedPageError } from './html';

export type { FlightChunk };

const PASS = 'next-export';
const CHUNKS_PREFIX = '/_next/static/chunks/';

/** A page's elements that belong to Next.js, found in document order. */
export interface NextPage {
  /** The framework's scripts (`<script src>` under /_next/static/chunks/), untouched. */
  scripts: Element[];
  /** Their preload hints. */
  hints: Element[];
  /** The legacy bundle, for browsers without modules (`<script nomodule>`). */
  legacy: Element[];
  /** The URLs of the early layer's files the page names (ours, not Next's: lib/early-bundle.ts, on its starter). */
  early: string[];
  /** Turbopack's registration of the page's chunks (inline). */
  registration: Element[];
  /** The flight-data scripts and the chunk each pushes. */
  flight: { scripts: Element[]; chunks: FlightChunk[] };
}

/** The two callee forms Next.js writes for the flight data: the first script creates the queue, the others push. */
const FLIGHT_CALLEES = new Set(['(self.__next_f=self.__next_f||[]).push', 'self.__next_f.push']);
/** The callee of Turbopack's registration. */
const REGISTRATION_CALLEE = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push';

/** The one call of a script `callee(argument)`, as source text and node; throws, saying what differs. */
function singleCall(text: string): { callee: string; argument: Expression | SpreadElement } {
  const program = parse(text, { ecmaVersion: 'latest', sourceType: 'script' });
  const [statement, ...rest] = program.body;
  if (!statement || rest.length > 0 || statement.type !== 'ExpressionStatement')
    throw new Error('not a single expression statement');
  const call = statement.expression;
  if (call.type !== 'CallExpression' || call.arguments.length !== 1) throw new Error('not a call with one argument');
  const [argument] = call.arguments;
  if (!argument) throw new Error('no argument');
  // From the statement's start, so that the parentheses of the first form are part of the callee.
  return { callee: text.slice(statement.start, call.callee.end), argument };
}

function literalValue(element: Node | null): string | number {
  if (element?.type === 'Literal') {
    const { value } = element as unknown as { value: unknown };
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  throw new Error(`an entry that is not a string or number literal (${element?.type ?? 'a hole'})`);
}

/**
 * The chunk one flight-data script pushes. Throws, saying what differs, for any script that is not a single
 * `self.__next_f.push([literal, …])` (or the queue-creating form of the first script).
 */
export function parseFlightScript(text: string): FlightChunk {
  const { callee, argument } = singleCall(text);
  if (!FLIGHT_CALLEES.has(callee)) throw new Error(`an unknown callee: ${callee.slice(0, 60)}`);
  if (argument.type !== 'ArrayExpression' || argument.elements.length === 0) throw new Error('not an array pushed');
  return argument.elements.map(literalValue);
}

/** Whether an inline script is Turbopack's registration of the page's chunks; throws if it is so only in part. */
export function isRegistration(text: string): boolean {
  if (!text.includes('TURBOPACK')) return false;
  const { callee, argument } = singleCall(text);
  if (callee !== REGISTRATION_CALLEE) throw new Error(`an unknown callee: ${callee.slice(0, 60)}`);
  if (argument.type !== 'ObjectExpression') throw new Error('not an object pushed');
  return true;
}

const isExecutableInline = (script: Element) =>
  attribute(script, 'src') === undefined &&
  ['', 'text/javascript'].includes((attribute(script, 'type') ?? '').toLowerCase());

/** Reads Next's elements of an exported page. Throws UnexpectedPageError for a shape it does not know. */
export function readNextPage(tree: Root): NextPage {
  const problems: string[] = [];
  const page: NextPage = {
    scripts: [],
    hints: [],
    legacy: [],
    early: [],
    registration: [],
    flight: { scripts: [], chunks: [] },
  };
  for (const script of selectAll('script', tree)) {
    const src = attribute(script, 'src');
    if (src !== undefined) {
      if (attribute(script, 'noModule') !== undefined) page.legacy.push(script);
      else if (src.startsWith(CHUNKS_PREFIX) && src.endsWith('.js')) page.scripts.push(script);
      else if (src.startsWith(`/${EARLY_DIR}/`)) page.early.push(src);
      else if (src.includes('/_next/'))
        problems.push(`a script of the framework outside ${CHUNKS_PREFIX} (an assetPrefix, a base path?): ${src}`);
      continue;
    }
    if (!isExecutableInline(script)) continue;
    const text = rawText(script);
    for (const value of Object.values(script.properties)) {
      if (typeof value === 'string' && value.startsWith(`/${EARLY_DIR}/`)) page.early.push(value);
    }
    try {
      if (text.includes('__next_f')) {
        page.flight.chunks.push(parseFlightScript(text));
        page.flight.scripts.push(script);
      } else if (isRegistration(text)) page.registration.push(script);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(
        `an inline script of the framework has a shape this adapter does not know (${reason}): ${text.slice(0, 80)}`,
      );
    }
  }
  if (page.flight.chunks.length > 0 && page.flight.chunks[0]?.[0] !== 0)
    problems.push('the first flight-data script does not open the stream ([0])');
  const urls = new Set(page.scripts.map((script) => attribute(script, 'src')));
  page.hints = selectAll('link[rel~="preload"][as="script"]', tree).filter((hint) => urls.has(attribute(hint, 'href')));
  if (problems.length > 0) throw new UnexpectedPageError(PASS, problems);
  return page;
}
