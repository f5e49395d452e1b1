// What a serving check is (e2e/support/serving-checks.ts, serving-path-checks.ts, serving-file-checks.ts): what it is
// given and what it returns.
import type { Client } from './serving-client';
import type { Platform } from './serving-platforms';

/** What the checks look for on the site: the pages of sitemap.xml, files the home page uses, the search page's index. */
export interface Discovery {
  pages: string[];
  script?: string;
  stylesheet?: string;
  font?: string;
  image?: string;
  modernImages: string[];
  ogImage?: string;
  /** The site search's index folder, /pagefind/<hash>/, as the search page names it. */
  searchBundle?: string;
}

export interface CheckContext {
  client: Client;
  /** Pages and files to check, fetched once per context. */
  discover(): Promise<Discovery>;
  /** The public host the plain-HTTP side must redirect to (httpsRedirectChecks only). */
  host?: string;
  /** Whose URL handling answers (serving-platforms.ts): ours, or a host's own. */
  platform: Platform;
}

export interface CheckResult {
  failures: string[];
  detail?: string;
}

export interface Check {
  name: string;
  run(context: CheckContext): Promise<CheckResult>;
}

/** A check's result as reported: its name and whether it passed. */
export interface CheckReport extends CheckResult {
  name: string;
  passed: boolean;
  /** Not run: the host handles these URLs on its own, and does this instead (serving-platforms.ts). */
  hostHandles?: string;
}
