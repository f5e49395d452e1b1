/** Attribute set on <html> when the not-found page stands in for an unknown blog post. */
export const BLOG_FALLBACK_ATTRIBUTE = 'data-not-found';
export const BLOG_FALLBACK_VALUE = 'blog';
export const UNKNOWN_POST_PATH = /^\/blog\/[^/]+\/?$/;

/** JSON for an inline script: "<" is escaped so no value can close the script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The spec shows the first post for an unknown blog slug. A static host answers such a URL with 404.html, so
 * this inline script, run before the page content is parsed (no flash of the 404 text), switches that page to
 * its copy of the first post and names the post's real URL as canonical.
 */
export function blogFallbackScript(documentTitle: string, canonicalUrl: string): string {
  return `(function(){if(!${UNKNOWN_POST_PATH.toString()}.test(location.pathname))return;document.documentElement.setAttribute(${scriptLiteral(BLOG_FALLBACK_ATTRIBUTE)},${scriptLiteral(BLOG_FALLBACK_VALUE)});document.title=${scriptLiteral(documentTitle)};var l=document.createElement('link');l.rel='canonical';l.href=${scriptLiteral(canonicalUrl)};document.head.appendChild(l);})();`;
}
