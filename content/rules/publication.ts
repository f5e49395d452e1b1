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
}

/**
 * The daily publication runs every morning (06:10 in Brasília); a live version older than this means it has stopped
 * (a disabled schedule, a failing run), and the page report says so.
 */
export const STALE_AFTER_HOURS = 26;

/** Whether a parsed JSON value is a version file. */
export function isLiveVersion(value: unknown): value is LiveVersion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.commit === 'string' &&
    typeof record.builtAt === 'string' &&
    !Number.isNaN(Date.parse(record.builtAt)) &&
    typeof record.pages === 'number'
  );
}
