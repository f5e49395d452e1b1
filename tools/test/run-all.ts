import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every check, in order, stopping at the first that fails, and each one's time at the end. Each part is
 * its own npm script, so any one runs alone. The times go to $PART_TIMES_FILE, a line each (part, seconds and note,
 * separated by tabs; `.ci/run` adds its installs and host checks and prints the whole at its end); Playwright's suites
 * add one line per project (e2e/support/project-times-reporter.ts).
 */
const PARTS: readonly (readonly [label: string, script: string])[] = [
  ['type check', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests (Jest)', 'test:unit'],
  ['build', 'build'],
  ['HTML check', 'test:html'],
  ['editor journey (test:cms)', 'test:cms'],
  ['blog and classes journeys (test:blog)', 'test:blog'],
  ['site in the browser (test:e2e)', 'test:e2e'],
];

const ownTimesFile = !process.env.PART_TIMES_FILE;
const timesFile = process.env.PART_TIMES_FILE || path.join(mkdtempSync(path.join(tmpdir(), 'part-times-')), 'times');
const env = { ...process.env, PART_TIMES_FILE: timesFile };
let failed: string | null = null;

for (const [label, script] of PARTS) {
  console.log(`\n==> ${label}: npm run ${script}`);
  const start = performance.now();
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  const seconds = Math.round((performance.now() - start) / 1000);
  appendFileSync(timesFile, `${[label, seconds, run.status === 0 ? '' : 'FAILED'].join('\t')}\n`);
  if (run.status !== 0) {
    failed = label;
    break;
  }
}

// Run alone, it prints its own table; under .ci/run, the run's table comes at the very end.
if (ownTimesFile) printTimes(timesFile);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}

/** The parts' times, in the order they ran (minutes:seconds). */
function printTimes(file: string): void {
  console.log('\nTime per part (minutes:seconds):');
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [part = '', seconds = '0', note = ''] = line.split('\t');
    const whole = Number(seconds);
    const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    console.log(`  ${part.padEnd(48)} ${clock.padStart(6)}  ${note}`);
  }
}
