// The page report's list of what the site says that is no longer true ("Conteúdo para revisar"), worked out again in
// the browser with today's date in Londrina. The report is left out of the publication's digest, so on a quiet day it is
// not sent again: the list it was built with can be days old when marketing reads it.
import { staleContent } from '@/content/rules/stale-content';
import { dayInWords } from '@/content/rules/class-meetings';
import { schoolDay } from '@/lib/build-time';
import type { ContentToReviewData } from '@/lib/content-to-review';

/** The list's section, carrying the content's dated values as JSON (lib/content-to-review.ts). */
export const CONTENT_TO_REVIEW_ATTRIBUTE = 'data-content-to-review';
/** The element that names the day the list was worked out for. */
export const REVIEW_DAY_ATTRIBUTE = 'data-review-day';
/** The sentence shown when there is nothing to review. */
export const NOTHING_TO_REVIEW_ATTRIBUTE = 'data-nothing-to-review';

/** Works the list out again for `now` (Londrina's day) and shows it in place of the build's. */
export function listContentToReview(doc: Document, now: Date = new Date()): void {
  const section = doc.querySelector(`[${CONTENT_TO_REVIEW_ATTRIBUTE}]`);
  const list = section?.querySelector('ul');
  if (!section || !list) return;
  let data: ContentToReviewData;
  try {
    data = JSON.parse(section.getAttribute(CONTENT_TO_REVIEW_ATTRIBUTE) ?? '') as ContentToReviewData;
  } catch {
    return;
  }
  const today = schoolDay(now);
  const items = staleContent({ ...data, today });
  list.replaceChildren(
    ...items.map((text) => {
      const item = doc.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
  list.hidden = items.length === 0;
  const nothing = section.querySelector<HTMLElement>(`[${NOTHING_TO_REVIEW_ATTRIBUTE}]`);
  if (nothing) nothing.hidden = items.length > 0;
  const day = section.querySelector(`[${REVIEW_DAY_ATTRIBUTE}]`);
  if (day) {
    day.textContent = dayInWords(today);
    day.setAttribute('datetime', today);
  }
}
