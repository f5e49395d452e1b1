import { editorConfigYaml } from '@/lib/cms/config';
import { editorSettingsFromEnv } from '@/lib/cms/settings';

// The editor's configuration, generated at build from the content schemas (lib/cms/config.ts). CMS_GITHUB_REPO names
// the site's repository and turns on drafts under review; CMS_GITHUB_BRANCH, the branch the site is published from
// ("main" by default); CMS_OAUTH_URL, the address of an OAuth helper, adds "Entrar com GitHub" (docs/cms.md).
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(editorConfigYaml(editorSettingsFromEnv(process.env)), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
}
