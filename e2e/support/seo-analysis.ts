/**
 * Judges the BUILT site (out/) the way search engines and WhatsApp see it: one report per HTML file, with the
 * tags found, where they are (inside <head> or not), the share image on disk and the JSON-LD blocks, plus
 * errors and warnings written in pt-BR for the marketing team.
 *
 * Deliberately independent of the site's code: nothing here imports from app/, components/, lib/ or content/ but
 * content/rules/, so a bug there cannot hide itself from this report. The limits it judges by are the site's own
 * rules, read from their one home (content/rules/): a limit changed there is checked here at once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '../../content/rules/search-results';
import { isEditorArea } from '../../content/rules/serving';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '../../content/rules/share-image';

export const SHARE_IMAGE_RATIO = SHARE_IMAGE_WIDTH / SHARE_IMAGE_HEIGHT;
export const SHARE_IMAGE_RATIO_TOLERANCE = 0.05;

export type PageKind = 'home' | 'page' | 'course-list' | 'course' | 'blog' | 'post' | 'error';

interface TagRule<Name extends string = string> {
  name: Name;
  /** On an indexable page: an error when missing (required), a warning (recommended), or only read (optional). */
  need: 'required' | 'recommended' | 'optional';
  /** May legitimately appear more than once (several share images). */
  repeatable?: boolean;
  /** How the messages name it, when "a tag <name>" would not do. */
  label?: string;
}

/** Every tag the report reads, by the name marketing sees in the report, in the order it checks them. */
const TAGS = [
  { name: 'title', need: 'required', label: 'o título (<title>)' },
  { name: 'description', need: 'required', label: 'a descrição (<meta name="description">)' },
  { name: 'canonical', need: 'required', label: 'o endereço canônico (<link rel="canonical">)' },
  { name: 'robots', need: 'optional', label: 'a tag robots' },
  { name: 'og:title', need: 'required' },
  { name: 'og:description', need: 'required' },
  { name: 'og:url', need: 'required' },
  { name: 'og:type', need: 'required' },
  { name: 'og:locale', need: 'required' },
  { name: 'og:site_name', need: 'required' },
  { name: 'og:image', need: 'required', repeatable: true },
  { name: 'og:image:width', need: 'required', repeatable: true },
  { name: 'og:image:height', need: 'required', repeatable: true },
  { name: 'og:image:alt', need: 'required', repeatable: true },
  { name: 'og:image:type', need: 'required', repeatable: true },
  { name: 'twitter:card', need: 'required' },
  { name: 'twitter:title', need: 'recommended' },
  { name: 'twitter:description', need: 'recommended' },
  { name: 'twitter:image', need: 'recommended' },
] as const satisfies readonly TagRule[];

export type TagName = (typeof TAGS)[number]['name'];

/** The same list, each entry with every field of TagRule (the literal entries only have the fields they set). */
const TAG_RULES: readonly TagRule<TagName>[] = TAGS;

export const TAG_NAMES: readonly TagName[] = TAG_RULES.map((rule) => rule.name);

export interface FoundTag {
  /** Value of the first occurrence (text of <title>, content of <meta>, href of <link>). */
  value: string;
  /** Whether the first occurrence is inside <head>. */
  inHead: boolean;
  /** Whether every occurrence is inside <head>. */
  allInHead: boolean;
  count: number;
}

export interface JsonLdBlock {
  text: string;
  inHead: boolean;
  data?: unknown;
  parseError?: string;
  /** Every @type of the block: top-level (string or array) and the items of @graph. */
  types: string[];
  /** A raw "<" in the script text could close the element: it must be written as \u003c. */
  hasRawLessThan: boolean;
}

export interface ShareImageInfo {
  url: string;
  /** Absolute path of the file under out/ the URL points to, when the URL is on the site's own origin. */
  file?: string;
  exists: boolean;
  format?: string;
  width?: number;
  height?: number;
  bytes?: number;
  readError?: string;
}

