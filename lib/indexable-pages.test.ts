import { courses } from '@/content/courses';
import { posts } from '@/content/posts';
import { getIndexablePage, getIndexablePages, shareImagePath } from './indexable-pages';

describe('getIndexablePages', () => {
  const pages = getIndexablePages();

  it('lists every indexable route of the spec once', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/sobre',
      '/porque-escolher',
      '/cursos',
      '/depoimentos',
      '/blog',
      '/contato',
      ...courses.map((course) => `/cursos/${course.slug}`),
      ...posts.map((post) => `/blog/${post.slug}`),
    ]);
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
