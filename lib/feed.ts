import 'server-only';
import { Feed } from 'feed';
import { blog } from '@/content/blog';
import { site } from '@/content/site';
import { FEED_SIZE } from '@/content/rules/blog';
import { absoluteUrl } from './metadata';
import { BLOG_PATH, FEED_PATH, BLOG_TITLE, getAllPosts, postPath } from './posts';

/** The blog as RSS 2.0: one item for each of the FEED_SIZE newest posts, newest first, every URL absolute. */
export function blogFeedXml(): string {
  const posts = getAllPosts().slice(0, FEED_SIZE);
  const newest = posts[0]?.date;
  const updated = newest ? new Date(`${newest}T00:00:00Z`) : undefined;
  const feed = new Feed({
    title: BLOG_TITLE,
    description: blog.intro,
    id: absoluteUrl(BLOG_PATH),
    link: absoluteUrl(BLOG_PATH),
    language: 'pt-BR',
    image: absoluteUrl('/images/logo.png'),
    copyright: `© ${updated?.getUTCFullYear() ?? site.foundingYear} ${site.name}`,
    updated,
    generator: false,
    feedLinks: { rss: absoluteUrl(FEED_PATH) },
  });
  for (const post of posts) {
    const url = absoluteUrl(postPath(post));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.excerpt,
      category: [{ name: post.category }],
      // No <author>: RSS 2.0 wants an e-mail address there, and the posts name their authors only.
    });
  }
  return feed.rss2();
}