export interface PageReport {
  /** File relative to out/, with forward slashes. */
  file: string;
  /** URL path the static host serves the file at. */
  path: string;
  kind: PageKind;
  /** Pages meant for search engines: every page except the error pages (not found, malformed address). */
  indexable: boolean;
  tags: Record<TagName, FoundTag | null>;
  h1: string[];
  jsonLd: JsonLdBlock[];
  jsonLdTypes: string[];
  image: ShareImageInfo | null;
  inSitemap: boolean;
  errors: string[];
  warnings: string[];
}

export interface SitemapInfo {
  exists: boolean;
  urls: string[];
}

export interface RobotsInfo {
  exists: boolean;
  content: string;
  sitemaps: string[];
}

export interface SiteReport {
  outDir: string;
  siteUrl: string;
  pages: PageReport[];
  sitemap: SitemapInfo;
  robots: RobotsInfo;
  /** Problems of the site as a whole (sitemap.xml, robots.txt). */
  errors: string[];
  warnings: string[];
}

// ---------------------------------------------------------------------------------------------------------
// Files and paths

/** Every *.html under outDir (outside _next/), relative, with forward slashes, sorted. */
export function listHtmlFiles(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relative !== '_next') walk(path.join(dir, entry.name), relative);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        found.push(relative);
      }
    }
  };
  walk(outDir, '');
  return found.sort();
}

