import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from './rules/google-snippet';
import { matching, metaDescription, sizedImageSchema, isoDate, positiveId, slug, text, yamlDayText } from './fields';
import { TITLE_SUFFIX } from './site';
import { courseDecisionFields } from './course-decision-schema';

export * from './fields';
export * from './site-schema';
export * from './course-class-schema';
export * from './course-decision-schema';

/**
 * Every kind of site content, defined once: the zod schema is the rule the build checks and the TypeScript type
 * is inferred from it. Limits fixed by the spec or by search engines (slug form, ISO dates, 1–5 rating, title and
 * description lengths, image size and alt text) live here, with the pt-BR message the build prints when an
 * entry breaks them (content/collection.ts adds the file, the entry and the field). The field rules are in
 * content/fields.ts, the school's identity in content/site-schema.ts. Every object is strict: a misspelt field
 * ("descripton") in a content file is an error, not a field silently ignored.
 */

/** The <title> of a page: its title (or shorter seoTitle) and the site name. */
export function documentTitle(entry: { title: string; seoTitle?: string | undefined }): string {
  return `${entry.seoTitle ?? entry.title}${TITLE_SUFFIX}`;
}

/**
 * The problem of a document title over the limit, said the same way by the build and by the editor when it refuses to
 * save (lib/cms/previews.ts gets it as a template, with "{title}" and "{length}" for the values).
 */
export function titleTooLongMessage(title: string, length: number | string = title.length): string {
  return `"${title}" tem ${length} caracteres; o máximo é ${MAX_TITLE_LENGTH} (preencha o título para busca, seoTitle, com um título mais curto)`;
}

/** Adds the issue "title too long for search results" to an entry whose document title exceeds the limit. */
function checkTitleLength(entry: { title: string; seoTitle?: string | undefined }, context: z.RefinementCtx): void {
  const title = documentTitle(entry);
  if (title.length <= MAX_TITLE_LENGTH) return;
  context.addIssue({
    code: 'custom',
    path: [entry.seoTitle === undefined ? 'title' : 'seoTitle'],
    message: titleTooLongMessage(title),
  });
}

/** A number that identifies an entry: a whole number above zero. */

const TITLE_HINT = `Nos resultados de busca vem seguido de "${TITLE_SUFFIX}" e o total deve caber em ${MAX_TITLE_LENGTH} caracteres: se o título passar de ${MAX_TITLE_LENGTH - TITLE_SUFFIX.length}, preencha o título para busca.`;

const seoTitle = () =>
  text()
    .optional()
    .meta({
      pageTitle: true,
      label: 'Título para busca (opcional)',
      hint: `Título mais curto para os resultados de busca e o compartilhamento, quando o título passa de ${MAX_TITLE_LENGTH - TITLE_SUFFIX.length} caracteres. Com "${TITLE_SUFFIX}" no fim, até ${MAX_TITLE_LENGTH}.`,
    });

/**
 * The title, search title and slug of an entry that has a page of its own at `${route}<slug>`, with the editor's
 * hints naming the page (`the`: "o curso"; `page`: "A página do curso").
 */
const pageIdentityFields = ({
  titleHint,
  page,
  route,
  the,
}: {
  titleHint: string;
  page: string;
  route: string;
  the: string;
}) => ({
  title: text().meta({ label: 'Título', hint: `${titleHint} ${TITLE_HINT}` }),
  /** Shorter title for search results and share cards when `title` is too long. */
  seoTitle: seoTitle(),
  slug: slug().meta({
    label: 'Endereço (slug)',
    hint: `${page} fica em ${route} seguido deste texto, que também dá nome ao arquivo. Depois de criado ${the}, não mude: o arquivo não é renomeado e a publicação acusa o erro.`,
  }),
});

/** A course: the front matter of content/courses/<slug>.md (every field but `longDescription`) and the text after it. */
export const courseSchema = z
  .strictObject({
    /** Unique; the courses appear on the site in id order. */
    id: positiveId().meta({
      hint: 'Um número inteiro maior que zero, diferente em cada curso. Os cursos aparecem no site em ordem crescente deste número.',
    }),
    ...pageIdentityFields({
      titleHint: 'O nome do curso.',
      page: 'A página do curso',
      route: '/cursos/',
      the: 'o curso',
    }),
    /** One or two sentences for cards and the meta description. */
    description: metaDescription().meta({
      label: 'Descrição curta',
      hint: 'Uma ou duas frases para os cartões do site e os resultados de busca, de 70 a 160 caracteres.',
    }),
    /** Several paragraphs for the course page, separated by blank lines; shown as plain text (no Markdown). */
    longDescription: text().meta({
      label: 'Descrição completa',
      hint: 'Os parágrafos da página do curso, separados por uma linha em branco. Texto simples: sem formatação (asteriscos e # aparecem como estão).',
      editor: { widget: 'text' },
    }),
    image: sizedImageSchema,
    category: text().meta({ label: 'Categoria' }),
    /** Free text, shown as written (e.g. "6 meses"). */
    duration: text().meta({ label: 'Duração', hint: 'Texto livre, mostrado como está (por exemplo, "6 meses").' }),
    instructor: text().meta({ label: 'Instrutor' }),
    /** Free text; every course currently says "Sob Consulta". */
    price: text().meta({ label: 'Preço', hint: 'Texto livre, mostrado como está (por exemplo, "Sob Consulta").' }),
    modules: z
      .array(text().meta({ label: 'Módulo' }))
      .min(1, 'liste pelo menos um módulo')
      .meta({
        label: 'Módulos',
        hint: 'Pelo menos um módulo, na ordem do curso.',
        editor: { label_singular: 'Módulo' },
      }),
    ...courseDecisionFields,
  })
  .superRefine(checkTitleLength);
