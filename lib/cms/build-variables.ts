// The build's environment variables that set up the editor (docs/cms.md, "Na hospedagem"), spelt once: read by the
// editor's settings (settings.ts) and listed by the publication's check (scripts/publication/hosts.ts). Imports nothing,
// so that the check reads them without loading the content.

/** The address of the OAuth helper for "Entrar com GitHub". */
export const CMS_OAUTH_URL_VARIABLE = 'CMS_OAUTH_URL';
/** "owner/name" of the repository the editor saves to; naming it turns drafts under review on. */
export const CMS_GITHUB_REPO_VARIABLE = 'CMS_GITHUB_REPO';
/** The branch the editor saves to, or opens its pull requests against. */
export const CMS_GITHUB_BRANCH_VARIABLE = 'CMS_GITHUB_BRANCH';