/** index.html → "/", foo.html → "/foo", cursos/x.html → "/cursos/x", 404.html → "/404". */
export function fileToUrlPath(file: string): string {
  const withoutExtension = file.replace(/\\/g, '/').replace(/\.html$/, '');
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension.replace(/\/index$/, '')}`;
}

/** The pages a server answers errors with: not found (404.html, and Next.js's own _not-found.html), malformed address. */
const ERROR_PAGES = ['/404', '/_not-found', '/400'];

export function pageKind(urlPath: string): PageKind {
  if (urlPath === '/') return 'home';
  if (ERROR_PAGES.includes(urlPath)) return 'error';
  if (urlPath === '/cursos') return 'course-list';
  if (/^\/cursos\/[^/]+$/.test(urlPath)) return 'course';
  if (urlPath === '/blog') return 'blog';
  if (/^\/blog\/[^/]+$/.test(urlPath)) return 'post';
  return 'page';
}

/** "https://x.com/" and "https://x.com" are the same URL: compare bare origins without the slash. */
export function normaliseUrl(url: string): string {
  return /^https?:\/\/[^/]+\/$/.test(url) ? url.slice(0, -1) : url;
}

export function expectedCanonical(siteUrl: string, urlPath: string): string {
  return urlPath === '/' ? siteUrl : `${siteUrl}${urlPath}`;
}

// ---------------------------------------------------------------------------------------------------------
// Reading one HTML file

type Selection = ReturnType<CheerioAPI>;

function readTag($: CheerioAPI, elements: Selection, read: (element: Selection) => string | undefined): FoundTag | null {
  if (elements.length === 0) return null;
  const insideHead = elements.toArray().map((element) => $(element).closest('head').length > 0);
  return {
    value: (read(elements.first()) ?? '').trim(),
    inHead: insideHead[0] ?? false,
    allInHead: insideHead.every(Boolean),
    count: elements.length,
  };
}

function metaSelector(name: TagName): string {
  if (name === 'description' || name === 'robots') return `meta[name="${name}"]`;
  if (name.startsWith('twitter:')) return `meta[name="${name}"], meta[property="${name}"]`;
  return `meta[property="${name}"]`;
}

function readTags($: CheerioAPI): Record<TagName, FoundTag | null> {
  const tags = {} as Record<TagName, FoundTag | null>;
  for (const name of TAG_NAMES) {
    if (name === 'title') {
      // <title> inside an inline SVG is the icon's label, not the document title.
      const titles = $('title').filter((_, element) => $(element).closest('svg').length === 0);
      tags.title = readTag($, titles, (element) => element.text());
    } else if (name === 'canonical') {
      tags.canonical = readTag($, $('link[rel~="canonical"]'), (element) => element.attr('href'));
    } else {
      tags[name] = readTag($, $(metaSelector(name)), (element) => element.attr('content'));
    }
  }
  return tags;
}

function collectJsonLdTypes(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item) => collectJsonLdTypes(item, into));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  for (const name of Array.isArray(type) ? type : [type]) {
    if (typeof name === 'string' && !into.includes(name)) into.push(name);
  }
  if (record['@graph']) collectJsonLdTypes(record['@graph'], into);
}

function readJsonLd($: CheerioAPI): JsonLdBlock[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element): JsonLdBlock => {
      const text = $(element).text();
      const block: JsonLdBlock = {
        text,
        inHead: $(element).closest('head').length > 0,
        types: [],
        hasRawLessThan: text.includes('<'),
      };
      try {
        block.data = JSON.parse(text);
        collectJsonLdTypes(block.data, block.types);
      } catch (error) {
        block.parseError = error instanceof Error ? error.message : String(error);
      }
      return block;
    });
}

function readPage(outDir: string, file: string): PageReport {
  const $ = load(readFileSync(path.join(outDir, file), 'utf8'));
  const urlPath = fileToUrlPath(file);
  const kind = pageKind(urlPath);
  const jsonLd = readJsonLd($);
  return {
    file,
    path: urlPath,
    kind,
    indexable: kind !== 'error',
    tags: readTags($),
    h1: $('h1')
      .toArray()
      .map((element) => $(element).text().replace(/\s+/g, ' ').trim()),
    jsonLd,
    jsonLdTypes: [...new Set(jsonLd.flatMap((block) => block.types))],
    image: null,
    inSitemap: false,
    errors: [],
    warnings: [],
  };
}

// ---------------------------------------------------------------------------------------------------------
// sitemap.xml, robots.txt and the share image on disk

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function readSitemap(outDir: string): SitemapInfo {
  const file = path.join(outDir, 'sitemap.xml');
  if (!existsSync(file)) return { exists: false, urls: [] };
  const xml = readFileSync(file, 'utf8');
  const urls = [...xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/g)].map((match) => decodeXml(match[1] ?? ''));
  return { exists: true, urls };
}

export function readRobots(outDir: string): RobotsInfo {
  const file = path.join(outDir, 'robots.txt');
  if (!existsSync(file)) return { exists: false, content: '', sitemaps: [] };
  const content = readFileSync(file, 'utf8');
  const sitemaps = content
    .split(/\r?\n/)
    .map((line) => /^\s*sitemap\s*:\s*(\S+)/i.exec(line)?.[1])
    .filter((url): url is string => Boolean(url));
  return { exists: true, content, sitemaps };
}

/** The file under out/ an image URL on the site's origin points to (undefined for other origins). */
function localFileFor(outDir: string, imageUrl: string, siteUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return undefined;
  }
  if (!siteUrl || url.origin !== new URL(siteUrl).origin) return undefined;
  const root = path.resolve(outDir);
  const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

async function readShareImage(outDir: string, imageUrl: string, siteUrl: string): Promise<ShareImageInfo> {
  const file = localFileFor(outDir, imageUrl, siteUrl);
  const info: ShareImageInfo = { url: imageUrl, file, exists: Boolean(file && existsSync(file)) };
  if (!file || !info.exists) return info;
  try {
    info.bytes = statSync(file).size;
    const metadata = await sharp(file).metadata();
    info.format = metadata.format;
    info.width = metadata.width;
    info.height = metadata.height;
  } catch (error) {
    info.readError = error instanceof Error ? error.message : String(error);
  }
  return info;
}

// ---------------------------------------------------------------------------------------------------------
// Checks of one page. Each pushes pt-BR messages into page.errors / page.warnings.

function tagLabel(name: TagName): string {
  return TAG_RULES.find((rule) => rule.name === name)?.label ?? `a tag ${name}`;
}

function checkRequiredTags(page: PageReport): void {
  for (const { name, need } of TAG_RULES) {
    if (page.tags[name]?.value) continue;
    if (need === 'required') page.errors.push(`Falta ${tagLabel(name)}`);
    else if (need === 'recommended') page.warnings.push(`Falta ${tagLabel(name)} (o X/Twitter usa a do og:*)`);
  }
}

/** Next can stream metadata into <body>; WhatsApp and Facebook only read tags inside <head>. */
function checkHeadPlacement(page: PageReport): void {
  for (const { name, repeatable } of TAG_RULES) {
    const tag = page.tags[name];
    if (!tag) continue;
    if (!tag.allInHead) {
      page.errors.push(`${capitalise(tagLabel(name))} está fora do <head>: WhatsApp, Facebook e Google podem não lê-la`);
    }
    // Next adds its own robots tag to the not-found page next to ours: harmless there.
    if (tag.count > 1 && page.indexable && !repeatable) {
      page.warnings.push(`${capitalise(tagLabel(name))} aparece ${tag.count} vezes; deve aparecer uma vez só`);
    }
  }
}

function checkTitle(page: PageReport): void {
  const title = page.tags.title?.value;
  if (title && title.length > MAX_TITLE_LENGTH) {
    page.errors.push(`Título com ${title.length} caracteres (máximo ${MAX_TITLE_LENGTH})`);
  }
}

function checkDescription(page: PageReport): void {
  const description = page.tags.description?.value;
  if (!description) return;
  if (description.length < MIN_DESCRIPTION_LENGTH) {
    page.errors.push(`Descrição com ${description.length} caracteres (mínimo ${MIN_DESCRIPTION_LENGTH})`);
  } else if (description.length > MAX_DESCRIPTION_LENGTH) {
    page.errors.push(`Descrição com ${description.length} caracteres (máximo ${MAX_DESCRIPTION_LENGTH})`);
  }
}

function checkCanonical(page: PageReport, siteUrl: string): void {
  const canonical = page.tags.canonical?.value;
  if (!canonical) return;
  if (!/^https?:\/\/[^/]+/.test(canonical)) {
    page.errors.push(`O endereço canônico "${canonical}" não é absoluto (deve começar com https://)`);
    return;
  }
  if (canonical.startsWith('http://')) page.warnings.push(`O endereço canônico "${canonical}" usa http:// em vez de https://`);
  if (canonical.endsWith('/') && !/^https?:\/\/[^/]+\/$/.test(canonical)) {
    page.errors.push(`O endereço canônico "${canonical}" termina com "/" (o site usa endereços sem barra no final)`);
  }
  const expected = expectedCanonical(siteUrl, page.path);
  if (siteUrl && normaliseUrl(canonical) !== expected) {
    page.errors.push(`O endereço canônico é "${canonical}", mas deveria ser "${expected}"`);
  }
  const ogUrl = page.tags['og:url']?.value;
  if (ogUrl && normaliseUrl(ogUrl) !== normaliseUrl(canonical)) {
    page.errors.push(`og:url ("${ogUrl}") é diferente do endereço canônico ("${canonical}")`);
  }
}

