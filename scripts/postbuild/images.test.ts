/** @jest-environment node */
import { parsePage, UnexpectedPageError } from './html';
import { pageImageUrls } from './images';

describe('pageImageUrls', () => {
  it('reads src, srcset and image preloads, without query, fragment or other hosts', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/images/a-640.WEBP 640w, /images/a-1200.WEBP 1200w"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>' +
      '<img alt="" src="/images/b.WEBP?v=1" srcSet="/images/b-640.WEBP 640w, /images/b.WEBP 1200w"/>' +
      '<img alt="" src="https://cdn.example.com/c.jpg"/><img alt="" src="data:image/gif;base64,R0lGOD"/>';
    expect(pageImageUrls(parsePage(html)).sort()).toEqual([
      '/images/a-1200.WEBP',
      '/images/a-640.WEBP',
      '/images/b-640.WEBP',
      '/images/b.WEBP',
    ]);
  });

  it.each([
    ['single-quoted', "<img alt='' src='/images/b.jpg'>"],
    ['unquoted', '<img alt="" src=/images/b.jpg>'],
  ])('reads an image whose address is written %s (the parser, not a pattern)', (_, tag) => {
    expect(pageImageUrls(parsePage(`<p>${tag}</p>`))).toEqual(['/images/b.jpg']);
  });

  it('fails on an image without any address, so that it cannot slip past the check', () => {
    expect(() => pageImageUrls(parsePage('<p><img alt=""></p>'))).toThrow(UnexpectedPageError);
    expect(() => pageImageUrls(parsePage('<p><img alt=""></p>'))).toThrow('images: <img> without src, srcset or href');
  });
});
