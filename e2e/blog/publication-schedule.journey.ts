import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { load } from 'cheerio';
import sharp from 'sharp';
import { outDir, pageFile } from '../../content/rules/serving';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../content/rules/share-image';
import { PAGEFIND_BUNDLE_ATTRIBUTE, SEARCH_PATH } from '../../content/rules/site-search';
import { htmlFiles } from '../../scripts/html-files';
import { expect, test } from '../support/fixtures';
import { buildCopy, copyProject } from '../support/project-copy';

/**
 * Nothing is published by accident: marketing schedules a post for 10 March (its title opens with an emoji) and keeps
 * another as a draft. A temporary copy is built with no network at all, "on" the evening of 9 March in Londrina (already
 * 10 March in UTC), then on the night of 10 March. Before its day the scheduled post has its page (not indexed) and its
 * share card, drawn without the emoji and without a download, and no list, link, feed nor sitemap names it; on its day
 * it is the blog's newest post. The draft has no page and no mention in either build.
 */

const SCHEDULED = 'dicas-de-inverno-ar-condicionado';
const DRAFT = 'rascunho-revisao-de-precos';
const TITLE = '❄️ Dicas de inverno para o ar-condicionado';

/** A post file as the editor writes it; `fields` are front-matter lines after the title. */
const postFile = (title: string, slug: string, fields: readonly string[], body: string) =>
  [
    '---',
    `title: '${title}'`,
    `slug: ${slug}`,
    ...fields,
    'image:',
    '  src: /images/blog/como-escolher-ar-condicionado-split-ideal.jpg',
    '  alt: Sala com um ar-condicionado split na parede',
    '---',
    '',
    body,
    '',
  ].join('\n');

/** The page report: marketing's own page (not for visitors nor search engines), which shows what is scheduled. */
const PAGE_REPORT = 'admin/paginas.html';

/** Every page of the copy's out/ (but `except` and the page report) that names `slug`: in a link, or in its text. */
function pagesNaming(out: string, slug: string, except: string): string[] {
  return htmlFiles(out)
    .filter((file) => ![except, PAGE_REPORT].includes(path.relative(out, file)))
    .filter((file) => {
      const $ = load(readFileSync(file, 'utf8'));
      return $(`a[href*="/blog/${slug}"]`).length > 0 || $('main').text().includes(slug);
    })
    .map((file) => path.relative(out, file));
}

/**
 * The pages of the copy's site search: the URL of each of Pagefind's fragments (gzip, "pagefind_dcd" and JSON), in
 * the index's folder as the search page names it.
 */
