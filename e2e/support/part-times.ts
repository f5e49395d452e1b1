import { appendFileSync } from 'node:fs';

/**
 * Where the test run's parts write how long each took, one line each (part, seconds, note, separated by tabs), for the
 * tables of tools/test/run-all.ts and `.ci/run`: $PART_TIMES_FILE, set by both; nothing is written without it.
 */
export function recordPartTime(part: string, seconds: number, note = ''): void {
  const file = process.env.PART_TIMES_FILE;
  if (file) appendFileSync(file, `${[part, Math.round(seconds), note].join('\t')}\n`);
}
