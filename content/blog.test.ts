import { categorySlug, fillTemplate, parseBlog } from './blog';
import { checkCategories, posts } from './posts';
import { blogSchema, type Post } from './schema';

const description = 'Uma descrição com tamanho suficiente para aparecer inteira nos resultados de busca do Google.';
const blogEntry = (names: string[]) => ({
  intro: 'O blog.',
  pageDescription:
    'Página {pagina} de {total} do blog da escola, com os artigos do mais novo ao mais antigo, sobre refrigeração.',
  categoryPageDescription:
    'Página {pagina} de {total} dos artigos de {categoria} do blog da escola, do mais novo ao mais antigo.',
  categories: names.map((name) => ({ name, description })),
});

describe('blog categories', () => {
  it('derive their address from the name: no accents, lower case, hyphens', () => {
    expect(categorySlug('Manutenção')).toBe('manutencao');
    expect(categorySlug('Ar-Condicionado Split')).toBe('ar-condicionado-split');
    expect(categorySlug('  Dicas & Truques!  ')).toBe('dicas-truques');
    expect(categorySlug('Refrigeração Comercial 2026')).toBe('refrigeracao-comercial-2026');
  });

  it('get their slug when content/blog.yaml is read', () => {
    expect(parseBlog(blogEntry(['Dicas', 'Manutenção'])).categories.map((category) => category.slug)).toEqual([
      'dicas',
      'manutencao',
    ]);
  });

  it('refuse two spellings of one category, which would share an address', () => {
    expect(() => parseBlog(blogEntry(['Manutenção', 'manutencao']))).toThrow(
      'é a mesma categoria que "Manutenção" (as duas teriam o endereço /blog/categoria/manutencao)',
    );
  });

  it('refuse a name that gives no address, and a name too long for the page title', () => {
    expect(() => parseBlog(blogEntry(['!!!']))).toThrow('use letras ou números no nome');
    expect(() => parseBlog(blogEntry(['Uma categoria de nome longo demais']))).toThrow('use no máximo 24 caracteres');
  });

  it('refuse page descriptions without their placeholders, each once, or that would not fit the search results', () => {
    const refused =
      'use os marcadores {pagina}, {total} uma vez cada; fora eles, o texto deve ter de 68 a 156 caracteres';
    const withDescription = (pageDescription: string) => () => parseBlog({ ...blogEntry(['Dicas']), pageDescription });
    expect(
      withDescription('O blog da escola, do mais novo ao mais antigo, com dicas de refrigeração e climatização.'),
    ).toThrow(refused);
    expect(withDescription('Página {pagina} de {total}.')).toThrow(refused);
    expect(withDescription(`Página {pagina} de {total} e {pagina} ${'x'.repeat(60)}`)).toThrow(refused);
    expect(() =>
      parseBlog({
        ...blogEntry(['Dicas']),
        categoryPageDescription: `{categoria} {pagina} {total} ${'x'.repeat(140)}`,
      }),
    ).toThrow(
      'use os marcadores {categoria}, {pagina}, {total} uma vez cada; fora eles, o texto deve ter de 67 a 132 caracteres',
    );
  });

  it('accept exactly the templates whose every filling fits the search results (the editor checks the same expression)', () => {
    const shape = blogSchema.shape.pageDescription;
    const fits = (template: string) =>
      [fillTemplate(template, { pagina: 2, total: 2 }), fillTemplate(template, { pagina: 99, total: 99 })].every(
        (filled) => filled.length >= 70 && filled.length <= 160,
      );
    for (let others = 60; others <= 165; others += 1) {
      const template = `{pagina}/{total} ${'a'.repeat(others - 2)}.`;
      expect(shape.safeParse(template).success).toBe(fits(template));
    }
  });

  it('fill the placeholders of the page descriptions', () => {
    expect(fillTemplate('Página {pagina} de {total} de {categoria}', { pagina: 2, total: 5, categoria: 'Dicas' })).toBe(
      'Página 2 de 5 de Dicas',
    );
  });

  it("make each post's category one of the list, spelt as there", () => {
    const categories = parseBlog(blogEntry(['Dicas', 'Manutenção'])).categories;
    const post = posts[0] as Post;
    expect(() => checkCategories([{ ...post, category: 'Manutenção' }], categories)).not.toThrow();
    expect(() => checkCategories([{ ...post, category: 'manutencao' }], categories)).toThrow('escreva "Manutenção"');
    expect(() => checkCategories([{ ...post, category: 'Notícias' }], categories)).toThrow(
      '"Notícias" não é uma categoria do blog; use uma de content/blog.yaml (Dicas, Manutenção)',
    );
  });
});
