/**
 * The site's public address when the build is not given NEXT_PUBLIC_SITE_URL. A property of the deployment, not of
 * the content: read by content/site.ts and by the deploy generator (nginx's server_name, tools/serving/generate.ts).
 */
export const DEFAULT_SITE_URL = 'https://www.escolafrionorte.com.br';

/** The site's public address for this build: NEXT_PUBLIC_SITE_URL, or the default; never with a trailing slash. */
export function siteUrlFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const fromEnv = env.NEXT_PUBLIC_SITE_URL?.trim();
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}
