import { courses } from '@/content/courses';
import { heroSlides } from '@/content/hero-slides';
import { searchWords, SUGGESTION_DATA_ID, suggestedCoursePath, toSuggestionCandidate } from './course-suggestion';
import { suggestCourse } from './early/not-found-page';

const candidates = courses.map((course) => toSuggestionCandidate(course, `/cursos/${course.slug}`));
const suggestedPath = (path: string) => suggestedCoursePath(path, candidates);
const suggestedSlug = (slug: string) => suggestedPath(`/cursos/${slug}`)?.replace('/cursos/', '') ?? null;

describe('searchWords', () => {
  it('lower-cases, strips accents and drops short words', () => {
    expect(searchWords('Câmaras Frigoríficas de R-290')).toEqual(['camaras', 'frigorificas', '290']);
  });
});

describe('suggestedCoursePath', () => {
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

  it('compares the words of the slug without accents or case, ignoring words shorter than three letters', () => {
    expect(suggestedPath('/cursos/C%C3%82MARAS-FRIGOR%C3%8DFICAS-de')).toBe(
      '/cursos/refrigeracao-comercial-industrial',
    );
    expect(suggestedPath('/cursos/de-ar-a')).toBeNull();
  });

  it('suggests nothing for an unrelated slug or another path', () => {
    expect(suggestedSlug('pagina-qualquer')).toBeNull();
    for (const path of [
      '/cursos',
      '/cursos/',
      '/cursos/instalador-split/extra',
      '/blog/instalador-split',
      '/instalador-split',
    ]) {
      expect(suggestedPath(path)).toBeNull();
    }
  });

  it('accepts a trailing slash', () => {
    expect(suggestedPath('/cursos/instalador-split/')).toBe('/cursos/instalacao-manutencao-split-system');
  });

  it('never throws on malformed percent-encoding, decoding what it can', () => {
    expect(suggestedSlug('camara-frigorifica%C0')).toBe('refrigeracao-comercial-industrial');
    expect(suggestedSlug('c%C3%A2mara-%E0%A4-frigorifica%')).toBe('refrigeracao-comercial-industrial');
    expect(suggestedSlug('%ff%fe')).toBeNull();
    expect(suggestedSlug('%%C3%A2%zz')).toBeNull();
  });
});

describe('the not-found page offering the nearest course', () => {
  function runAt(path: string) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML =
      '<p id="sugestao" hidden>Você quis dizer ' +
      candidates.map(([href]) => `<a hidden href="${href}">${href}</a>`).join('') +
      `?</p><script type="application/json" id="${SUGGESTION_DATA_ID}">${JSON.stringify(candidates)}</script>`;
    suggestCourse('sugestao');
    const paragraph = document.getElementById('sugestao');
    const shown = [...document.querySelectorAll('a')]
      .filter((link) => !link.hidden)
      .map((link) => link.getAttribute('href'));
    return { paragraphShown: paragraph?.hidden === false, shown };
  }

  it('shows the paragraph and only the link of the suggested course', () => {
    expect(runAt('/cursos/instalador-split')).toEqual({
      paragraphShown: true,
      shown: ['/cursos/instalacao-manutencao-split-system'],
    });
  });

  it('leaves everything hidden when there is nothing to suggest', () => {
    for (const path of ['/cursos/pagina-qualquer', '/pagina-qualquer', '/blog/instalador-split']) {
      expect(runAt(path)).toEqual({ paragraphShown: false, shown: [] });
    }
  });
});
