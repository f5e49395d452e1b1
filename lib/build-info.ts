import 'server-only';
import { execFileSync } from 'node:child_process';
import type { LiveVersion } from '@/content/rules/publication';
import { buildTime } from './build-time';

/** Which version of the site is live: when it was built, and from which commit (the page report shows it). */
export interface BuildInfo {
  builtAt: Date;
  /** The commit's full hash, when the build knows it. */
  commit?: string;
  /** The commit on GitHub, when the repository is known (CMS_GITHUB_REPO, "owner/name"). */
  commitUrl?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The commit being built: as the host names it (GitHub Actions, Netlify, Cloudflare Pages), or as git says in a
 * checkout; none in a copy of the files without git (a test's copy).
 */
function commitOf(env: Env): string | undefined {
  const named = env.GITHUB_SHA || env.COMMIT_REF || env.CF_PAGES_COMMIT_SHA;
  if (named) return named;
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

export function buildInfo(env: Env = process.env): BuildInfo {
  const commit = commitOf(env);
  const repository = env.CMS_GITHUB_REPO;
  return {
    builtAt: buildTime(env),
    ...(commit ? { commit } : {}),
    ...(commit && repository ? { commitUrl: `https://github.com/${repository}/commit/${commit}` } : {}),
  };
}

/**
 * The version file's content as the build writes it (app/version.json): this build's commit, moment, number of pages
 * and next calendar change. The post-build step adds the digest, once every file is final.
 */
export function liveVersion(info: BuildInfo, pages: number, dueBy?: Date): LiveVersion {
  return {
    commit: info.commit ?? '',
    builtAt: info.builtAt.toISOString(),
    pages,
    ...(dueBy ? { dueBy: dueBy.toISOString() } : {}),
  };
}