export type Course = z.infer<typeof courseSchema>;

/**
 * A blog post: the front matter of content/posts/<slug>.md (every field but `file` and `body`) and the Markdown
 * after it. An unquoted 2025-11-04 read as a date (YAML 1.1 readers do) is turned back into its AAAA-MM-DD text.
 */
export const postSchema = z
  .strictObject({
    ...pageIdentityFields({ titleHint: 'O título do post.', page: 'O post', route: '/blog/', the: 'o post' }),
    /** Shown under the title and used as the meta description and the feed's summary. */
    excerpt: metaDescription().meta({
      label: 'Resumo',
      hint: 'Aparece abaixo do título, nos resultados de busca e no feed do blog. De 70 a 160 caracteres.',
    }),
    author: text().meta({ label: 'Autor' }),
    /** Publication date, AAAA-MM-DD. */
    date: z.preprocess(
      yamlDayText,
      isoDate().meta({
        label: 'Data de publicação',
        hint: 'Os posts aparecem do mais novo para o mais antigo. Uma data futura agenda o post: ele só entra no blog, no feed e no mapa do site nesse dia (horário de Brasília), na publicação automática da manhã.',
        editor: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', default: '{{now}}' },
      }),
    ),
    /** One of the blog's categories (content/blog.yaml), by its name; content/posts.ts checks it is one. */
    category: text().meta({
      label: 'Categoria',
      hint: 'Uma das categorias do blog (em "Páginas e dados da escola" → "Blog: texto de abertura e categorias"). Cada categoria tem a sua página.',
      editor: {
        widget: 'relation',
        collection: 'content',
        file: 'blog',
        value_field: 'categories.*.name',
        search_fields: ['categories.*.name'],
        display_fields: ['categories.*.name'],
      },
    }),
    image: sizedImageSchema,
    /** A draft has no page, and is in no list, feed nor sitemap, until it is turned off (lib/posts.ts). */
    draft: z
      .boolean('marque ou desmarque (true ou false)')
      .optional()
      .meta({
        label: 'Rascunho (não publicar)',
        hint: 'Marcado, o post fica fora do site: sem página, fora do blog, do feed e do mapa do site. Desmarque para publicá-lo.',
        editor: { default: false },
      }),
    /** The Markdown file the post was read from, relative to the project. */
    file: text(),
    /** The Markdown after the front matter; empty when the post has only its excerpt. */
    body: z.string().meta({
      label: 'Texto do post',
      hint: 'Comece as seções com "Título 2" (o título do post já é o principal). O artigo aceita títulos, parágrafos, listas, negrito, itálico, citações e links; imagens e vídeos no meio do texto não são aceitos.',
      editor: {
        widget: 'markdown',
        required: false,
        buttons: [
          'bold',
          'italic',
          'code',
          'link',
          'heading-two',
          'heading-three',
          'heading-four',
          'quote',
          'bulleted-list',
          'numbered-list',
        ],
        editor_components: [],
      },
    }),
  })
  .superRefine(checkTitleLength)
  .superRefine((post, context) => {
    if (!post.file.endsWith(`/${post.slug}.md`)) {
      context.addIssue({ code: 'custom', path: ['slug'], message: `o arquivo deve se chamar ${post.slug}.md` });
    }
  });
export type Post = z.infer<typeof postSchema>;

/** Search and share texts of a page that is not a course or a post (those take theirs from their own entry). */
export const staticPageSchema = z
  .strictObject({
    /** The route, e.g. "/sobre" ("/" for home). */
    path: matching(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'use o caminho da página, como "/sobre"').meta({
      label: 'Endereço da página',
      hint: 'O endereço da página ("/" é a página inicial); só muda junto com o site.',
      editor: { readonly: true },
    }),
    /** Title without the site name, which is added after it (" | Frio Norte"). */
    title: text().meta({
      pageTitle: true,
      label: 'Título',
      hint: `Sem o nome da escola, que vem depois ("${TITLE_SUFFIX}"). Até ${MAX_TITLE_LENGTH - TITLE_SUFFIX.length} caracteres: com ele, até ${MAX_TITLE_LENGTH}.`,
    }),
    /** The meta description: 70 to 160 characters, unique per page. */
    description: metaDescription().meta({
      label: 'Descrição',
      hint: 'O texto dos resultados de busca, de 70 a 160 caracteres, diferente em cada página.',
    }),
    /** Small text above the title on the share image. */
    shareEyebrow: text().meta({ label: 'Texto acima do título na imagem de compartilhamento' }),
  })
  .superRefine(checkTitleLength);
export type StaticPage = z.infer<typeof staticPageSchema>;

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
  intro: text().meta({
    label: 'Texto de abertura',
    hint: 'Abre a página /blog e descreve o feed do blog.',
    editor: { widget: 'text' },
  }),
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
