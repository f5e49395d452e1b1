// What the bench writes to reports/bench.json (or reports/bench-interaction.json), for tools/bench/bench.ts.
import type { AssetSizes } from './site-copies';
import type { FirstTapResult } from './first-tap';
import type { InteractionReport } from './interaction';
import type { SearchReport } from './search';
import type { LighthouseRun, Summary } from './lighthouse';
import type { MachineLoad } from './machine';
import type { RouteFigures } from './route-figures';

/** A run as stored: its script URLs counted, not listed. */
export type StoredRun = Omit<LighthouseRun, 'scriptUrls'> & { scripts: number };

export interface RouteReport extends RouteFigures {
  siteRuns: StoredRun[];
  floorRuns: StoredRun[];
  bareRuns: StoredRun[];
  /** The other export of --compare, measured in the same alternation. */
  compare?: Summary;
}

export interface BenchReport {
  date: string;
  runs: number;
  machineLoad: MachineLoad;
  routes: Record<string, RouteReport>;
  bare?: { summary: Summary; assets: AssetSizes };
  interaction?: InteractionReport;
  firstTap?: FirstTapResult[];
  search?: SearchReport;
  reliable?: boolean;
}

export const stored = (runs: readonly LighthouseRun[]): StoredRun[] =>
  runs.map(({ scriptUrls, ...rest }) => ({ ...rest, scripts: scriptUrls.length }));
