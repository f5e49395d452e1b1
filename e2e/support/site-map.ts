import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';

/**
 * The pages of the built site (out/), found the way a visitor or a search engine finds them: by following the
 * links of every page from `/`, plus every URL of out/sitemap.xml. Computed from the files with cheerio when
 * a spec file is collected, so the quality gates get one test per page and a new page is checked without
 * anyone adding it to a list. Run `npm run build` first.
 *
 * URLs map to files the way the local server (content/rules/serving.ts: clean URLs, no trailing slash) and a
 * static host do: `/` → index.html, `/sobre` → sobre.html (or sobre/index.html), anything else → the file itself;
 * a path with no file is answered by 404.html with status 404.
 */

export const OUT_DIR = path.resolve(__dirname, '..', '..', 'out');

/** The path of the not-found page, under which the crawl lists it when some link leads to a missing page. */
export const NOT_FOUND_PATH = '/404';

export interface SitePage {
  /** URL path on the local server, e.g. `/cursos/instalacao-manutencao-split-system`. */
  path: string;
  /** The HTML file that answers it, relative to out/. */
  file: string;
  /** How the crawl reached it: `start`, `sitemap`, `link from /blog`, or `missing page (…)` for the 404 page. */
  via: string;
}

export interface SiteMap {
  /** The site's public origin (from the home page's canonical link), e.g. https://www.example.com.br. */
  origin: string;
  pages: SitePage[];
  /** Paths of out/sitemap.xml, mapped to the local server. */
  sitemapPaths: string[];
  /** Linked paths (a[href]) that have no page; the 404 page answers them. */
  missingPages: { path: string; linkedFrom: string[] }[];
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file of out/ that a static host serves for a URL path, or null when it would answer 404. */
export function fileForPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = decoded.replace(/\/+$/, '');
  const candidates =
    clean === '' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const absolute = path.join(OUT_DIR, candidate);
    // Never leave out/ (e.g. /../package.json).
    if (!absolute.startsWith(OUT_DIR + path.sep)) continue;
    if (isFile(absolute)) return path.relative(OUT_DIR, absolute).split(path.sep).join('/');
  }
  return null;
}

const parsed = new Map<string, CheerioAPI>();

/** The parsed HTML of a file of out/ (cached). */
export function readPage(file: string): CheerioAPI {
  let $ = parsed.get(file);
  if (!$) {
    $ = load(readFileSync(path.join(OUT_DIR, file), 'utf8'));
    parsed.set(file, $);
  }
  return $;
}

/**
 * The local URL (path, query and fragment) of an address found on a page, or null when it points elsewhere:
 * another host, mailto:, tel:, javascript:, data:. Absolute URLs on the site's public origin count as local.
 */
export function localUrl(reference: string, pagePath: string, origin: string): URL | null {
  const trimmed = reference.trim();
  if (!trimmed || /^(mailto|tel|javascript|data|blob|about):/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `http://local.invalid${pagePath}`);
  } catch {
    return null;
  }
  if (url.origin === 'http://local.invalid') return url;
  if (origin && url.origin === origin) {
    return new URL(`${url.pathname}${url.search}${url.hash}`, 'http://local.invalid');
  }
  return null;
}

function siteOrigin(): string {
  if (!isFile(path.join(OUT_DIR, 'index.html'))) return '';
  const canonical = readPage('index.html')('head link[rel="canonical"]').attr('href') ?? '';
  try {
    return new URL(canonical).origin;
  } catch {
    return '';
  }
}

function sitemapPaths(origin: string): string[] {
  const file = path.join(OUT_DIR, 'sitemap.xml');
  if (!isFile(file)) return [];
  const $ = load(readFileSync(file, 'utf8'), { xml: true });
  return $('url > loc')
    .map((_, element) => $(element).text().trim())
    .get()
    .map((loc) => localUrl(loc, '/', origin)?.pathname ?? `(not on ${origin || 'the site'}: ${loc})`);
}

function crawl(): SiteMap {
  const origin = siteOrigin();
  const fromSitemap = sitemapPaths(origin);
  const pages = new Map<string, SitePage>();
  const missing = new Map<string, Set<string>>();
  // Links first (breadth-first from the home page), then whatever the sitemap adds.
  const queue: { path: string; via: string }[] = [{ path: '/', via: 'start' }];
  let sitemapQueued = false;

  while (queue.length > 0 || !sitemapQueued) {
    if (queue.length === 0) {
      queue.push(...fromSitemap.map((sitemapPath) => ({ path: sitemapPath, via: 'sitemap' })));
      sitemapQueued = true;
    }
    const next = queue.shift();
    if (!next || pages.has(next.path)) continue;
    const file = fileForPath(next.path);
    // A file that is not a page (a class's calendar, .ics) is there, but no page to audit.
    if (file && !file.endsWith('.html')) continue;
    if (!file || file === '404.html') {
      const linkedFrom = missing.get(next.path) ?? new Set<string>();
      linkedFrom.add(next.via);
      missing.set(next.path, linkedFrom);
      continue;
    }
    pages.set(next.path, { path: next.path, file, via: next.via });
    const $ = readPage(file);
    $('a[href]').each((_, element) => {
      const url = localUrl($(element).attr('href') ?? '', next.path, origin);
      if (!url) return;
      const target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      if (!pages.has(target)) queue.push({ path: target, via: `link from ${next.path}` });
    });
  }

  const missingPages = [...missing].map(([missingPath, from]) => ({
    path: missingPath,
    linkedFrom: [...from].map((via) => via.replace(/^link from /, '')).sort(),
  }));
  // Visitors who follow a link to a missing page see the not-found page: it is checked like any other page.
  if (missingPages.length > 0 && isFile(path.join(OUT_DIR, '404.html'))) {
    pages.set(NOT_FOUND_PATH, {
      path: NOT_FOUND_PATH,
      file: '404.html',
      via: `missing page (${missingPages.map((page) => page.path).join(', ')})`,
    });
  }

  return {
    origin,
    pages: [...pages.values()].sort((a, b) => a.path.localeCompare(b.path)),
    sitemapPaths: fromSitemap,
    missingPages: missingPages.sort((a, b) => a.path.localeCompare(b.path)),
  };
}

let cached: SiteMap | undefined;

/** The crawl of out/ (computed once per worker). Empty when the site is not built. */
export function siteMap(): SiteMap {
  cached ??= crawl();
  return cached;
}

/** The crawled pages; an empty list when out/ is missing (a test of each gate then fails on that). */
export function sitePages(): SitePage[] {
  return siteMap().pages;
}

/**
 * One crawled page per template: pages whose files share a folder of out/ (cursos/*.html, blog/*.html) come
 * from the same route and markup, so the first of them stands for all; every other page is its own template.
 * For the slower checks (a Tab walk through every control) that gain nothing from repeating a template.
 */
export function onePagePerTemplate(): SitePage[] {
  const seen = new Set<string>();
  return sitePages().filter((page) => {
    const template = page.file.includes('/') ? `${path.posix.dirname(page.file)}/*` : page.file;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
