import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { recordPartTime } from './part-times';

/** The npm script that runs this suite (test:e2e, test:cms, test:blog). */
const SUITE = process.env.npm_lifecycle_event || 'playwright';

interface ProjectTime {
  tests: number;
  /** The tests' own durations, added up: the project's share of the workers' time. */
  busyMs: number;
  firstStart: number;
  lastEnd: number;
}

/**
 * Prints, at the end of a Playwright run, each project's tests, their added-up time and the span from its first
 * test's start to its last one's end (projects share the workers, so spans overlap), and records them for `.ci/run`.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name || 'all tests';
    const start = result.startTime.getTime();
    const time = this.projects.get(name) ?? { tests: 0, busyMs: 0, firstStart: start, lastEnd: start };
    time.tests += 1;
    time.busyMs += result.duration;
    time.firstStart = Math.min(time.firstStart, start);
    time.lastEnd = Math.max(time.lastEnd, start + result.duration);
    this.projects.set(name, time);
  }

  onEnd(result: FullResult): void {
    const lines = [...this.projects].map(([name, time]) => {
      const span = (time.lastEnd - time.firstStart) / 1000;
      const note = `${time.tests} tests, ${Math.round(time.busyMs / 1000)} s of test time`;
      recordPartTime(`  ${SUITE}: ${name}`, span, note);
      return `  ${name.padEnd(36)} ${String(time.tests).padStart(5)} tests ${formatSeconds(time.busyMs / 1000).padStart(9)} of test time, ${formatSeconds(span)} from first to last`;
    });
    console.log(`\nPlaywright projects (${formatSeconds(result.duration / 1000)} in all):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
