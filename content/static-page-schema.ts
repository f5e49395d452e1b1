import { z } from 'zod';
import { MAX_TITLE_LENGTH } from './rules/google-snippet';
import { matching, metaDescription, text } from './fields';
import { checkTitleLength } from './page-title-schema';
import { TITLE_SUFFIX } from './site';

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
