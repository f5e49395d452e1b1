import { scriptLiteral } from '@/lib/script-literal';

/** Attribute set on <html> when the not-found page stands in for an unknown blog post. */
export const BLOG_FALLBACK_ATTRIBUTE = 'data-not-found';
export const BLOG_FALLBACK_VALUE = 'blog';
export const UNKNOWN_POST_PATH = /^\/blog\/[^/]+\/?$/;

/**
 * The spec shows the first post for an unknown blog slug. A static host answers such a URL with 404.html, so
 * this inline script, run before the page content is parsed (no flash of the 404 text), switches that page to
 * its copy of the first post and names the post's real URL as canonical. It also keeps the post's title: after
 * hydration Next.js writes the not-found page's own <title> back, so the title is applied again whenever the
 * head changes (until the page is no longer the stand-in: a client-side navigation away from it).
 */
export function blogFallbackScript(documentTitle: string, canonicalUrl: string): string {
  return (
    `(function(){if(!${UNKNOWN_POST_PATH.toString()}.test(location.pathname))return;` +
    `document.documentElement.setAttribute(${scriptLiteral(BLOG_FALLBACK_ATTRIBUTE)},${scriptLiteral(BLOG_FALLBACK_VALUE)});` +
    `var h=document.documentElement,t=${scriptLiteral(documentTitle)};` +
    `function title(_,o){if(h.getAttribute(${scriptLiteral(BLOG_FALLBACK_ATTRIBUTE)})!==${scriptLiteral(BLOG_FALLBACK_VALUE)})return o&&o.disconnect();` +
    `if(document.title!==t)document.title=t;}title();` +
    `new MutationObserver(title).observe(document.head,{subtree:true,childList:true,characterData:true});` +
    `var l=document.createElement('link');l.rel='canonical';l.href=${scriptLiteral(canonicalUrl)};document.head.appendChild(l);})();`
  );
}