function checkOpenGraph(page: PageReport): void {
  const locale = page.tags['og:locale']?.value;
  if (locale && locale !== 'pt_BR') page.errors.push(`og:locale é "${locale}"; deve ser "pt_BR"`);
  const type = page.tags['og:type']?.value;
  const expectedType = page.kind === 'post' ? 'article' : 'website';
  if (type && type !== expectedType) page.warnings.push(`og:type é "${type}"; o esperado aqui é "${expectedType}"`);
}

function checkTwitter(page: PageReport): void {
  const card = page.tags['twitter:card']?.value;
  if (card && card !== 'summary_large_image') {
    page.errors.push(`twitter:card é "${card}"; deve ser "summary_large_image" (imagem grande)`);
  }
}

function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

function integerTag(page: PageReport, name: TagName): number | undefined {
  const value = page.tags[name]?.value;
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) {
    page.errors.push(`${name} é "${value}"; deve ser um número inteiro de pixels`);
    return undefined;
  }
  return Number(value);
}

function checkImageDimensions(page: PageReport, image: ShareImageInfo): void {
  const { width, height } = image;
  if (!width || !height) return;
  const declaredWidth = integerTag(page, 'og:image:width');
  const declaredHeight = integerTag(page, 'og:image:height');
  if (declaredWidth !== undefined && declaredWidth !== width) {
    page.errors.push(`og:image:width diz ${declaredWidth}, mas a imagem tem ${width} px de largura`);
  }
  if (declaredHeight !== undefined && declaredHeight !== height) {
    page.errors.push(`og:image:height diz ${declaredHeight}, mas a imagem tem ${height} px de altura`);
  }
  const ratio = width / height;
  if (Math.abs(ratio - SHARE_IMAGE_RATIO) > SHARE_IMAGE_RATIO_TOLERANCE) {
    page.errors.push(
      `Imagem de compartilhamento com ${width}×${height} (proporção ${ratio.toFixed(2).replace('.', ',')}); ` +
        `use ${SHARE_IMAGE_WIDTH}×${SHARE_IMAGE_HEIGHT} (proporção 1,91)`,
    );
  } else if (width !== SHARE_IMAGE_WIDTH || height !== SHARE_IMAGE_HEIGHT) {
    page.warnings.push(`Imagem de compartilhamento com ${width}×${height}; o recomendado é ${SHARE_IMAGE_WIDTH}×${SHARE_IMAGE_HEIGHT}`);
  }
}

