import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/fields';
import { site, TITLE_SUFFIX } from '@/content/site';
import { registerPreviews, type PreviewSettings } from '@/lib/cms/previews';

// The editor's preview templates (lib/cms/previews.ts), with the site's title suffix, address and limits taken from
// the same content and rules as the build.
export const dynamic = 'force-static';

export function GET(): Response {
  const settings: PreviewSettings = {
    titleSuffix: TITLE_SUFFIX,
    siteUrl: site.url,
    maxTitleLength: MAX_TITLE_LENGTH,
    minDescriptionLength: MIN_DESCRIPTION_LENGTH,
    maxDescriptionLength: MAX_DESCRIPTION_LENGTH,
  };
  const script = `(${registerPreviews.toString()})(window.CMS, window.h, ${JSON.stringify(settings)});\n`;
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
