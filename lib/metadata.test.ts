import { absoluteUrl, pageMetadata, TITLE_TEMPLATE } from './metadata';
import { site } from '@/content/site';

describe('absoluteUrl', () => {
  it('joins the site URL and a path without a trailing slash', () => {
    expect(absoluteUrl('/')).toBe(site.url);
    expect(absoluteUrl('/cursos/x')).toBe(`${site.url}/cursos/x`);
    expect(absoluteUrl('/blog/')).toBe(`${site.url}/blog`);
  });

  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('pageMetadata', () => {
  const image = { src: '/images/a.jpg', width: 1200, height: 630, alt: 'Imagem' };

  it('sets title, description, canonical and a share card from one input', () => {
    const metadata = pageMetadata({ title: 'Contato', description: 'Fale conosco.', path: '/contato', image });
    expect(metadata.title).toBe('Contato');
    expect(metadata.description).toBe('Fale conosco.');
    expect(metadata.alternates?.canonical).toBe(`${site.url}/contato`);
    expect(metadata.openGraph).toMatchObject({
      title: TITLE_TEMPLATE.replace('%s', 'Contato'),
      url: `${site.url}/contato`,
      locale: 'pt_BR',
      siteName: site.name,
      type: 'website',
      images: [{ url: `${site.url}/images/a.jpg`, width: 1200, height: 630, alt: 'Imagem' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toBeUndefined();
  });

  it('supports an absolute title, article type and noindex', () => {
    const metadata = pageMetadata({
      title: 'Início',
      description: 'x',
      path: '/',
      absoluteTitle: true,
      type: 'article',
      noIndex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Início' });
    expect(metadata.openGraph).toMatchObject({ title: 'Início', type: 'article', url: site.url });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
