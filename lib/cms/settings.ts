import { TITLE_SUFFIX, site } from '@/content/site';
import { CMS_GITHUB_BRANCH_VARIABLE, CMS_GITHUB_REPO_VARIABLE, CMS_OAUTH_URL_VARIABLE } from './build-variables';

// Where the editor (lib/cms/config.ts) saves, and how marketing signs in: from the build's environment.

/** The repository the editor edits when the build does not name one (CMS_GITHUB_REPO). */
export const DEFAULT_GITHUB_REPOSITORY = 'escola-frio-norte/site';
/**
 * The branch the site is published from, unless the build names another (CMS_GITHUB_BRANCH): the editor commits to it,
 * or, with drafts under review, opens its pull requests against it.
 */
export const DEFAULT_GITHUB_BRANCH = 'main';

export interface EditorSettings {
  /** The site's public address (links to the pages). */
  siteUrl: string;
  /** What the site adds after every page's title (" | Frio Norte"): a page title field leaves room for it. */
  titleSuffix: string;
  /** "owner/name" of the site's repository on GitHub. */
  repository: string;
  /** The branch the site is published from; DEFAULT_GITHUB_BRANCH when not given. */
  branch?: string | undefined;
  /** The address of an OAuth helper for "Entrar com GitHub"; without it, sign-in is by personal access token only. */
  oauthUrl?: string | undefined;
  /**
   * Drafts under review (Sveltia's editorial workflow): a change is saved on a branch of its own, with a pull request
   * that the host can build a preview of, and reaches the site only when published (the pull request merged).
   */
  editorialWorkflow?: boolean | undefined;
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The settings of the build's environment (docs/cms.md, "Na hospedagem"): CMS_GITHUB_REPO, CMS_GITHUB_BRANCH,
 * CMS_OAUTH_URL. Drafts under review need the real repository (its pull requests), so they are on only where the build
 * names it; without it (the tests, a developer's "Trabalhar com Repositório Local") the editor saves straight away.
 */
export function editorSettingsFromEnv(env: Environment = process.env): EditorSettings {
  const setting = (name: string): string | undefined => env[name]?.trim() || undefined;
  const repository = setting(CMS_GITHUB_REPO_VARIABLE);
  return {
    siteUrl: site.url,
    titleSuffix: TITLE_SUFFIX,
    repository: repository ?? DEFAULT_GITHUB_REPOSITORY,
    branch: setting(CMS_GITHUB_BRANCH_VARIABLE) ?? DEFAULT_GITHUB_BRANCH,
    oauthUrl: setting(CMS_OAUTH_URL_VARIABLE),
    editorialWorkflow: repository !== undefined,
  };
}
