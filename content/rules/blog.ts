/**
 * How the blog lists its posts: cards per list page (/blog, /blog/pagina/N, /blog/categoria/{slug}…), related posts at
 * the end of a post, and items in the RSS feed (the newest: feed readers only look for what is new, and the sitemap
 * already lists every post for search engines).
 */
export const BLOG_PAGE_SIZE = 12;
export const RELATED_POSTS = 3;
export const FEED_SIZE = 20;
