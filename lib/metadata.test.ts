import { absoluteUrl, metadataFor, pageMetadata } from './metadata';
import { getIndexablePages } from './indexable-pages';
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
  it('builds title, description, canonical and share card of a page from the registry', () => {
    const metadata = pageMetadata('/contato');
    expect(metadata.title).toEqual({ absolute: 'Contato | Frio Norte' });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/contato`);
    expect(metadata.openGraph).toMatchObject({
      title: 'Contato | Frio Norte',
      url: `${site.url}/contato`,
      locale: 'pt_BR',
      siteName: site.name,
      type: 'website',
      images: [{ url: `${site.url}/og/contato.jpg`, width: 1200, height: 630, type: 'image/jpeg' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Contato | Frio Norte' });
  });

  it('gives the home page its title with the site name like every page', () => {
    const metadata = pageMetadata('/');
    expect(metadata.title).toEqual({ absolute: 'Cursos de Refrigeração em Londrina | Frio Norte' });
    expect(metadata.alternates?.canonical).toBe(site.url);
  });

  it('marks blog posts as articles with their publication date', () => {
    const post = getIndexablePages().find((page) => page.kind === 'post');
    if (!post) throw new Error('no post');
    expect(metadataFor(post).openGraph).toMatchObject({ type: 'article', publishedTime: post.publishedAt });
  });

  it('announces the blog feed on the blog and its posts only', () => {
    const feed = { 'application/rss+xml': [{ url: `${site.url}/blog/feed.xml`, title: 'Blog da Frio Norte' }] };
    expect(pageMetadata('/blog').alternates?.types).toEqual(feed);
    for (const page of getIndexablePages().filter((candidate) => candidate.kind === 'post')) {
      expect(metadataFor(page).alternates?.types).toEqual(feed);
    }
    expect(pageMetadata('/contato').alternates?.types).toBeUndefined();
  });

  it('fails loudly for a path that has no registered page', () => {
    expect(() => pageMetadata('/nao-existe')).toThrow(/Nenhuma página cadastrada para "\/nao-existe"/);
  });
});
