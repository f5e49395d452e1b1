import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from './rules/google-snippet';
import { longText, matching, metaDescription, text } from './fields';

/** The longest category name: with " — Blog, página 99" and the site's suffix, a category page's title still fits. */
export const MAX_CATEGORY_NAME_LENGTH = 24;

/**
 * A category of the blog (content/blog.yaml). Its page lives at /blog/categoria/{slug}, the slug derived from the name
 * (categorySlug, content/blog.ts), so two spellings of one name would be one address: the build refuses them.
 */
export const blogCategorySchema = z.strictObject({
  name: text()
    .max(MAX_CATEGORY_NAME_LENGTH, { error: `use no máximo ${MAX_CATEGORY_NAME_LENGTH} caracteres` })
    .meta({
      label: 'Nome',
      hint: `Como aparece nos posts e no título da página da categoria. Até ${MAX_CATEGORY_NAME_LENGTH} caracteres. O endereço da página vem do nome: mudar o nome muda o endereço.`,
    }),
  description: metaDescription().meta({
    label: 'Descrição',
    hint: 'Abre a página da categoria e é a descrição dela nos resultados de busca: de 70 a 160 caracteres.',
  }),
});
export type BlogCategory = z.infer<typeof blogCategorySchema> & { slug: string };

/** The page numbers a list's later pages fill in: 2 to 99, one or two digits. */
const PAGE_NUMBER_LENGTH = [1, 2] as const;

/**
 * A page description with placeholders ({pagina}…) that the site fills in, each once, the filled text within the
 * search results' 70–160 characters at its shortest and longest fill (`lengths`: the fill's shortest and longest).
 * One regular expression says it all, so the editor refuses before saving exactly what the build refuses.
 */
export const descriptionTemplate = (lengths: Readonly<Record<string, readonly [min: number, max: number]>>) => {
  const names = Object.keys(lengths);
  const token = `\\{(?:${names.join('|')})\\}`;
  const fills = Object.values(lengths);
  const min = MIN_DESCRIPTION_LENGTH - fills.reduce((sum, [shortest]) => sum + shortest, 0);
  const max = MAX_DESCRIPTION_LENGTH - fills.reduce((sum, [, longest]) => sum + longest, 0);
  const once = names
    .map((name) => `(?=[\\s\\S]*\\{${name}\\})(?![\\s\\S]*\\{${name}\\}[\\s\\S]*\\{${name}\\})`)
    .join('');
  const markers = names.map((name) => `{${name}}`).join(', ');
  return matching(
    new RegExp(`^${once}(?:${token})*(?:(?!${token})[\\s\\S](?:${token})*){${min},${max}}$`),
    `use os marcadores ${markers} uma vez cada; fora eles, o texto deve ter de ${min} a ${max} caracteres (preenchido, de ${MIN_DESCRIPTION_LENGTH} a ${MAX_DESCRIPTION_LENGTH})`,
  );
};

/** content/blog.yaml: the blog's opening text, the descriptions of its later pages, its categories. */
export const blogSchema = z.strictObject({
  intro: longText().meta({ label: 'Texto de abertura', hint: 'Abre a página /blog e descreve o feed do blog.' }),
  pageDescription: descriptionTemplate({ pagina: PAGE_NUMBER_LENGTH, total: PAGE_NUMBER_LENGTH }).meta({
    label: 'Descrição das páginas 2, 3… do blog',
    hint: 'Para os resultados de busca. {pagina} vira o número da página e {total} o número de páginas; o resultado deve ter de 70 a 160 caracteres.',
    editor: { widget: 'text' },
  }),
  categoryPageDescription: descriptionTemplate({
    categoria: [1, MAX_CATEGORY_NAME_LENGTH],
    pagina: PAGE_NUMBER_LENGTH,
    total: PAGE_NUMBER_LENGTH,
  }).meta({
    label: 'Descrição das páginas 2, 3… de uma categoria',
    hint: '{categoria} vira o nome da categoria, {pagina} o número da página e {total} o número de páginas; de 70 a 160 caracteres.',
    editor: { widget: 'text' },
  }),
  categories: z
    .array(blogCategorySchema)
    .min(1, { error: 'o blog precisa de pelo menos uma categoria' })
    .meta({ label: 'Categorias', editor: { label_singular: 'Categoria', summary: '{{name}}', collapsed: true } }),
});
