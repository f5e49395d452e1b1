// Where things are in the export: its folder, the error pages, the editor's area, the pages that run no framework.
import { SEARCH_PATH } from '../site-search';

/** Directory the site is exported to, relative to the project root. */
export const outDir = 'out';

/** A page's clean URL from its file under out/: "cursos/x.html" → "/cursos/x", "index.html" → "/". */
export function pageUrl(file: string): string {
  const url = `/${file.replace(/\.html$/, '')}`;
  return url === '/index' ? '/' : url;
}

/** A page's file under out/ from its clean URL (pageUrl's inverse): "/cursos/x" → "cursos/x.html", "/" → "index.html". */
export function pageFile(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\/+/, '')}.html`;
}

/** A file's path under out/ from its public path: "/400.html" → "400.html". */
export function outRelative(publicPath: string): string {
  return publicPath.replace(/^\/+/, '');
}

/** The page answered, with status 404, for every path that is not a file of the export. */
export const notFoundPage = '/404.html';

/**
 * The page answered, with status 400, for a malformed request path (a broken percent escape, a NUL byte, ".."
 * above the root): a short pt-BR page in the site's look (app/400/page.tsx), without JavaScript.
 */
export const badRequestPage = '/400.html';

/**
 * Paths that exist in the export but must not be pages of their own: Next writes the not-found page as
 * 404.html and _not-found.html, the malformed-request page as 400.html, and _headers is configuration for
 * Netlify/Cloudflare Pages. They answer 404.
 */
export const notFoundPaths = ['/404', '/_not-found', '/400', '/_headers'];

/**
 * The content editor (Sveltia CMS, app/admin.html/route.ts): a page of its own, at this path, written by `next build`
 * as admin.html (a route handler; the post-build step leaves it as it is), served at its clean URL. Its files (the
 * editor's script, its configuration and the preview templates) are under cmsFilesPrefix. It is not indexed (robots,
 * sitemap, noindex) and has its own policy.
 */
export const cmsPage = '/admin';
export const cmsPageFile = `/${pageFile(cmsPage)}`;
export const cmsFilesPrefix = '/cms/';

/**
 * Marketing's page report (app/admin/paginas/page.tsx): every page's Google result and WhatsApp card, from the page
 * registry. A page of the site, but of its editor's area: noindex, out of the sitemap, disallowed with the editor.
 */
export const pageReportPath = `${cmsPage}/paginas`;

/**
 * Pages whose behaviour is inline, native or the early layer's: they run their scripts, never the framework (the
 * post-build step removes it). The not-found page's behaviour is inline; the search page's results are drawn by its
 * own script (lib/early/search/root.ts), and the page report's WhatsApp checks are filled in by the post-build step: the
 * framework's hydration would undo both. Links and the header's menu work without it (docs/antes-do-javascript.md).
 */
export const frameworkFreePageFiles: readonly string[] = [
  notFoundPage,
  `/${pageFile(SEARCH_PATH)}`,
  `/${pageFile(pageReportPath)}`,
];

/** Whether a URL path (or a file's public path) is of the editor's area: the editor and the pages beside it. */
export function isEditorArea(urlPath: string): boolean {
  return urlPath === cmsPage || urlPath === cmsPageFile || urlPath.startsWith(`${cmsPage}/`);
}
