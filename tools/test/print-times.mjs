// Prints the test run's parts and their times, from the JSON lines in the file named by the first argument (written by
// tools/test/run-all.ts, .ci/run and e2e/support/project-times-reporter.ts). Plain Node: .ci/run prints its table even
// when `npm ci` failed.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
const times =
  file && existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

console.log('\nTime per part (minutes:seconds):');
for (const { part, seconds, note } of times) console.log(`  ${part.padEnd(48)} ${clock(seconds).padStart(6)}  ${note}`);
