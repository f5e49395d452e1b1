import { stringify } from 'yaml';
import { site, TITLE_SUFFIX } from '@/content/site';
import { editorConfig } from '@/lib/cms/config';

// The editor's configuration, generated at build from the content schemas (lib/cms/config.ts). CMS_GITHUB_REPO names
// the site's repository; CMS_OAUTH_URL, the address of an OAuth helper, adds "Entrar com GitHub" (docs/cms.md).
export const dynamic = 'force-static';

export function GET(): Response {
  const config = editorConfig({
    siteUrl: site.url,
    titleSuffix: TITLE_SUFFIX,
    repository: process.env.CMS_GITHUB_REPO?.trim() || 'escola-frio-norte/site',
    oauthUrl: process.env.CMS_OAUTH_URL?.trim() || undefined,
  });
  const header = '# Configuração do editor (Sveltia CMS), gerada no build a partir de content/schema.ts: não edite à mão.\n';
  return new Response(header + stringify(config, { lineWidth: 0 }), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}
