// Pass of the post-build step: each page's flight data (the framework's own copy of the page, written inline as
// `self.__next_f.push(…)` scripts, 12–17 KiB of gzip per page) leaves the HTML for a content-hashed file under
// /_next/static/flight/. A reader who never interacts never downloads it; the loader (defer-scripts.ts) fetches it on
// the first interaction and pushes its chunks into `self.__next_f`, as the inline scripts would have, before the
// framework's scripts run. The name is the hash of the content: a cached page never meets another build's payload.
//
// Each inline script must be exactly one push of an array of string or number literals (read with a JavaScript
// parser, acorn): any other shape, such as the one a Next.js upgrade might bring, stops the build naming the page.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Expression, type SpreadElement } from 'acorn';
import type { Element, Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { rawText, removeElement, UnexpectedPageError } from './html';

const PASS = 'flight-data';

/** Where the files go, under out/ and in URLs. */
export const FLIGHT_DATA_DIR = '_next/static/flight';

/** One pushed entry: `[0]` opens the stream, `[1, "…"]` is a text chunk, `[3, "…"]` a base64 binary one. */
export type FlightChunk = readonly (string | number)[];

/** The two callee forms Next.js writes: the first script creates the queue, the others push to it. */
const PUSH_CALLEES = new Set(['(self.__next_f=self.__next_f||[]).push', 'self.__next_f.push']);

const mentionsFlightData = (script: Element) => rawText(script).includes('__next_f');

function literalValue(element: Expression | SpreadElement | null): string | number {
  if (element?.type === 'Literal' && (typeof element.value === 'string' || typeof element.value === 'number')) {
    return element.value;
  }
  throw new Error(`an entry that is not a string or number literal (${element?.type ?? 'a hole'})`);
}

/**
 * The chunk one flight-data script pushes. Throws, saying what differs, for any script that is not a single
 * `self.__next_f.push([literal, …])` (or the queue-creating form of the first script).
 */
export function parseFlightScript(text: string): FlightChunk {
  const program = parse(text, { ecmaVersion: 'latest', sourceType: 'script' });
  const [statement, ...rest] = program.body;
  if (!statement || rest.length > 0 || statement.type !== 'ExpressionStatement') {
    throw new Error('not a single expression statement');
  }
  const call = statement.expression;
  if (call.type !== 'CallExpression' || call.arguments.length !== 1) throw new Error('not a call with one argument');
  // From the statement's start, so that the parentheses of the first form are part of the callee.
  const callee = text.slice(statement.start, call.callee.end);
  if (!PUSH_CALLEES.has(callee)) throw new Error(`an unknown callee: ${callee.slice(0, 60)}`);
  const [argument] = call.arguments;
  if (argument?.type !== 'ArrayExpression' || argument.elements.length === 0) throw new Error('not an array pushed');
  return argument.elements.map(literalValue);
}

/** The page's flight-data scripts and their chunks, in document order. Throws for a shape it does not know. */
export function flightDataOf(tree: Root): { scripts: Element[]; chunks: FlightChunk[] } {
  const scripts = selectAll('script:not([src])', tree).filter(mentionsFlightData);
  const chunks = scripts.map((script, index) => {
    try {
      return parseFlightScript(rawText(script));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new UnexpectedPageError(PASS, [`flight-data script #${index + 1} has a shape this pass does not know: ${reason}`]);
    }
  });
  if (chunks.length > 0 && chunks[0]?.[0] !== 0) {
    throw new UnexpectedPageError(PASS, ['the first flight-data script does not open the stream ([0])']);
  }
  return { scripts, chunks };
}

/** The file's text and its content-hashed URL. */
export function flightDataFile(chunks: readonly FlightChunk[]): { url: string; text: string } {
  const text = JSON.stringify(chunks);
  const hash = createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 16);
  return { url: `/${FLIGHT_DATA_DIR}/${hash}.json`, text };
}

/**
 * Moves the page's flight data into its file under `outDir` and returns the file's URL; undefined for a page with
 * none (already processed). Throws for a page it does not expect.
 */
export function moveFlightData(tree: Root, outDir: string): string | undefined {
  const { scripts, chunks } = flightDataOf(tree);
  if (chunks.length === 0) return undefined;
  const { url, text } = flightDataFile(chunks);
  const file = path.join(outDir, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  for (const script of scripts) removeElement(tree, script);
  return url;
}

/** Drops the page's flight data without writing it anywhere: for a page that never loads the framework. */
export function dropFlightData(tree: Root): void {
  for (const script of flightDataOf(tree).scripts) removeElement(tree, script);
}
