// One Lighthouse run (mobile defaults) and the summaries of several, for tools/bench/bench.ts.
import lighthouse from 'lighthouse';
import { frameSources } from '../../content/rules/serving';
import { median } from './machine';

const KiB = 1024;

// Lighthouse's audit details are a union of shapes: read the few fields needed, checking each one's type.
export type Fields = Record<string, unknown>;
export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
/** The `items` of a details object (or of one of its items), those that are objects. */
export const itemsOf = (value: unknown): Fields[] =>
  isFields(value) && Array.isArray(value.items) ? value.items.filter(isFields) : [];
export const textOf = (fields: Fields | undefined, key: string): string | undefined => {
  const value = fields?.[key];
  return typeof value === 'string' ? value : undefined;
};
export const numberOf = (fields: Fields | undefined, key: string): number | undefined => {
  const value = fields?.[key];
  return typeof value === 'number' ? value : undefined;
};

export interface LongTask {
  source: string;
  ms: number;
}

export interface LighthouseRun {
  score: number;
  /** Lighthouse's accessibility score (0–100), and the audits that fail it. */
  accessibility: number;
  accessibilityFailures: string[];
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  jsBytes: number;
  requests: number;
  scriptUrls: string[];
  failed: string[];
  lcpElement: string | undefined;
  longTasks: LongTask[];
  /** Lighthouse's back/forward cache audit passed (the page is restored from the cache on going back). */
  bfCache: boolean;
}

/**
 * The other hosts a page may load from (the map's frame), blocked in every run. This machine has no internet: left
 * to fail on its own, that request landed in Lighthouse's simulated paint times in some runs and not in others
 * (/contato's floor: FCP 909 or 1385 ms). Blocked, it counts the same way in every run of every copy.
 */
export const OFFSITE = frameSources.map((origin) => `${origin}/*`);

export async function runLighthouse(url: string, port: number, attempt = 1): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    blockedUrlPatterns: OFFSITE,
  });
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    // A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP…): that run is not a figure, take it again.
    if (attempt < 3) {
      console.warn(`  (${url}: ${runtimeError.code}, run again)`);
      return runLighthouse(url, port, attempt + 1);
    }
    throw new Error(`${url}: ${runtimeError.message}`);
  }
  const numeric = (id: string): number => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse has no figure for ${id}`);
    return value;
  };
  const scripts = itemsOf(audits['resource-summary']?.details).find((item) => item.resourceType === 'script');
  const requests = itemsOf(audits['network-requests']?.details);
  const lcpTable = itemsOf(audits['largest-contentful-paint-element']?.details)[0];
  const lcpNode = itemsOf(lcpTable)[0]?.node;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
    jsBytes: numberOf(scripts, 'transferSize') ?? 0,
    ...requestFigures(url, requests),
    lcpElement: isFields(lcpNode) ? textOf(lcpNode, 'snippet') : undefined,
    bfCache: audits['bf-cache']?.score === 1,
    longTasks: longTasksOf(url, audits['long-tasks']?.details),
  };
}

/** The run's requests: how many, the site's scripts among them, and those that failed or left the site. */
function requestFigures(url: string, requests: Fields[]): Pick<LighthouseRun, 'requests' | 'scriptUrls' | 'failed'> {
  const origin = new URL(url).origin;
  const requestUrl = (item: Fields) => textOf(item, 'url') ?? '';
  return {
    requests: requests.length,
    scriptUrls: requests
      .filter((item) => item.resourceType === 'Script' && requestUrl(item).startsWith(origin))
      .map((item) => new URL(requestUrl(item)).pathname),
    failed: requests
      .filter((item) => {
        const status = numberOf(item, 'statusCode') ?? 0;
        return status >= 400 || (!requestUrl(item).startsWith(origin) && !requestUrl(item).startsWith('data:'));
      })
      .map((item) => `${numberOf(item, 'statusCode')} ${requestUrl(item)}`),
  };
}

/** What the blocking time is made of: each long task and the script (or document) Lighthouse charges it to. */
function longTasksOf(url: string, details: unknown): LighthouseRun['longTasks'] {
  const origin = new URL(url).origin;
  return itemsOf(details).map((item) => {
    const taskUrl = textOf(item, 'url');
    return {
      source:
        taskUrl === url ? 'HTML document' : taskUrl?.startsWith(origin) ? new URL(taskUrl).pathname : taskUrl || '?',
      ms: Math.round(numberOf(item, 'duration') ?? 0),
    };
  });
}

export type MetricKey =
  'score' | 'accessibility' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si' | 'bytes' | 'jsBytes' | 'requests';

export const METRICS: readonly (readonly [MetricKey, string, (value: number) => string])[] = [
  ['score', 'Performance', (v) => v.toFixed(0)],
  ['accessibility', 'Accessibility', (v) => v.toFixed(0)],
  ['lcp', 'LCP ms', (v) => v.toFixed(0)],
  ['fcp', 'FCP ms', (v) => v.toFixed(0)],
  ['tbt', 'TBT ms', (v) => v.toFixed(0)],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['si', 'Speed Index ms', (v) => v.toFixed(0)],
  ['bytes', 'Total KiB', (v) => (v / KiB).toFixed(1)],
  ['jsBytes', 'JS KiB', (v) => (v / KiB).toFixed(1)],
  ['requests', 'Requests', (v) => v.toFixed(0)],
];

export interface Spread {
  median: number;
  min: number;
  max: number;
}
export type Summary = Record<MetricKey, Spread>;

export function summarise(runs: readonly LighthouseRun[]): Summary {
  const summary = {} as Summary;
  for (const [key] of METRICS) {
    const values = runs.map((run) => run[key]);
    summary[key] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  return summary;
}

/** The long tasks of the run whose blocking time is the median one. */
export function longTasksOfMedianRun(runs: readonly LighthouseRun[], summary: Summary): LongTask[] {
  const run = [...runs].sort((a, b) => Math.abs(a.tbt - summary.tbt.median) - Math.abs(b.tbt - summary.tbt.median))[0];
  return run?.longTasks ?? [];
}

export const describeTasks = (longTasks: readonly LongTask[]) =>
  longTasks.map((task) => `${task.source} ${task.ms} ms`).join(' · ');
