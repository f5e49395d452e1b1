import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordPartTime } from '../../e2e/support/part-times';

/**
 * `npm test`: every check, stopping at the first step that fails, and each part's time at the end. Each part is its
 * own npm script, so any one runs alone. The times go to $PART_TIMES_FILE, a line each (e2e/support/part-times.ts;
 * `.ci/run` adds its installs and host checks and prints the whole at its end); Playwright's suites add one line per
 * project (e2e/support/project-times-reporter.ts).
 *
 * The first step's checks read the sources only and time nothing, so they run side by side: each is one process on
 * one core (tsc, ESLint, Jest's one worker on 2 cores), and together they take the longest one's time, not the sum.
 * Each one's output is printed whole when it ends. The later steps build and time the site, one at a time.
 */
const STEPS: readonly (readonly (readonly [label: string, script: string])[])[] = [
  [
    ['type check', 'typecheck'],
    ['lint', 'lint'],
    ['unit tests (Jest)', 'test:unit'],
  ],
  [['build', 'build']],
  [['HTML check', 'test:html']],
  [['editor journey (test:cms)', 'test:cms']],
  [['blog and classes journeys (test:blog)', 'test:blog']],
  [['site in the browser (test:e2e)', 'test:e2e']],
];

const ownTimesFile = !process.env.PART_TIMES_FILE;
const timesFile = process.env.PART_TIMES_FILE || path.join(mkdtempSync(path.join(tmpdir(), 'part-times-')), 'times');
const env = { ...process.env, PART_TIMES_FILE: timesFile };

/** Runs `npm run <script>`: its output straight through when alone, else held and printed whole at its end. */
function runPart(label: string, script: string, alone: boolean): Promise<boolean> {
  const start = performance.now();
  if (alone) console.log(`\n==> ${label}: npm run ${script}`);
  const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : 'pipe', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n==> ${label}: npm run ${script}\n${Buffer.concat(output).toString()}`);
      recordPartTime(label, (performance.now() - start) / 1000, status === 0 ? '' : 'FAILED');
      resolve(status === 0);
    });
  });
}

/** Each step in turn, until one fails; the table; the exit status. */
async function main(): Promise<void> {
  let failed: string[] = [];
  for (const parts of STEPS) {
    const passed = await Promise.all(parts.map(([label, script]) => runPart(label, script, parts.length === 1)));
    failed = parts.filter((_, index) => !passed[index]).map(([label]) => label);
    if (failed.length > 0) break;
  }
  // Run alone, it prints its own table; under .ci/run, the run's table comes at the very end.
  if (ownTimesFile) printTimes(timesFile);
  if (failed.length > 0) {
    console.error(`\n${failed.join(', ')} failed.`);
    process.exit(1);
  }
}

/** The parts' times, in the order they ended (minutes:seconds). */
function printTimes(file: string): void {
  console.log('\nTime per part (minutes:seconds):');
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [part = '', seconds = '0', note = ''] = line.split('\t');
    const whole = Number(seconds);
    const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    console.log(`  ${part.padEnd(48)} ${clock.padStart(6)}  ${note}`);
  }
}

void main();
