// The targets the bench checks (issues 28, 35 and 43), each with the figure measured: printed and written to
// reports/bench.json by bench.ts.
import type { AssetSizes } from './site-copies';
import type { Summary } from './lighthouse';

const KiB = 1024;
/** The budget: the page's HTML on top of the floor's. */
const HTML_OVER_FLOOR_BUDGET = 2.5 * KiB;

export interface Target {
  target: string;
  value: number;
  met: boolean;
}

/** The early script's budget (lib/early/, the one file a page loads before the first interaction). */
const EARLY_SCRIPT_BUDGET = 6 * KiB;

/** The targets of issues 28 and 35 (medians of the runs, mobile), each with the measured figure. */
export function targetsOf(
  site: Summary,
  floor: Summary,
  assets: AssetSizes,
  floorHtml: number,
  bfCacheRuns: readonly boolean[],
): Target[] {
  return [
    { target: 'Performance ≥ 99', value: site.score.median, met: site.score.median >= 99 },
    { target: 'Accessibility 100 in every run', value: site.accessibility.min, met: site.accessibility.min === 100 },
    {
      target: 'HTML ≤ floor + 2.5 KiB gzip',
      value: Number(((assets.html - floorHtml) / KiB).toFixed(1)),
      met: assets.html - floorHtml <= HTML_OVER_FLOOR_BUDGET,
    },
    {
      target: 'JS before the first interaction ≤ 6 KiB gzip (the early script)',
      value: Number((assets.jsBeforeInteraction / KiB).toFixed(1)),
      met: assets.jsBeforeInteraction <= EARLY_SCRIPT_BUDGET,
    },
    {
      target: 'bf-cache audit passes in every run',
      value: bfCacheRuns.filter(Boolean).length,
      met: bfCacheRuns.length > 0 && bfCacheRuns.every(Boolean),
    },
    { target: 'TBT ≤ 40 ms', value: Math.round(site.tbt.median), met: site.tbt.median <= 40 },
    {
      target: 'LCP ≤ 1.03 × floor',
      value: Number((site.lcp.median / floor.lcp.median).toFixed(2)),
      met: site.lcp.median <= 1.03 * floor.lcp.median,
    },
    {
      target: 'FCP ≤ 1.03 × floor',
      value: Number((site.fcp.median / floor.fcp.median).toFixed(2)),
      met: site.fcp.median <= 1.03 * floor.fcp.median,
    },
  ];
}
