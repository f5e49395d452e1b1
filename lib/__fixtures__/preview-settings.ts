import { titleTooLongMessage } from '@/content/schema';
import { POST_MARKUP_HINT } from '@/lib/post-body';
import { classDaysSettings } from '@/lib/cms/class-days-settings';
import type { PreviewSettings } from '@/lib/cms/previews';

/** The editor previews' settings as app/cms/previews.js/route.ts writes them for the school's site. */
export const PREVIEW_SETTINGS: PreviewSettings = {
  titleSuffix: ' | Frio Norte',
  siteUrl: 'https://www.escolafrionorte.com.br',
  siteDomain: 'escolafrionorte.com.br',
  maxTitleLength: 60,
  shareImageAspectRatio: '1200 / 630',
  minDescriptionLength: 70,
  maxDescriptionLength: 160,
  titleTooLong: titleTooLongMessage('{title}', '{length}'),
  postMarkupHint: POST_MARKUP_HINT,
  ...classDaysSettings(new Date('2025-08-20T12:00:00Z')),
};
