import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { posts as sitePosts } from '../../content/posts';
import { BLOG_PAGE_SIZE, FEED_SIZE, RELATED_POSTS } from '../../content/rules/blog';
import { expect, test } from '../support/fixtures';
import { generatedPost, writeGeneratedPosts } from '../support/generated-posts';
import { buildCopy, copyProject, serveCopy } from '../support/project-copy';

/**
 * A blog that has grown: the site's posts and GENERATED more, built in a temporary copy and served by the site's own
 * server. A reader pages through /blog and every category, opens a post and follows what it offers next; a search engine
 * reads the sitemap and the feed; an address past the last page is the not-found page.
 */

const GENERATED = 30;
const PORT = 4176;
const site = `http://127.0.0.1:${PORT}`;
const categorySlugs: Record<string, string> = {
  Dicas: 'dicas',
  Manutenção: 'manutencao',
  Tecnologia: 'tecnologia',
  Carreira: 'carreira',
};

/** Every post of the grown blog, newest first: the site's own, then the generated ones (dated before them). */
const allPosts = [
  ...sitePosts.map(({ slug, category, title }) => ({ slug, category, title })),
  ...Array.from({ length: GENERATED }, (_, index) => generatedPost(index + 1)).map(({ slug, category, title }) => ({
    slug,
    category,
    title,
  })),
];

/** The list section of a list page ("Artigos" or "Artigos, página 2 de 3"). */
const list = (page: Page) => page.getByRole('region', { name: /^Artigos/ });

/** The posts a list page shows, by slug, in order. */
async function listedSlugs(page: Page): Promise<string[]> {
  const links = list(page).getByRole('heading', { level: 2 }).getByRole('link');
  return (await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''))).map(
    (href) => href.replace('/blog/', ''),
  );
}

/** Follows "Próxima" from `start` to the last page; the posts of each page, and each page's address. */
async function walk(page: Page, start: string): Promise<{ paths: string[]; pages: string[][] }> {
  const paths: string[] = [];
  const pages: string[][] = [];
  await page.goto(`${site}${start}`);
  for (;;) {
    paths.push(new URL(page.url()).pathname);
    pages.push(await listedSlugs(page));
    const next = page.getByRole('navigation', { name: /^Páginas/ }).getByRole('link', { name: 'Próxima' });
    if ((await next.count()) === 0) return { paths, pages };
    await next.click();
    await page.waitForURL((url) => url.pathname !== paths.at(-1));
  }
}

const head = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

