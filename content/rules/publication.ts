/**
 * The proof that a publication went live: the build writes a small version file (which commit, when, how many pages)
 * that every host serves uncached (content/rules/serving.ts), the publication workflow reads back from the live site
 * until it names the commit it built (scripts/publication/live-check.ts), and the page report reads when marketing
 * opens it, to warn that the daily publication has stopped. Imports nothing.
 */

/** Where the version file is served (out/version.json); not a page, so never in the sitemap. */
export const VERSION_FILE_PATH = '/version.json';

/** What the version file holds. */
export interface LiveVersion {
  /** The full hash of the commit built, or "" when the build did not know it (a copy without git). */
  commit: string;
  /** The build's moment, ISO 8601 (UTC). */
  builtAt: string;
  /** The number of pages the build wrote (out/**\/*.html, the editor's page included). */
  pages: number;
  /**
   * What a visitor receives, as one SHA-256 (scripts/publication/site-digest.ts): two builds with the same files have
   * the same digest, whatever their commit or moment, and the publication sends nothing when the live one matches.
   * Absent from a version file written before it existed.
   */
  digest?: string;
  /** The next moment the calendar alone changes the site (lib/next-change.ts), ISO 8601; absent from older files. */
  dueBy?: string;
}

/** The daily publication's moment, UTC: 09:10, 06:10 in Brasília (the workflow's cron, held to it by a test). */
export const DAILY_RUN_UTC = { hour: 9, minute: 10 } as const;

/**
 * How late the daily run that should have changed the site may be (GitHub delays scheduled runs at busy hours) before
 * the page report says the publication has stopped.
 */
export const DAILY_RUN_GRACE_HOURS = 2;

/**
 * For a version file without `dueBy` (written before it existed): the daily publication sent every morning, so a live
 * version older than this means it had stopped.
 */
export const STALE_AFTER_HOURS = 26;

/** The first daily run at or after a moment. */
export function dailyRunAfter(moment: Date): Date {
  const run = new Date(
    Date.UTC(
      moment.getUTCFullYear(),
      moment.getUTCMonth(),
      moment.getUTCDate(),
      DAILY_RUN_UTC.hour,
      DAILY_RUN_UTC.minute,
    ),
  );
  if (run.getTime() < moment.getTime()) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/** Whether a parsed JSON value is a version file. */
export function isLiveVersion(value: unknown): value is LiveVersion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.commit === 'string' &&
    typeof record.builtAt === 'string' &&
    !Number.isNaN(Date.parse(record.builtAt)) &&
    typeof record.pages === 'number' &&
    (record.digest === undefined || typeof record.digest === 'string') &&
    (record.dueBy === undefined || (typeof record.dueBy === 'string' && !Number.isNaN(Date.parse(record.dueBy))))
  );
}

/**
 * The repository issue the daily publication keeps for what the site says that is no longer true (content/rules/
 * stale-content.ts; scripts/publication/content-review.ts): its title, and the label the workflow finds it by.
 */
export const CONTENT_REVIEW_TITLE = 'Conteúdo para revisar';
export const CONTENT_REVIEW_LABEL = 'conteudo-para-revisar';
