import { courses } from '@/content/courses';
import { posts } from '@/content/posts';
import { getSitePage, getSitePages, shareImagePath } from './site-pages';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH, validatePageSeo } from './content-validation';

describe('getSitePages', () => {
  const pages = getSitePages();

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

  it('keeps every title within 60 characters and every description within 70–160', () => {
    for (const page of pages) {
      expect(page.documentTitle.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(page.description.length).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
      expect(page.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    }
  });

  it('takes a course page title from seoTitle when the course has one', () => {
    const course = courses.find((candidate) => candidate.seoTitle);
    if (!course) throw new Error('no course with seoTitle');
    expect(getSitePage(`/cursos/${course.slug}`).documentTitle).toBe(`${course.seoTitle} | Frio Norte`);
    expect(getSitePage(`/cursos/${course.slug}`).shareTitle).toBe(course.title);
  });
});

describe('shareImagePath', () => {
  it('names one JPEG per page', () => {
    expect(shareImagePath('/')).toBe('/og/inicio.jpg');
    expect(shareImagePath('/sobre')).toBe('/og/sobre.jpg');
    expect(shareImagePath('/cursos/abc')).toBe('/og/cursos-abc.jpg');
  });
});

describe('validatePageSeo', () => {
  const page = { path: '/x', documentTitle: 'Título | Frio Norte', description: 'd'.repeat(100) };

  it('rejects a title over 60 characters, naming the page', () => {
    expect(() => validatePageSeo([{ ...page, documentTitle: 't'.repeat(61) }])).toThrow(/"\/x" → campo "title"/);
  });

  it('rejects a description that is too short or too long', () => {
    expect(() => validatePageSeo([{ ...page, description: 'curta' }])).toThrow(/campo "description": tem 5 caracteres/);
    expect(() => validatePageSeo([{ ...page, description: 'd'.repeat(161) }])).toThrow(/campo "description"/);
  });

  it('rejects duplicated titles and descriptions', () => {
    expect(() => validatePageSeo([page, { ...page, path: '/y' }])).toThrow(/está repetido/);
  });
});
