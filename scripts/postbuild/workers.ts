// The page steps of the passes in parallel: the pages are dealt out to one worker thread per core (at most four), each
// of which takes its pages through the passes (page-worker.ts). Pages are independent of one another, and what a pass
// learns of a page comes back as plain data, so the order in which they are worked changes nothing.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerInput, WorkerOutput } from './page-worker';
import type { BuildContext } from './pass';

const MAX_WORKERS = 4;

/** The pages dealt out in turn, so that each worker has as many posts and list pages as the others. */
export function dealOut<T>(items: readonly T[], hands: number): T[][] {
  const dealt: T[][] = Array.from({ length: Math.max(1, Math.min(hands, items.length)) }, () => []);
  items.forEach((item, index) => dealt[index % dealt.length]?.push(item));
  return dealt;
}

/**
 * A worker's first lines: Node 20 loads no TypeScript by itself, and tsx's hooks do not reach a worker thread, so the
 * worker registers them (for ES modules and for CommonJS, as the tsx command does), then loads its code.
 */
function bootstrap(): string {
  return `require(${JSON.stringify(fileURLToPath(import.meta.resolve('tsx/cjs/api')))}).register();
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./page-worker.ts', import.meta.url).href)});
});`;
}

function runWorker(input: WorkerInput): Promise<WorkerOutput[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap(), { eval: true, workerData: input });
    worker.once('message', (output: WorkerOutput[]) => resolve(output));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a post-build worker stopped (exit code ${code})`));
    });
  });
}

/** Every page through the passes, in workers; the outputs in the pages' order. */
export async function workPages(
  files: readonly string[],
  context: BuildContext,
  cache: WorkerInput['cache'],
): Promise<{ outputs: WorkerOutput[]; workers: number }> {
  const hands = dealOut(files, Math.min(availableParallelism(), MAX_WORKERS));
  const outputs = (await Promise.all(hands.map((hand) => runWorker({ context, files: hand, cache })))).flat();
  const byFile = new Map(outputs.map((output) => [output.file, output]));
  return {
    outputs: files.map((file) => byFile.get(file)).filter((output) => output !== undefined),
    workers: hands.length,
  };
}
