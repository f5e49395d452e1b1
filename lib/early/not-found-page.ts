// The not-found page's two behaviours, inline in that page (it never loads the framework; these run as the page is
// parsed, before the first paint, where the early file would come too late):
// - for an unknown /blog/{slug}, the spec shows the first post: the page switches to its copy of the first post,
//   with the post's title and canonical URL;
// - for a mistyped /cursos/{slug}, it offers the nearest course ("Você quis dizer …?").
// Their data is a JSON block the page writes just before each script.
import {
  BLOG_FALLBACK_ATTRIBUTE,
  BLOG_FALLBACK_DATA_ID,
  BLOG_FALLBACK_VALUE,
  UNKNOWN_POST_PATH,
  type BlogFallbackData,
} from '@/lib/blog-fallback';
import { SUGGESTION_DATA_ID, suggestedCoursePath, type SuggestionCandidate } from '@/lib/course-suggestion';

function jsonData<T>(doc: Document, id: string): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * Switches the page to the first post for an unknown blog slug and names the post's real URL as canonical. The post's
 * title is kept whenever the head changes (a framework writing the page's own <title> back), until the page is no
 * longer the stand-in.
 */
export function standInForBlogPost(doc: Document = document): void {
  const data = jsonData<BlogFallbackData>(doc, BLOG_FALLBACK_DATA_ID);
  if (!data || !UNKNOWN_POST_PATH.test(doc.location.pathname)) return;
  const root = doc.documentElement;
  root.setAttribute(BLOG_FALLBACK_ATTRIBUTE, BLOG_FALLBACK_VALUE);
  const keepTitle = (_records?: MutationRecord[], observer?: MutationObserver) => {
    if (root.getAttribute(BLOG_FALLBACK_ATTRIBUTE) !== BLOG_FALLBACK_VALUE) {
      observer?.disconnect();
      return;
    }
    if (doc.title !== data.documentTitle) doc.title = data.documentTitle;
  };
  keepTitle();
  new MutationObserver(keepTitle).observe(doc.head, { subtree: true, childList: true, characterData: true });
  const canonical = doc.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = data.canonicalUrl;
  doc.head.append(canonical);
}

/**
 * Shows the suggestion paragraph `paragraphId` and, inside it, the link of the course nearest to the path (the page
 * renders one hidden link per course); leaves them hidden when no course is near enough.
 */
export function suggestCourse(paragraphId: string, doc: Document = document): void {
  const candidates = jsonData<SuggestionCandidate[]>(doc, SUGGESTION_DATA_ID);
  const paragraph = doc.getElementById(paragraphId);
  const href = candidates ? suggestedCoursePath(doc.location.pathname, candidates) : null;
  if (!paragraph || !href) return;
  for (const link of paragraph.getElementsByTagName('a')) {
    if (link.getAttribute('href') === href) {
      link.hidden = false;
      paragraph.hidden = false;
    }
  }
}

/** The suggestion paragraph's id on the not-found page. */
export const SUGGESTION_PARAGRAPH_ID = 'sugestao-de-curso';
