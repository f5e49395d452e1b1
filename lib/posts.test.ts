/** @jest-environment node */
import type { Post } from '@/content/schema';
import { posts as sitePosts } from '@/content/posts';
import { neighbourPosts, relatedPosts } from './posts';

const template = sitePosts[0] as Post;
/** Posts newest first, as the blog holds them: [slug, category]. */
const blogOf = (entries: [string, string][]): Post[] =>
  entries.map(([slug, category]) => ({ ...template, slug, category }));
const slugs = (list: readonly Post[]) => list.map((post) => post.slug);

describe('relatedPosts', () => {
  const all = blogOf([
    ['a', 'Dicas'],
    ['b', 'Carreira'],
    ['c', 'Dicas'],
    ['d', 'Carreira'],
    ['e', 'Dicas'],
    ['f', 'Dicas'],
  ]);

  it('offers the newest of the same category first, never the post itself', () => {
    expect(slugs(relatedPosts(all[2] as Post, all, 3))).toEqual(['a', 'e', 'f']);
  });

  it('fills up with the newest of the other categories', () => {
    expect(slugs(relatedPosts(all[1] as Post, all, 3))).toEqual(['d', 'a', 'c']);
  });

  it('offers what there is in a small blog', () => {
    const small = blogOf([
      ['a', 'Dicas'],
      ['b', 'Carreira'],
    ]);
    expect(slugs(relatedPosts(small[0] as Post, small, 3))).toEqual(['b']);
  });
});

describe('neighbourPosts', () => {
  const all = blogOf([
    ['novo', 'Dicas'],
    ['meio', 'Dicas'],
    ['antigo', 'Dicas'],
  ]);

  it('gives the post published before and the one published after', () => {
    const { older, newer } = neighbourPosts(all[1] as Post, all);
    expect([older?.slug, newer?.slug]).toEqual(['antigo', 'novo']);
  });

  it('has no newer post for the newest and no older one for the oldest', () => {
    expect(neighbourPosts(all[0] as Post, all).newer).toBeUndefined();
    expect(neighbourPosts(all[2] as Post, all).older).toBeUndefined();
  });
});
