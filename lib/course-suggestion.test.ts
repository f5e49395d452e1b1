import { courses } from '@/content/courses';
import { heroSlides } from '@/content/hero-slides';
import { searchWords, suggestCourse, toSuggestibleCourse } from './course-suggestion';

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
