import { courses } from '@/content/courses';
import { posts } from '@/content/posts';
import { blog } from '@/content/blog';
import {
  getIndexablePage,
  getIndexablePages,
  getSitemapPages,
  isHiddenFromSearchEngines,
  shareImagePath,
} from './indexable-pages';

describe('getIndexablePages', () => {
  const pages = getIndexablePages();

  it('lists every indexable route of the spec once, the accessibility statement and the terms of enrolment', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/sobre',
      '/porque-escolher',
      '/cursos',
      '/depoimentos',
      '/blog',
      '/contato',
      '/busca',
      '/acessibilidade',
      '/termos-de-inscricao',
      ...courses.map((course) => `/cursos/${course.slug}`),
      ...posts.map((post) => `/blog/${post.slug}`),
      // Each category with posts (the site's posts fill one page of each, and one page of the blog).
      ...blog.categories
        .filter((category) => posts.some((post) => post.category === category.name))
        .map((category) => `/blog/categoria/${category.slug}`),
    ]);
  });

  it("gives each category page the category's description and a title that names the blog", () => {
    const [category] = blog.categories;
    if (!category) throw new Error('no category');
    const page = getIndexablePage(`/blog/categoria/${category.slug}`);
    expect(page.documentTitle).toBe(`${category.name} — Blog | Frio Norte`);
    expect(page.description).toBe(category.description);
    expect(page.shareImage.src).toBe(`/og/blog-categoria-${category.slug}.jpg`);
  });

  it('takes a course page title from seoTitle when the course has one', () => {
    const course = courses.find((candidate) => candidate.seoTitle);
    if (!course) throw new Error('no course with seoTitle');
    expect(getIndexablePage(`/cursos/${course.slug}`).documentTitle).toBe(`${course.seoTitle} | Frio Norte`);
    expect(getIndexablePage(`/cursos/${course.slug}`).title).toBe(course.title);
  });
});

describe('shareImagePath', () => {
  it('names one JPEG per page', () => {
    expect(shareImagePath('/')).toBe('/og/inicio.jpg');
    expect(shareImagePath('/sobre')).toBe('/og/sobre.jpg');
    expect(shareImagePath('/cursos/abc')).toBe('/og/cursos-abc.jpg');
  });
});

describe('a page of results', () => {
  it('keeps the search page, a page of results, away from search engines, with its own title and card', () => {
    const search = getIndexablePage('/busca');
    expect(search).toMatchObject({
      resultsPage: true,
      documentTitle: 'Buscar no site | Frio Norte',
      shareImage: { src: '/og/busca.jpg' },
    });
    expect(isHiddenFromSearchEngines(search)).toBe(true);
    expect(getSitemapPages().map((page) => page.path)).not.toContain('/busca');
    expect(getSitemapPages()).toHaveLength(getIndexablePages().length - 1);
  });
});