function checkImage(page: PageReport): void {
  const image = page.image;
  const url = page.tags['og:image']?.value;
  if (!url) return;
  if (!/^https?:\/\//.test(url)) {
    page.errors.push(`og:image "${url}" não é um endereço absoluto (deve começar com https://)`);
    return;
  }
  if (!image?.file) {
    page.warnings.push(`A imagem ${url} fica fora do site: não foi possível conferi-la`);
    return;
  }
  const local = new URL(url).pathname;
  if (!image.exists) {
    page.errors.push(`A imagem de compartilhamento ${local} não existe em out/`);
    return;
  }
  if (image.readError) {
    page.errors.push(`A imagem ${local} não pôde ser lida: ${image.readError}`);
    return;
  }
  if (image.format !== 'jpeg' && image.format !== 'png') {
    page.errors.push(`A imagem ${local} está em ${image.format ?? 'formato desconhecido'}; use JPEG ou PNG`);
  }
  const declaredType = page.tags['og:image:type']?.value;
  if (declaredType && image.format && declaredType !== `image/${image.format}`) {
    page.errors.push(`og:image:type diz "${declaredType}", mas a imagem é image/${image.format}`);
  }
  checkImageDimensions(page, image);
  if (image.bytes !== undefined && image.bytes > SHARE_IMAGE_MAX_BYTES) {
    page.errors.push(
      `A imagem ${local} tem ${formatKb(image.bytes)} (máximo ${formatKb(SHARE_IMAGE_MAX_BYTES)}; o WhatsApp não mostra imagens maiores)`,
    );
  }
}

const SCHOOL_TYPES = ['EducationalOrganization', 'LocalBusiness'];

export const REQUIRED_JSON_LD_TYPES: Record<PageKind, string[]> = {
  home: SCHOOL_TYPES,
  page: SCHOOL_TYPES,
  blog: SCHOOL_TYPES,
  'course-list': [...SCHOOL_TYPES, 'ItemList'],
  course: [...SCHOOL_TYPES, 'Course', 'BreadcrumbList'],
  post: [...SCHOOL_TYPES, 'BlogPosting', 'BreadcrumbList'],
  error: [],
};

function findJsonLdObjects(blocks: readonly JsonLdBlock[], type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const types = Array.isArray(record['@type']) ? record['@type'] : [record['@type']];
    if (types.includes(type)) found.push(record);
    if (record['@graph']) visit(record['@graph']);
  };
  blocks.forEach((block) => visit(block.data));
  return found;
}

