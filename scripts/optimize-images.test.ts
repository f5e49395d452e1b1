/** @jest-environment node */
import { pageImageUrls } from './optimize-images.mjs';

describe('pageImageUrls', () => {
  it('reads src, srcset and image preloads, without query, fragment or other hosts', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/images/a-640.WEBP 640w, /images/a-1200.WEBP 1200w"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>' +
      '<img alt="" src="/images/b.WEBP?v=1" srcSet="/images/b-640.WEBP 640w, /images/b.WEBP 1200w"/>' +
      '<img alt="" src="https://cdn.example.com/c.jpg"/><img alt="" src="data:image/gif;base64,R0lGOD"/>';
    expect(pageImageUrls(html).sort()).toEqual(['/images/a-1200.WEBP', '/images/a-640.WEBP', '/images/b-640.WEBP', '/images/b.WEBP']);
  });

  it.each([
    ['single-quoted', "<img alt='' src='/images/b.jpg'>"],
    ['unquoted', '<img alt="" src=/images/b.jpg>'],
    ['without any address', '<img alt="">'],
  ])('fails on an image whose address is written %s', (_, tag) => {
    expect(() => pageImageUrls(`<p>${tag}</p>`)).toThrow('optimize-images: cannot read the address of <img');
  });
});
