// The machine the benches run on: its load (a busy machine gives figures that are not figures), the Chromium they
// drive, and the median of their runs.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * A run is unreliable when the machine was already busy: the 1-minute load average above half the number of
 * cores (on 2 cores, 1.0) means another process competes for the CPU the emulated phone's 4× slowdown is
 * relative to.
 */
export const BUSY_LOAD_PER_CORE = 0.5;

export interface MachineLoad {
  one: number;
  five: number;
  fifteen: number;
  cores: number;
  busy: boolean;
}

/** The load average (/proc/loadavg, or os.loadavg() where there is none) and whether it makes a run unreliable. */
export function machineLoad(): MachineLoad {
  const [one = 0, five = 0, fifteen = 0] = existsSync('/proc/loadavg')
    ? readFileSync('/proc/loadavg', 'utf8').split(/\s+/).slice(0, 3).map(Number)
    : os.loadavg();
  const cores = os.cpus().length;
  return { one, five, fifteen, cores, busy: one > BUSY_LOAD_PER_CORE * cores };
}

/**
 * Waits, up to `maxMs`, until the machine is quiet again: the Lighthouse runs themselves raise the 1-minute load
 * to ~2 on 2 cores, and the tap measurements that follow them would start on a busy machine. Returns the load it
 * stopped at (busy when the wait timed out) and the time it waited.
 */
export async function waitForQuiet(maxMs: number, pollMs = 5000): Promise<{ load: MachineLoad; waitedMs: number }> {
  const started = Date.now();
  let load = machineLoad();
  while (load.busy && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    load = machineLoad();
  }
  return { load, waitedMs: Date.now() - started };
}

export function describeLoad(load: MachineLoad, when: string): string {
  const figures = `${load.one.toFixed(2)} ${load.five.toFixed(2)} ${load.fifteen.toFixed(2)}`;
  const verdict = load.busy
    ? `BUSY (1-min load > ${BUSY_LOAD_PER_CORE} × ${load.cores} cores): figures UNRELIABLE, measure again on a quiet machine`
    : `quiet (1-min load ≤ ${BUSY_LOAD_PER_CORE} × ${load.cores} cores)`;
  return `Machine load ${when} (1/5/15 min): ${figures} on ${load.cores} cores — ${verdict}`;
}

/** The Chromium both benches drive: CHROME_PATH, else /usr/bin/chromium when present, else the default one. */
export function chromePath(): string | undefined {
  return process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}
