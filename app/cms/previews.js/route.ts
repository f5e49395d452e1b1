import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/search-results';
import { site, TITLE_SUFFIX } from '@/content/site';
import { courseClassFieldsProblem, titleTooLongMessage } from '@/content/schema';
import { registerPreviews, type PreviewSettings } from '@/lib/cms/previews';
import { SITE_DOMAIN } from '@/lib/metadata';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
import { POST_MARKUP_HINT, unsafeParts } from '@/lib/post-body';

// The editor's preview templates (lib/cms/previews.ts), with the site's title suffix, address and limits taken from
// the same content and rules as the build.
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
  };
  // The build's checks of a post's text and of a class's fields, as source text; the Markdown is turned into HTML by the
  // editor's own library.
  const checks = `{ unsafeParts: ${unsafeParts.toString()}, markdownToHtml: (markdown) => String(window.marked.parse(markdown)), courseClassProblem: ${courseClassFieldsProblem.toString()} }`;
  const script = `(${registerPreviews.toString()})(window.CMS, window.h, ${JSON.stringify(settings)}, ${checks});\n`;
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
