/**
 * The site's public address when the build is not given SITE_URL. A property of the deployment, not of the content:
 * read by content/site.ts and by the deploy generator (nginx's server_name, tools/serving/nginx-conf.ts).
 */
export const DEFAULT_SITE_URL = 'https://www.escolafrionorte.com.br';

/** The variable that names the address: one spelling for the build, the publication workflow and its checks. */
export const SITE_URL_VARIABLE = 'SITE_URL';
/** An older spelling, from guides that named it: refused rather than ignored, so that no build goes out with the default by mistake. */
const FORMER_VARIABLE = 'NEXT_PUBLIC_SITE_URL';

/** The site's public address for this build: SITE_URL, or the default; never with a trailing slash. */
export function siteUrlFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const fromEnv = env[SITE_URL_VARIABLE]?.trim();
  if (!fromEnv && env[FORMER_VARIABLE]?.trim()) {
    throw new Error(
      `${FORMER_VARIABLE} não é mais lida: defina o endereço do site em ${SITE_URL_VARIABLE} (docs/publicacao.md).`,
    );
  }
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}
