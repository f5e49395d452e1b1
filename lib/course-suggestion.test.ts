import { courses } from '@/content/courses';
import { heroSlides } from '@/content/hero-slides';
import { searchWords, suggestCourse, toSuggestibleCourse, unknownCourseSlug } from './course-suggestion';

const index = courses.map((course) => toSuggestibleCourse(course, `/cursos/${course.slug}`));
const suggestedSlug = (slug: string) => suggestCourse(slug, index)?.href.replace('/cursos/', '');

describe('searchWords', () => {
  it('lower-cases, strips accents and drops short words', () => {
    expect(searchWords('Câmaras Frigoríficas de R-290')).toEqual(['camaras', 'frigorificas', '290']);
  });
});

describe('suggestCourse', () => {
  it('finds the course for a mistyped slug', () => {
    expect(suggestedSlug('instalacao-manutencao-split-sistem')).toBe('instalacao-manutencao-split-system');
    expect(suggestedSlug('eletricidade-aplicada')).toBe('eletricidade-aplicada-refrigeracao');
  });

  it('rescues every hero slide link, whose slugs differ from the course slugs', () => {
    const bySlide = Object.fromEntries(heroSlides.map((slide) => [slide.slug, suggestedSlug(slide.slug)]));
    expect(bySlide).toEqual({
      'formacao-mecanico-refrigeracao-ar-condicionado': 'formacao-mecanica-refrigeracao-ar-condicionado',
      'instalador-split': 'instalacao-manutencao-split-system',
      'eletrica-predial': 'eletricidade-aplicada-refrigeracao',
      'camara-frigorifica': 'refrigeracao-comercial-industrial',
      'expositor-comercial-refrigerado-propano': 'refrigeracao-comercial-industrial',
    });
  });

  it('suggests nothing for an unrelated path', () => {
    expect(suggestCourse('pagina-qualquer', index)).toBeUndefined();
    expect(suggestCourse('', index)).toBeUndefined();
  });
});

describe('unknownCourseSlug', () => {
  it('decodes the slug of a /cursos/<slug> path', () => {
    expect(unknownCourseSlug('/cursos/c%C3%A2mara-frigorifica')).toBe('câmara-frigorifica');
    expect(unknownCourseSlug('/cursos/instalador-split/')).toBe('instalador-split');
  });

  it('never throws on malformed percent-encoding, keeping the bytes it cannot decode as written', () => {
    expect(unknownCourseSlug('/cursos/%C0')).toBe('%C0');
    expect(unknownCourseSlug('/cursos/%ff%fe')).toBe('%ff%fe');
    expect(unknownCourseSlug('/cursos/c%C3%A2mara-%E0%A4-frigorifica%')).toBe('câmara-%E0%A4-frigorifica%');
    expect(unknownCourseSlug('/cursos/%%C3%A2%zz')).toBe('%â%zz');
  });

  it('ignores other paths', () => {
    expect(unknownCourseSlug('/cursos')).toBeUndefined();
    expect(unknownCourseSlug('/cursos/a/b')).toBeUndefined();
    expect(unknownCourseSlug('/blog/%C0')).toBeUndefined();
  });

  it('gives a suggestion (or none) for malformed slugs instead of failing', () => {
    const slug = unknownCourseSlug('/cursos/camara-frigorifica%C0');
    expect(slug && suggestCourse(slug, index)?.href).toBe('/cursos/refrigeracao-comercial-industrial');
    expect(suggestCourse(unknownCourseSlug('/cursos/%ff%fe') ?? '', index)).toBeUndefined();
  });
});