/** "2025-11-04", or a full ISO date-time that starts with it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function checkBlogPostingDate(page: PageReport): void {
  for (const posting of findJsonLdObjects(page.jsonLd, 'BlogPosting')) {
    const date = posting.datePublished;
    if (typeof date !== 'string' || !ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
      page.errors.push(`BlogPosting.datePublished é ${JSON.stringify(date)}; use a data no formato AAAA-MM-DD`);
    }
  }
}

function checkJsonLd(page: PageReport): void {
  page.jsonLd.forEach((block, index) => {
    const label = `JSON-LD (bloco ${index + 1})`;
    if (block.parseError) page.errors.push(`${label} inválido: ${block.parseError}`);
    if (block.hasRawLessThan) page.errors.push(`${label} tem "<" sem escape; deve ser escrito \\u003c`);
  });
  for (const type of REQUIRED_JSON_LD_TYPES[page.kind]) {
    if (!page.jsonLdTypes.includes(type)) page.errors.push(`Falta o dado estruturado ${type} (JSON-LD)`);
  }
  if (page.kind === 'post') checkBlogPostingDate(page);
}

function checkH1(page: PageReport): void {
  if (page.h1.length === 0) page.errors.push('A página não tem título principal (h1)');
  else if (page.h1.length > 1) page.errors.push(`A página tem ${page.h1.length} títulos principais (h1); deve ter exatamente 1`);
}

function isNoindex(page: PageReport): boolean {
  return /\bnoindex\b/i.test(page.tags.robots?.value ?? '');
}

function checkIndexing(page: PageReport, sitemap: SitemapInfo, siteUrl: string): void {
  if (!page.indexable) {
    if (!isNoindex(page)) page.errors.push(`A página de erro ${page.path} deve ter <meta name="robots" content="noindex">`);
    const ownUrls = [expectedCanonical(siteUrl, page.path), page.tags.canonical?.value].filter(Boolean);
    if (sitemap.urls.some((url) => ownUrls.includes(normaliseUrl(url)))) {
      page.errors.push(`A página de erro ${page.path} está no sitemap.xml; ela não deve ser indexada`);
    }
    return;
  }
  if (isNoindex(page)) page.errors.push('A página está marcada como noindex: o Google não vai mostrá-la');
  const canonical = page.tags.canonical?.value;
  if (!sitemap.exists || !canonical) return;
  page.inSitemap = sitemap.urls.some((url) => normaliseUrl(url) === normaliseUrl(canonical));
  if (!page.inSitemap) page.errors.push(`O endereço canônico "${canonical}" não está no sitemap.xml`);
}

function checkIndexablePage(page: PageReport, report: SiteReport): void {
  checkRequiredTags(page);
  checkTitle(page);
  checkDescription(page);
  checkCanonical(page, report.siteUrl);
  checkOpenGraph(page);
  checkTwitter(page);
  checkImage(page);
  checkJsonLd(page);
  checkH1(page);
}

// ---------------------------------------------------------------------------------------------------------
// Checks across pages and of the site's files

function checkDuplicates(pages: readonly PageReport[], tag: 'title' | 'description', repeated: string): void {
  const byValue = new Map<string, PageReport[]>();
  for (const page of pages) {
    const value = page.tags[tag]?.value;
    if (value) byValue.set(value, [...(byValue.get(value) ?? []), page]);
  }
  for (const group of byValue.values()) {
    if (group.length < 2) continue;
    for (const page of group) {
      const others = group.filter((other) => other !== page).map((other) => other.path);
      page.errors.push(`${repeated} ${others.join(', ')}`);
    }
  }
}

function checkSitemap(report: SiteReport): void {
  if (!report.sitemap.exists) {
    report.errors.push('Falta o arquivo sitemap.xml em out/');
    return;
  }
  const canonicals = new Set(
    report.pages.flatMap((page) => (page.indexable && page.tags.canonical ? [normaliseUrl(page.tags.canonical.value)] : [])),
  );
  const seen = new Set<string>();
  for (const url of report.sitemap.urls) {
    const normalised = normaliseUrl(url);
    if (seen.has(normalised)) report.errors.push(`O sitemap.xml lista "${url}" mais de uma vez`);
    seen.add(normalised);
    if (!canonicals.has(normalised)) {
      report.errors.push(`O sitemap.xml lista "${url}", que não é o endereço canônico de nenhuma página indexável`);
    }
  }
}

function checkRobots(report: SiteReport): void {
  const { robots, siteUrl } = report;
  if (!robots.exists) {
    report.errors.push('Falta o arquivo robots.txt em out/');
    return;
  }
  const lines = robots.content.split(/\r?\n/).map((line) => line.replace(/#.*/, '').trim().toLowerCase());
  if (!lines.some((line) => /^user-agent\s*:\s*\*$/.test(line))) {
    report.errors.push('O robots.txt não tem a linha "User-agent: *"');
  }
  if (lines.some((line) => /^disallow\s*:\s*\/\s*$/.test(line))) {
    report.errors.push('O robots.txt bloqueia o site inteiro ("Disallow: /")');
  } else if (!lines.some((line) => /^allow\s*:\s*\/$/.test(line) || /^disallow\s*:\s*$/.test(line))) {
    report.warnings.push('O robots.txt não diz "Allow: /"');
  }
  const expected = `${siteUrl}/sitemap.xml`;
  if (robots.sitemaps.length === 0) report.errors.push(`O robots.txt não indica o sitemap (esperado "Sitemap: ${expected}")`);
  else if (!robots.sitemaps.includes(expected)) {
    report.errors.push(`O robots.txt indica o sitemap "${robots.sitemaps.join(', ')}"; o esperado é "${expected}"`);
  }
}

