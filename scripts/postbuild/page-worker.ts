// The page steps of the passes, on the pages a worker is given (workers.ts): each page is read from out/, taken
// through every pass (pass.ts, runPage) or found in the cache (cache.ts), and written back with the files it emits.
// A page a pass does not expect is left as it is, and its problem sent back.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PageCache, recordingOutFiles, type OutReads } from './cache';
import { runPage, type BuildContext, type PageResult } from './pass';
import { PASSES } from './passes';

export interface WorkerInput {
  context: BuildContext;
  files: readonly string[];
  cache: { dir: string; version: string } | undefined;
}

/** What a worker sends back for each of its pages. */
export type WorkerOutput =
  | { file: string; key: string | undefined; facts: Record<string, unknown>; kept: boolean }
  | { file: string; problem: string };

function write(outDir: string, file: string, result: PageResult): void {
  for (const { pathname, text } of result.emitted) {
    const target = path.join(outDir, pathname);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  writeFileSync(path.join(outDir, file), result.html);
}

/** One page: from the cache, or through the passes (and into the cache). */
function workPage(file: string, { context }: WorkerInput, cache: PageCache | undefined): WorkerOutput {
  const source = readFileSync(path.join(context.outDir, file), 'utf8');
  const key = cache?.key(file, source);
  const kept = key === undefined ? undefined : cache?.get(key);
  if (kept) {
    write(context.outDir, file, kept);
    return { file, key, facts: kept.facts, kept: true };
  }
  const reads: OutReads = {};
  try {
    const result = runPage({ file, source, files: recordingOutFiles(context.outDir, reads) }, PASSES, context);
    write(context.outDir, file, result);
    if (key !== undefined) cache?.set(key, result, reads);
    return { file, key, facts: result.facts, kept: false };
  } catch (error) {
    return { file, problem: error instanceof Error ? error.message : String(error) };
  }
}

const input = workerData as WorkerInput;
const cache = input.cache ? new PageCache(input.cache.dir, input.cache.version, input.context.outDir) : undefined;
parentPort?.postMessage(input.files.map((file) => workPage(file, input, cache)));
