import type { z } from 'zod';
import { MAX_TITLE_LENGTH } from './rules/google-snippet';
import { slug, text } from './fields';
import { TITLE_SUFFIX } from './site';

/**
 * The title of a page in search results, tabs and share cards (its title or shorter seoTitle, then the site's name),
 * the limit it is checked against, and the fields that name an entry with a page of its own (courses, posts).
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
export function checkTitleLength(
  entry: { title: string; seoTitle?: string | undefined },
  context: z.RefinementCtx,
): void {
  const title = documentTitle(entry);
  if (title.length <= MAX_TITLE_LENGTH) return;
  context.addIssue({
    code: 'custom',
    path: [entry.seoTitle === undefined ? 'title' : 'seoTitle'],
    message: titleTooLongMessage(title),
  });
}

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
export const pageIdentityFields = ({
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