function inferSiteUrl(pages: readonly PageReport[]): string {
  const home = pages.find((page) => page.path === '/');
  const url = home?.tags.canonical?.value || home?.tags['og:url']?.value || '';
  return url.replace(/\/+$/, '');
}

/** The home page first, other pages by path, the error pages last. */
function byIndexableThenPath(a: PageReport, b: PageReport): number {
  if (a.indexable !== b.indexable) return a.indexable ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Reads every page of the built site in outDir and checks it. siteUrl (e.g. "https://www.escola.com.br") is
 * taken from the canonical URL of index.html when not given. Async because image sizes are read with sharp.
 */
export async function analyseSite(outDir: string, siteUrl?: string): Promise<SiteReport> {
  // The editor and its page report are marketing's tools, not pages of the site (noindex, out of the sitemap).
  const pages = listHtmlFiles(outDir)
    .filter((file) => !isEditorArea(fileToUrlPath(file)))
    .map((file) => readPage(outDir, file))
    .sort(byIndexableThenPath);
  const report: SiteReport = {
    outDir,
    siteUrl: (siteUrl ?? inferSiteUrl(pages)).replace(/\/+$/, ''),
    pages,
    sitemap: readSitemap(outDir),
    robots: readRobots(outDir),
    errors: [],
    warnings: [],
  };
  if (!report.siteUrl) report.errors.push('Não foi possível descobrir o endereço do site: index.html não tem endereço canônico');
  else if (!report.siteUrl.startsWith('https://')) report.warnings.push(`O endereço do site (${report.siteUrl}) não usa https://`);

  for (const page of pages) {
    const imageUrl = page.tags['og:image']?.value;
    if (imageUrl) page.image = await readShareImage(outDir, imageUrl, report.siteUrl);
  }
  for (const page of pages) {
    checkHeadPlacement(page);
    if (page.indexable) checkIndexablePage(page, report);
    checkIndexing(page, report.sitemap, report.siteUrl);
  }
  const indexable = pages.filter((page) => page.indexable);
  checkDuplicates(indexable, 'title', 'Título repetido: igual ao de');
  checkDuplicates(indexable, 'description', 'Descrição repetida: igual à de');
  checkSitemap(report);
  checkRobots(report);
  return report;
}

/** Whether the page's share image is on disk, JPEG or PNG, ≈1200×630 as declared, and light enough. */
export function isShareImageOk(page: PageReport): boolean {
  const image = page.image;
  if (!image?.exists || image.readError || !image.width || !image.height || image.bytes === undefined) return false;
  const declared = [page.tags['og:image:width']?.value, page.tags['og:image:height']?.value];
  return (
    (image.format === 'jpeg' || image.format === 'png') &&
    declared[0] === String(image.width) &&
    declared[1] === String(image.height) &&
    Math.abs(image.width / image.height - SHARE_IMAGE_RATIO) <= SHARE_IMAGE_RATIO_TOLERANCE &&
    image.bytes <= SHARE_IMAGE_MAX_BYTES
  );
}

/** Number of errors in the whole report (pages and site files). */
export function countErrors(report: SiteReport): number {
  return report.errors.length + report.pages.reduce((total, page) => total + page.errors.length, 0);
}
