/** @jest-environment node */
import * as cheerio from 'cheerio';
import { site } from '@/content/site';
import { blogFeedXml } from './feed';
import { FEED_SIZE } from '@/content/rules/blog';
import { getAllPosts } from './posts';

describe('blogFeedXml', () => {
  const $ = cheerio.load(blogFeedXml(), { xml: true });
  const posts = getAllPosts();

  it('is an RSS 2.0 channel for the blog, with absolute links', () => {
    expect($('rss').attr('version')).toBe('2.0');
    expect($('channel > title').text()).toBe('Blog da Frio Norte');
    expect($('channel > link').text()).toBe(`${site.url}/blog`);
    expect($('channel > language').text()).toBe('pt-BR');
    expect($('channel > atom\\:link[rel="self"]').attr('href')).toBe(`${site.url}/blog/feed.xml`);
  });

  it('has one item for each of the newest posts (FEED_SIZE at most), newest first, with title, link, date, excerpt and category', () => {
    const items = $('item')
      .toArray()
      .map((item) => ({
        title: $(item).find('title').text(),
        link: $(item).find('link').text(),
        date: new Date($(item).find('pubDate').text()).toISOString().slice(0, 10),
        excerpt: $(item).find('description').text(),
        category: $(item).find('category').text(),
      }));
    expect(items).toEqual(
      posts.slice(0, FEED_SIZE).map((post) => ({
        title: post.title,
        link: `${site.url}/blog/${post.slug}`,
        date: post.date,
        excerpt: post.excerpt,
        category: post.category,
      })),
    );
  });
});
