import { posts } from '../content/posts';
import { expect, test } from './support/fixtures';

/**
 * The blog as the site's own posts make it (a blog of many posts: e2e/blog/growing-blog.journey.ts): categories as
 * pages, each post linked onwards. Plain links, so all of it works before any script. Run `npm run build` first.
 */

const categories = [...new Set(posts.map((post) => post.category))];

test('/blog links to a page for each category, which lists exactly its posts', async ({ page }) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Categorias do blog' });
  await expect(nav.getByRole('link', { name: 'Todos os artigos' })).toHaveAttribute('aria-current', 'true');
  for (const category of categories) {
    await page.goto('/blog');
    await nav.getByRole('link', { name: category, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    await expect(nav.getByRole('link', { name: category, exact: true })).toHaveAttribute('aria-current', 'true');
    const titles = page.getByRole('region', { name: 'Artigos' }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(posts.filter((post) => post.category === category).map((post) => post.title));
  }
});

test('a post card names its category as a link to the category page', async ({ page }) => {
  const [post] = posts;
  await page.goto('/blog');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post?.title }) });
  await card.getByRole('link', { name: post?.category, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/categoria\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: post?.category })).toBeVisible();
});

test('a post ends with its neighbours by date and the posts to read next', async ({ page }) => {
  const [newest, second, third] = posts;
  await page.goto(`/blog/${second?.slug}`);
  const neighbours = page.getByRole('navigation', { name: 'Artigo anterior e próximo' });
  await expect(neighbours.getByRole('link', { name: /Artigo anterior/ })).toHaveAttribute(
    'href',
    `/blog/${third?.slug}`,
  );
  await expect(neighbours.getByRole('link', { name: /Próximo artigo/ })).toHaveAttribute(
    'href',
    `/blog/${newest?.slug}`,
  );
  const related = page.getByRole('region', { name: 'Leia também' }).getByRole('heading', { level: 3 });
  await expect(related).toHaveCount(Math.min(3, posts.length - 1));
  expect(await related.allTextContents()).not.toContain(second?.title);
  await page.goto(`/blog/${newest?.slug}`);
  await expect(neighbours.getByRole('link', { name: /Próximo artigo/ })).toHaveCount(0);
});