test('a grown blog pages by twelve, lists each category, links each post onwards, and tells search engines', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const dir = copyProject();
  let server: ChildProcess | undefined;
  try {
    await test.step(`${GENERATED} more posts, one build`, async () => {
      writeGeneratedPosts(dir, GENERATED);
      const build = buildCopy(dir);
      expect(build.ok, build.output.slice(-3000)).toBe(true);
      server = await serveCopy(dir, PORT);
    });

    await test.step('/blog shows the twelve newest; following "Próxima" reaches every post exactly once', async () => {
      const { paths, pages } = await walk(page, '/blog');
      const total = Math.ceil(allPosts.length / BLOG_PAGE_SIZE);
      expect(paths).toEqual(['/blog', ...Array.from({ length: total - 1 }, (_, index) => `/blog/pagina/${index + 2}`)]);
      expect(pages[0]).toEqual(allPosts.slice(0, BLOG_PAGE_SIZE).map(({ slug }) => slug));
      for (const shown of pages) expect(shown.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
      expect(pages.flat()).toEqual(allPosts.map(({ slug }) => slug));
      expect(await page.title()).toBe(`Blog — página ${total} | Frio Norte`);
      expect(await head(page, 'link[rel="canonical"]', 'href')).toMatch(new RegExp(`/blog/pagina/${total}$`));
      const lastPageCard = await head(page, 'meta[property="og:image"]');
      await expect(
        page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Blog' }),
      ).toHaveAttribute('href', '/blog');
      // The numbered links reach any page directly; the current one is marked.
      await page.goto(`${site}/blog`);
      expect(await head(page, 'meta[property="og:image"]'), "the later pages share the blog's card").toBe(lastPageCard);
      await expect(
        page.getByRole('navigation', { name: 'Páginas do blog' }).getByRole('link', { name: `Página ${total}` }),
      ).toHaveAttribute('href', `/blog/pagina/${total}`);
      await expect(
        page.getByRole('navigation', { name: 'Páginas do blog' }).locator('[aria-current="page"]'),
      ).toHaveText('Página 1');
    });

    await test.step('a page past the last, or page 1 under /pagina, is the not-found page with status 404', async () => {
      for (const path of [
        `/blog/pagina/${Math.ceil(allPosts.length / BLOG_PAGE_SIZE) + 1}`,
        '/blog/pagina/1',
        '/blog/categoria/inexistente',
      ]) {
        const response = await page.goto(`${site}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      }
    });

    await test.step('each category lists exactly its posts, newest first, paged the same way', async () => {
      for (const [name, slug] of Object.entries(categorySlugs)) {
        const { paths, pages } = await walk(page, `/blog/categoria/${slug}`);
        expect(pages.flat(), name).toEqual(allPosts.filter((post) => post.category === name).map((post) => post.slug));
        expect(paths[0]).toBe(`/blog/categoria/${slug}`);
        for (const shown of pages) expect(shown.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
      }
      await page.goto(`${site}/blog/categoria/manutencao/pagina/2`);
      expect(await page.title()).toBe('Manutenção — Blog, página 2 | Frio Norte');
      await expect(page.getByRole('heading', { level: 1, name: 'Manutenção' })).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(trail.getByRole('link', { name: 'Manutenção' })).toHaveAttribute(
        'href',
        '/blog/categoria/manutencao',
      );
      await expect(trail.getByText('Página 2')).toBeVisible();
    });

    await test.step('a post links to its category, its neighbours and three related posts of its category', async () => {
      const index = allPosts.findIndex(({ slug }) => slug === 'guia-pratico-10');
      const post = allPosts[index];
      await page.goto(`${site}/blog/${post?.slug}`);
      // In the post's breadcrumbs and above its title.
      const categoryLinks = page.getByRole('article').first().getByRole('link', { name: post?.category, exact: true });
      await expect(categoryLinks).toHaveCount(2);
      for (const link of await categoryLinks.all())
        await expect(link).toHaveAttribute('href', `/blog/categoria/${categorySlugs[post?.category ?? '']}`);
      const neighbours = page.getByRole('navigation', { name: 'Artigo anterior e próximo' });
      await expect(neighbours.getByRole('link', { name: /Artigo anterior/ })).toHaveAttribute(
        'href',
        `/blog/${allPosts[index + 1]?.slug}`,
      );
      await expect(neighbours.getByRole('link', { name: /Próximo artigo/ })).toHaveAttribute(
        'href',
        `/blog/${allPosts[index - 1]?.slug}`,
      );
      const related = page
        .getByRole('region', { name: 'Leia também' })
        .getByRole('heading', { level: 3 })
        .getByRole('link');
      const expected = allPosts
        .filter((candidate) => candidate.category === post?.category && candidate.slug !== post?.slug)
        .slice(0, RELATED_POSTS);
      await expect(related).toHaveText(expected.map(({ title }) => title));
    });

    await test.step('the sitemap lists every list page; the feed the newest posts only', async () => {
      const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
      for (const path of [
        '/blog/pagina/2',
        '/blog/pagina/3',
        '/blog/categoria/dicas',
        '/blog/categoria/manutencao',
        '/blog/categoria/manutencao/pagina/2',
      ]) {
        expect(sitemap, path).toContain(`${path}</loc>`);
      }
      expect(sitemap).not.toContain('/blog/pagina/4</loc>');
      const feed = await (await request.get(`${site}/blog/feed.xml`)).text();
      expect(feed.match(/<item>/g)).toHaveLength(FEED_SIZE);
      expect(feed).toContain(`/blog/${allPosts[FEED_SIZE - 1]?.slug}</link>`);
      expect(feed).not.toContain(`/blog/${allPosts[FEED_SIZE]?.slug}</link>`);
    });
  } finally {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
