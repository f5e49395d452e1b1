/** @jest-environment node */
import { DEFAULT_SITE_URL, siteUrlFromEnvironment } from '../../content/site-url';

describe('siteUrlFromEnvironment (content/site-url.ts), as the post-build step reads it', () => {
  it('is SITE_URL without its trailing slash, or the default, as content/site.ts reads it', () => {
    expect(siteUrlFromEnvironment({ SITE_URL: ' http://127.0.0.1:3000/ ' })).toBe('http://127.0.0.1:3000');
    expect(siteUrlFromEnvironment({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnvironment({})).toBe(DEFAULT_SITE_URL);
  });

  it('stops the build when only the former spelling, NEXT_PUBLIC_SITE_URL, is set: one name for the address', () => {
    expect(() => siteUrlFromEnvironment({ NEXT_PUBLIC_SITE_URL: 'https://outro.com.br' })).toThrow(
      'NEXT_PUBLIC_SITE_URL não é mais lida: defina o endereço do site em SITE_URL',
    );
    expect(
      siteUrlFromEnvironment({
        NEXT_PUBLIC_SITE_URL: 'https://outro.com.br',
        SITE_URL: 'https://www.escolafrionorte.com.br',
      }),
    ).toBe('https://www.escolafrionorte.com.br');
  });
});
