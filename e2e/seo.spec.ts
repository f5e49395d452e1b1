import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import { courses } from '../content/courses';
import { isEditorArea, pageFile } from '../content/rules/serving';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '../content/rules/share-image';
import { expect, test } from './support/fixtures';
import { waitUntilInteractive } from './support/helpers';
import { SEARCH_PATH } from '../content/rules/site-search';

/**
 * Search and WhatsApp sharing, judged on the built site (out/), read straight from the HTML of every indexable page:
 * the tags that Google and WhatsApp read (once each, in <head>, within their lengths), the canonical address, the
 * share image on disk, the structured data, the sitemap and robots.txt. Run `npm run build` first. Marketing sees the
 * same pages at /admin/paginas (e2e/page-report.spec.ts).
 */

const OUT_DIR = path.resolve(__dirname, '..', 'out');
/** The error pages (not found, malformed address): noindex, outside the sitemap. */
const ERROR_PAGE_FILES = new Set(['404.html', '_not-found.html', '400.html']);
const SCHOOL_TYPES = ['EducationalOrganization', 'LocalBusiness'];

// ---------------------------------------------------------------------------------------------------------
// The built files, listed at collection time so that each page gets its own tests.

function htmlFiles(): string[] {
  if (!existsSync(OUT_DIR)) return [];
  return readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'))
    .sort();
}

