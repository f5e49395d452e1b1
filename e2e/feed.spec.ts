import { load } from 'cheerio';
import { posts } from '../content/posts';
import { FEED_SIZE } from '../content/rules/blog';
import { expect, test } from './support/fixtures';

/**
 * The blog's RSS 2.0 feed, as the built site serves it: an XML file with one item per post (the newest), absolute links to
 * pages that exist, and announced in the <head> of the blog and of every post. Run `npm run build` first.
 */

const FEED_PATH = '/blog/feed.xml';

test('the feed is served as XML with one item per post (the newest FEED_SIZE), linking to pages that exist', async ({
  request,
}) => {
  const response = await request.get(FEED_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/(?:rss\+)?xml; charset=utf-8$/);

  const $ = load(await response.text(), { xml: true });
  expect($('rss').attr('version')).toBe('2.0');
  const origin = new URL($('channel > link').text()).origin;
  const items = $('item').toArray();
  expect(items).toHaveLength(Math.min(posts.length, FEED_SIZE));
  for (const [index, item] of items.entries()) {
    const post = posts[index];
    if (!post) throw new Error(`feed item ${index + 1} has no post`);
    const link = $(item).find('link').text();
    expect(link).toBe(`${origin}/blog/${post.slug}`);
    expect($(item).find('title').text()).toBe(post.title);
    expect($(item).find('description').text()).toBe(post.excerpt);
    expect($(item).find('category').text()).toBe(post.category);
    expect(new Date($(item).find('pubDate').text()).toISOString().slice(0, 10)).toBe(post.date);
    expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
  }
});

for (const path of ['/blog', ...posts.map((post) => `/blog/${post.slug}`)]) {
  test(`${path} announces the feed in its <head>`, async ({ request }) => {
    const $ = load(await (await request.get(path)).text());
    const alternates = $('head link[rel="alternate"][type="application/rss+xml"]');
    expect(alternates).toHaveLength(1);
    expect(new URL(alternates.attr('href') ?? '', 'http://invalid').pathname).toBe(FEED_PATH);
    expect(alternates.attr('href')).toMatch(/^https?:\/\//);
    expect(alternates.attr('title')).toBe('Blog da Frio Norte');
  });
}