function searchablePages(out: string): string[] {
  const bundle =
    load(readFileSync(path.join(out, pageFile(SEARCH_PATH)), 'utf8'))(`form[${PAGEFIND_BUNDLE_ATTRIBUTE}]`).attr(
      PAGEFIND_BUNDLE_ATTRIBUTE,
    ) ?? '';
  const folder = path.join(out, bundle, 'fragment');
  return readdirSync(folder).map((name) => {
    const text = gunzipSync(readFileSync(path.join(folder, name))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
  });
}

test('a scheduled post waits for its day, in Londrina; a draft never shows; an emoji title builds with no network', async () => {
  test.setTimeout(600_000);
  const dir = copyProject();
  const out = path.join(dir, outDir);
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  try {
    writeFileSync(
      path.join(dir, 'content/posts', `${SCHEDULED}.md`),
      postFile(
        TITLE,
        SCHEDULED,
        [
          "excerpt: 'Filtros, modo aquecimento e a limpeza antes do frio: o que fazer com o ar-condicionado quando o inverno chega a Londrina.'",
          'author: Eng. Ricardo Almeida',
          'date: 2026-03-10',
          'category: Dicas',
        ],
        'No inverno, o ar-condicionado pede outros cuidados.',
      ),
    );
    writeFileSync(
      path.join(dir, 'content/posts', `${DRAFT}.md`),
      postFile(
        'Revisão de preços dos cursos',
        DRAFT,
        [
          "excerpt: 'Um texto ainda em revisão pela equipe, sobre a tabela de preços dos cursos da escola para o próximo semestre letivo.'",
          'author: Equipe da escola',
          'date: 2025-12-01',
          'category: Carreira',
          'draft: true',
        ],
        'Rascunho.',
      ),
    );

    await test.step('built on 9 March, 23:30 in Londrina (10 March in UTC), with no network', () => {
      const result = buildCopy(dir, { env: { SITE_BUILD_TIME: '2026-03-09T23:30:00-03:00' }, offline: true });
      expect(result.ok, result.output).toBe(true);
      expect(result.output).not.toMatch(/fetch failed|ENOTFOUND|Failed to load dynamic font/);
    });

    await test.step('the scheduled post: its page is built and not indexed; nothing lists, links, feeds or maps it', async () => {
      const page = load(read(`blog/${SCHEDULED}.html`));
      expect(page('h1').text()).toContain(TITLE);
      expect(page('meta[name="robots"]').attr('content')).toBe('noindex, follow');
      expect(pagesNaming(out, SCHEDULED, `blog/${SCHEDULED}.html`)).toEqual([]);
      expect(read('blog/feed.xml')).not.toContain(SCHEDULED);
      expect(read('sitemap.xml')).not.toContain(SCHEDULED);
      expect(searchablePages(out), 'the site search does not find it yet').not.toContain(`/blog/${SCHEDULED}`);
      expect(searchablePages(out)).toContain('/blog/fluidos-refrigerantes-r32-r290-o-que-muda');
      const card = await sharp(path.join(out, `og/blog-${SCHEDULED}.jpg`)).metadata();
      expect([card.format, card.width, card.height]).toEqual(['jpeg', SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
      expect(page('meta[property="og:image"]').attr('content')).toMatch(new RegExp(`/og/blog-${SCHEDULED}\\.jpg$`));
      // Marketing sees it waiting in the page report.
      const report = load(read(PAGE_REPORT));
      const entry = report(`article:has(h3:contains("/blog/${SCHEDULED}"))`);
      expect(entry.text()).toContain('Agendado para 10 de março de 2026');
    });

    await test.step('the draft: no page, no mention', () => {
      expect(() => read(`blog/${DRAFT}.html`)).toThrow();
      expect(pagesNaming(out, DRAFT, '')).toEqual([]);
      expect(read(PAGE_REPORT)).not.toContain(DRAFT);
      expect(read('blog/feed.xml')).not.toContain(DRAFT);
      expect(read('sitemap.xml')).not.toContain(DRAFT);
    });

    await test.step('built on 10 March, 00:30 in Londrina: the newest post of the blog, its feed and its sitemap', () => {
      const result = buildCopy(dir, { env: { SITE_BUILD_TIME: '2026-03-10T00:30:00-03:00' }, offline: true });
      expect(result.ok, result.output).toBe(true);
      const blog = load(read('blog.html'));
      expect(blog('main h2 a').first().attr('href')).toBe(`/blog/${SCHEDULED}`);
      expect(load(read('blog/categoria/dicas.html'))('main h2 a').first().attr('href')).toBe(`/blog/${SCHEDULED}`);
      expect(load(read(`blog/${SCHEDULED}.html`))('meta[name="robots"]').length).toBe(0);
      const feed = load(read('blog/feed.xml'), { xml: true });
      expect(feed('item link').first().text()).toMatch(new RegExp(`/blog/${SCHEDULED}$`));
      expect(read('sitemap.xml')).toContain(`/blog/${SCHEDULED}</loc>`);
      expect(searchablePages(out), 'the site search finds it on its day').toContain(`/blog/${SCHEDULED}`);
      expect(() => read(`blog/${DRAFT}.html`)).toThrow();
      expect(pagesNaming(out, DRAFT, '')).toEqual([]);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