function urlPathOf(file: string): string {
  const name = file.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

// The editor and its page report (e2e/page-report.spec.ts) are marketing's tools, not pages of the site; the search
// page is a page of results, not of content (tested below).
const indexablePaths = htmlFiles()
  .filter((file) => !ERROR_PAGE_FILES.has(file))
  .map(urlPathOf)
  .filter((urlPath) => !isEditorArea(urlPath) && urlPath !== SEARCH_PATH);
const coursePaths = indexablePaths.filter((urlPath) => /^\/cursos\/[^/]+$/.test(urlPath));
const postPaths = indexablePaths.filter((urlPath) => /^\/blog\/[^/]+$/.test(urlPath));

function fileOf(urlPath: string): string {
  return path.join(OUT_DIR, pageFile(urlPath));
}

function readHtml(urlPath: string): CheerioAPI {
  return load(readFileSync(fileOf(urlPath), 'utf8'));
}

function readOutText(name: string): string {
  const file = path.join(OUT_DIR, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The site's address, from the canonical URL of the home page. */
function siteOrigin(): string {
  return (readHtml('/')('head link[rel="canonical"]').attr('href') ?? '').replace(/\/+$/, '');
}

function expectedCanonical(urlPath: string): string {
  return urlPath === '/' ? siteOrigin() : `${siteOrigin()}${urlPath}`;
}

function sitemapUrls(): string[] {
  return [...readOutText('sitemap.xml').matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Tags, images and structured data, read straight from the HTML

/** Tags that must be in <head>: WhatsApp, Facebook and most crawlers ignore them anywhere else. */
const HEAD_TAGS: Record<string, string> = {
  '<title>': 'title',
  'meta description': 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  'og:title': 'meta[property="og:title"]',
  'og:description': 'meta[property="og:description"]',
  'og:url': 'meta[property="og:url"]',
  'og:image': 'meta[property="og:image"]',
  'og:image:width': 'meta[property="og:image:width"]',
  'og:image:height': 'meta[property="og:image:height"]',
  'og:image:alt': 'meta[property="og:image:alt"]',
  'og:image:type': 'meta[property="og:image:type"]',
  'og:type': 'meta[property="og:type"]',
  'og:locale': 'meta[property="og:locale"]',
  'twitter:card': 'meta[name="twitter:card"]',
};

function headValue($: CheerioAPI, selector: string): string | undefined {
  const element = $('head').find(selector).first();
  return selector === 'title' ? element.text() : (element.attr('content') ?? element.attr('href'));
}

function jsonLdBlocks($: CheerioAPI): { text: string; data: unknown }[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => {
      const text = $(element).text();
      return { text, data: JSON.parse(text) as unknown };
    });
}

/** Objects with an @type in the JSON-LD: top level (or arrays of them) and @graph members. */
function jsonLdObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdObjects);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [record, ...jsonLdObjects(record['@graph'])];
}

function typesOf(object: Record<string, unknown>): string[] {
  const type = object['@type'];
  return (Array.isArray(type) ? type : [type]).filter((name): name is string => typeof name === 'string');
}

function requiredTypes(urlPath: string): string[] {
  if (urlPath === '/cursos') return [...SCHOOL_TYPES, 'ItemList'];
  if (/^\/cursos\/[^/]+$/.test(urlPath)) return [...SCHOOL_TYPES, 'Course', 'BreadcrumbList'];
  if (/^\/blog\/[^/]+$/.test(urlPath)) return [...SCHOOL_TYPES, 'BlogPosting', 'BreadcrumbList'];
  if (/^\/blog\/(categoria|pagina)\//.test(urlPath)) return [...SCHOOL_TYPES, 'BreadcrumbList'];
  return SCHOOL_TYPES;
}

// ---------------------------------------------------------------------------------------------------------

test('the site is built (out/index.html exists) and has indexable pages', () => {
  expect(existsSync(path.join(OUT_DIR, 'index.html')), 'run `npm run build` first').toBe(true);
  expect(indexablePaths.length).toBeGreaterThan(1);
});

for (const urlPath of indexablePaths) {
  test.describe(`SEO of ${urlPath}`, () => {
    test('title, description, canonical, og:* and twitter:card are in <head> once each, with valid values', () => {
      const $ = readHtml(urlPath);
      for (const [name, selector] of Object.entries(HEAD_TAGS)) {
        const inHead = $('head').find(selector).length;
        const outsideSvg = $(selector).filter((_, element) => $(element).closest('svg').length === 0).length;
        expect.soft(inHead, `${name} in <head>, once`).toBe(1);
        expect.soft(outsideSvg, `${name} outside <head>`).toBe(inHead);
        expect.soft(headValue($, selector)?.trim(), `${name} has a value`).toBeTruthy();
      }
      expect(headValue($, 'title')?.length ?? 0, 'title length').toBeLessThanOrEqual(60);
      const description = headValue($, 'meta[name="description"]')?.length ?? 0;
      expect(description, 'description length').toBeGreaterThanOrEqual(70);
      expect(description, 'description length').toBeLessThanOrEqual(160);
      expect(headValue($, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(headValue($, 'meta[property="og:locale"]')).toBe('pt_BR');
      expect(headValue($, 'meta[property="og:type"]')).toBe(postPaths.includes(urlPath) ? 'article' : 'website');
      expect(headValue($, 'meta[name="robots"]') ?? '', 'not noindex').not.toMatch(/\bnoindex\b/);
      const headings = $('h1')
        .toArray()
        .map((element) => $(element).text().trim());
      expect(headings, 'exactly one main heading (h1), with text').toHaveLength(1);
      expect(headings[0]).toBeTruthy();
    });

    test('canonical === og:url === its sitemap entry', () => {
      const $ = readHtml(urlPath);
      const canonical = headValue($, 'link[rel="canonical"]');
      expect(canonical).toBe(expectedCanonical(urlPath));
      expect(headValue($, 'meta[property="og:url"]')).toBe(canonical);
      expect(sitemapUrls().filter((url) => url === canonical)).toHaveLength(1);
    });

    test(`the og:image file exists, is ${SHARE_IMAGE_WIDTH}×${SHARE_IMAGE_HEIGHT} and weighs at most ${SHARE_IMAGE_MAX_BYTES / 1024} KiB`, async () => {
      const $ = readHtml(urlPath);
      const imageUrl = headValue($, 'meta[property="og:image"]') ?? '';
      expect(imageUrl.startsWith(`${siteOrigin()}/`), `og:image "${imageUrl}" on the site's origin`).toBe(true);
      expect(headValue($, 'meta[property="og:image:width"]')).toBe(String(SHARE_IMAGE_WIDTH));
      expect(headValue($, 'meta[property="og:image:height"]')).toBe(String(SHARE_IMAGE_HEIGHT));
      const file = path.join(OUT_DIR, decodeURIComponent(new URL(imageUrl).pathname));
      expect(existsSync(file), `${file} exists`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height }).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
      expect(['jpeg', 'png']).toContain(format);
      expect(headValue($, 'meta[property="og:image:type"]')).toBe(`image/${format}`);
      expect(statSync(file).size).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
    });

    test('JSON-LD parses, escapes "<" and has the expected types', () => {
      const blocks = jsonLdBlocks(readHtml(urlPath));
      for (const block of blocks) expect(block.text).not.toContain('<');
      const objects = blocks.flatMap((block) => jsonLdObjects(block.data));
      const types = objects.flatMap(typesOf);
      for (const type of requiredTypes(urlPath)) expect(types, `JSON-LD type ${type}`).toContain(type);
      for (const posting of objects.filter((object) => typesOf(object).includes('BlogPosting'))) {
        expect(String(posting.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/);
      }
    });
  });
}

test('titles and descriptions are unique across pages', () => {
  for (const selector of ['title', 'meta[name="description"]']) {
    const values = indexablePaths.map((urlPath) => headValue(readHtml(urlPath), selector));
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated, `repeated ${selector}`).toEqual([]);
  }
});

test('the sitemap lists exactly the indexable pages, at their canonical URLs', () => {
  const expected = indexablePaths.map(expectedCanonical).sort();
  expect([...sitemapUrls()].sort()).toEqual(expected);
});

test('the search page has its title, description and share card, asks not to be indexed (its links are followed), and is not in the sitemap', async () => {
  const $ = readHtml(SEARCH_PATH);
  expect($('head > title').text()).toBe('Buscar no site | Frio Norte');
  expect(headValue($, 'meta[name="description"]')?.length ?? 0).toBeGreaterThanOrEqual(70);
  expect(headValue($, 'meta[name="robots"]')).toBe('noindex, follow');
  expect(headValue($, 'link[rel="canonical"]')).toBe(expectedCanonical(SEARCH_PATH));
  expect([...sitemapUrls()].map((url) => new URL(url).pathname)).not.toContain(SEARCH_PATH);
  // A search shared on WhatsApp previews as every other page does: the whole card, once each, in <head>.
  for (const [name, selector] of Object.entries(HEAD_TAGS)) {
    expect.soft($('head').find(selector).length, `${name} in <head>, once`).toBe(1);
    expect.soft(headValue($, selector)?.trim(), `${name} has a value`).toBeTruthy();
  }
  expect(headValue($, 'meta[property="og:url"]')).toBe(expectedCanonical(SEARCH_PATH));
  expect(headValue($, 'meta[property="og:title"]')).toBe('Buscar no site | Frio Norte');
  const image = path.join(OUT_DIR, new URL(headValue($, 'meta[property="og:image"]') ?? '').pathname);
  expect(await sharp(image).metadata()).toMatchObject({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
});

test('404.html is noindex and absent from the sitemap', () => {
  const $ = load(readOutText('404.html'));
  const robots = $('head meta[name="robots"]')
    .toArray()
    .map((element) => $(element).attr('content') ?? '');
  expect(robots.some((content) => /\bnoindex\b/.test(content))).toBe(true);
  for (const url of sitemapUrls()) expect(new URL(url).pathname).not.toMatch(/^\/(404|_not-found|400)(\.html)?$/);
});

test('robots.txt allows everything and names the sitemap', () => {
  const robots = readOutText('robots.txt');
  expect(robots).toMatch(/^User-Agent:\s*\*\s*$/im);
  expect(robots).toMatch(/^Allow:\s*\/\s*$/im);
  expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/im);
  const sitemaps = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((match) => match[1]);
  expect(sitemaps).toEqual([`${siteOrigin()}/sitemap.xml`]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a course page has its og:image in document.head', async ({ page }) => {
    const first = courses[0];
    expect(first).toBeDefined();
    const urlPath = `/cursos/${first?.slug}`;
    await page.goto(urlPath);
    const expected = headValue(readHtml(urlPath), 'meta[property="og:image"]');
    expect(expected).toBeTruthy();
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', expected ?? '');
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      String(SHARE_IMAGE_WIDTH),
    );
  });
});

for (const urlPath of [...coursePaths, ...postPaths]) {
  test(`${urlPath} can be shared on WhatsApp and its link copied`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(urlPath);
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(expectedCanonical(urlPath));

    const links = await page.getByRole('link', { name: 'Compartilhar no WhatsApp' }).all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith('https://wa.me/?text=')).toBe(true);
      expect(href).toContain(encodeURIComponent(canonical ?? ''));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }

    const copy = page.getByRole('button', { name: 'Copiar link' }).first();
    await waitUntilInteractive(page);
    await copy.click();
    await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });
}
