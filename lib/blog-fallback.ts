/** Attribute set on <html> when the not-found page stands in for an unknown blog post. */
export const BLOG_FALLBACK_ATTRIBUTE = 'data-not-found';
export const BLOG_FALLBACK_VALUE = 'blog';
export const UNKNOWN_POST_PATH = /^\/blog\/[^/]+\/?$/;
/** Where the not-found page writes the stand-in's data, as JSON, for its inline script (lib/early/not-found-page.ts). */
export const BLOG_FALLBACK_DATA_ID = 'artigo-substituto-dados';

/** What the stand-in needs: the first post's document title and its canonical URL. */
export interface BlogFallbackData {
  documentTitle: string;
  canonicalUrl: string;
}
