import { expect, test } from './support/fixtures';
import { open } from './support/open-page';
import { posts } from '../content/posts';
import { formatPostDate } from '../lib/posts';

/** The blog's list and each post's page, their texts from the posts' content. */

/** The "## " headings of a post's Markdown body. */
function markdownHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
}

test('/blog lists a card per post with title link, category, author, date and "Leia Mais →"', async ({ page }) => {
  const main = await open(page, '/blog');
  await expect(main.getByRole('article')).toHaveCount(posts.length);
  for (const post of posts) {
    const link = page.getByRole('link', { name: post.title, exact: true });
    await expect(main.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    const card = main.getByRole('article').filter({ has: link });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(post.author)).toBeVisible();
    await expect(card.getByText(formatPostDate(post.date), { exact: true })).toBeVisible();
    await expect(card.getByText('Leia Mais →')).toBeVisible();
  }
});

test.describe('blog posts', () => {
  for (const post of posts) {
    test(`/blog/${post.slug} shows the post and the way back`, async ({ page }) => {
      const main = await open(page, `/blog/${post.slug}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(main.getByText(post.author).first()).toBeVisible();
      await expect(main.getByText(formatPostDate(post.date), { exact: true })).toBeVisible();

      // Some h2 headings of the post's Markdown.
      const h2s = markdownHeadings(post.body);
      for (const heading of h2s.slice(0, 3)) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      // The first 40+ characters of plain text of a paragraph (before any emphasis or the first full stop).
      const paragraph = /^([^#\-\d\s*>][^*\n]{40,}?)[*.]/m.exec(post.body)?.[1];
      if (paragraph) await expect(main.getByText(paragraph).first()).toBeVisible();

      const back = main.getByRole('link', { name: 'Voltar para o Blog' });
      await expect(back).toBeVisible();
      await expect(back).toHaveAttribute('href', '/blog');
    });
  }

  test('the full post renders its section headings', async ({ page }) => {
    const [full] = posts;
    if (!full) throw new Error('no post');
    const h2s = markdownHeadings(full.body);
    expect(h2s.length, 'the first post is the full-length one').toBeGreaterThanOrEqual(3);
    const main = await open(page, `/blog/${full.slug}`);
    await expect(main.getByRole('heading', { level: 2, name: '1. Calcule a capacidade em BTU/h' })).toBeVisible();
    for (const heading of h2s) {
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });
});
