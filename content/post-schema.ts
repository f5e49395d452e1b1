import { z } from 'zod';
import { calendarDay, metaDescription, sizedImageSchema, text } from './fields';
import { checkTitleLength, pageIdentityFields } from './page-title-schema';

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
    date: calendarDay({
      label: 'Data de publicação',
      hint: 'Os posts aparecem do mais novo para o mais antigo. Uma data futura agenda o post: ele só entra no blog, no feed e no mapa do site nesse dia (horário de Brasília), na publicação automática da manhã.',
      editor: { default: '{{now}}' },
    }),
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
