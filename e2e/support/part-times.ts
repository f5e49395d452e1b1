import { appendFileSync } from 'node:fs';

/**
 * Where the test run's parts write how long each took (one JSON line per part), for `.ci/run`'s table at the end:
 * $PART_TIMES_FILE, set by tools/test/run-all.ts and .ci/run; nothing is written without it.
 */
export function recordPartTime(part: string, seconds: number, note = ''): void {
  const file = process.env.PART_TIMES_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ part, seconds: Math.round(seconds), note })}\n`);
}
