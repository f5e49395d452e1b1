import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/google-snippet';
import { site, TITLE_SUFFIX } from '@/content/site';
import { titleTooLongMessage } from '@/content/schema';
import { classDaysSettings } from '@/lib/cms/class-days-settings';
import { PREVIEW_SETTINGS_GLOBAL, type PreviewSettings } from '@/lib/cms/previews';
import { earlyBundle } from '@/lib/early-bundle';
import { SITE_DOMAIN } from '@/lib/metadata';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
import { POST_MARKUP_HINT } from '@/lib/post-body';

// The editor's preview templates (lib/cms/previews.ts), bundled with the build's own checks
// (lib/early/inline/cms-previews.ts), after the site's title suffix, address and limits, the days without class and the
// certificates' hours, taken from the same content and rules as the build.
export const dynamic = 'force-static';

export function GET(): Response {
  const settings: PreviewSettings = {
    titleSuffix: TITLE_SUFFIX,
    siteUrl: site.url,
    siteDomain: SITE_DOMAIN,
    maxTitleLength: MAX_TITLE_LENGTH,
    shareImageAspectRatio: `${SHARE_IMAGE_WIDTH} / ${SHARE_IMAGE_HEIGHT}`,
    minDescriptionLength: MIN_DESCRIPTION_LENGTH,
    maxDescriptionLength: MAX_DESCRIPTION_LENGTH,
    titleTooLong: titleTooLongMessage('{title}', '{length}'),
    postMarkupHint: POST_MARKUP_HINT,
    ...classDaysSettings(),
  };
  const script = `window.${PREVIEW_SETTINGS_GLOBAL} = ${JSON.stringify(settings)};\n${earlyBundle('cms-previews')}\n`;
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
