import { z } from 'zod';
import { dayInWords } from './rules/class-meetings';
import { MAX_DESCRIPTION_LENGTH, MIN_DESCRIPTION_LENGTH } from './rules/google-snippet';
import { pixelSize } from './image-files';

/**
 * The building blocks of the content schemas (content/schema.ts gathers them): texts, slugs, dates,
 * descriptions and sized images, each with the pt-BR message the build prints when an entry breaks its rule.
 */

// Messages of zod's own checks (a number where text was expected…) in pt-BR as well.
z.config(z.locales.ptBR());

/**
 * What the content editor (Sveltia CMS) shows of a field, written beside the field as zod metadata: the editor's
 * configuration is generated from the schemas (lib/cms/config.ts), so a field and its limits are described once.
 */
declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the editor. */
    label?: string;
    /** The help under the field. */
    hint?: string;
    /** The editor's message for a value that breaks the field's pattern: the build's message, set by `matching`. */
    patternMessage?: string;
    /** The text is a page's title: with the site's suffix after it, it must fit the search results' limit. */
    pageTitle?: boolean;
    /** The name shown for each value of an enum (a select in the editor). */
    optionLabels?: Readonly<Record<string, string>>;
    /** Options of the editor's field that its type does not give (widget, summary, label_singular…). */
    editor?: Readonly<Record<string, unknown>>;
  }
}

export const REQUIRED = 'é obrigatório e não pode ficar vazio';

/** Text that must say something (not empty, not only spaces). A YAML field left blank reads as null. */
export const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'deve ser um texto') })
    .regex(/\S/, REQUIRED);

/**
 * Text of more than one line (an answer, a paragraph): the editor gives it a box of several lines. Metadata added
 * later is merged one level deep: a later `editor` replaces this one, so it would have to say the widget again.
 */
export const longText = () => text().meta({ editor: { widget: 'text' } });

/**
 * A list of texts, at least one, each in a box of its own: `singular` names an item in the editor (its label and its
 * "add" button); `empty` is the build's message for an empty list (zod's own when not given).
 */
export const textList = (singular: string, { long = false, empty }: { long?: boolean; empty?: string } = {}) =>
  z
    .array((long ? longText() : text()).meta({ label: singular }))
    .min(1, empty)
    .meta({ editor: { label_singular: singular } });

/** Text matching `pattern`; the build and the editor both say `message` when it does not. */
export const matching = (pattern: RegExp, message: string) =>
  text().regex(pattern, message).meta({ patternMessage: message });

export const slug = () =>
  matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use apenas letras minúsculas sem acento, números e hífens');

/** A calendar date written AAAA-MM-DD that exists. */
export const isoDate = () =>
  text().refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'use a data no formato AAAA-MM-DD',
    },
  );

/**
 * A calendar day as a YAML file may hold it: a YAML 1.1 reader (gray-matter's, the editor's) turns an unquoted
 * 2025-09-08 into a Date, which is turned back into its AAAA-MM-DD text before the day is checked (z.preprocess).
 */
export const yamlDayText = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/**
 * A calendar day field, AAAA-MM-DD, as a file holds it and the editor's date picker writes it; `editor` adds to the
 * picker's options (a default day).
 */
export const calendarDay = ({
  label,
  hint,
  editor,
}: {
  label: string;
  hint: string;
  editor?: Readonly<Record<string, unknown>>;
}) =>
  z.preprocess(
    yamlDayText,
    isoDate().meta({ label, hint, editor: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', ...editor } }),
  );

/** A calendar day AAAA-MM-DD as a page says it: "8 de setembro de 2025" (a post's date, a class's start). */
export const formatCalendarDay = dayInWords;

/** The pt-BR message of a description outside 70–160 characters, the same for both ends. */
const descriptionLength = (issue: { input?: unknown }): string =>
  `tem ${String(issue.input).length} caracteres; use de ${MIN_DESCRIPTION_LENGTH} a ${MAX_DESCRIPTION_LENGTH}`;

/**
 * The meta description of a page: long enough to say something, short enough not to be cut. Written with
 * min/max (not a refine) so the limits show in the JSON Schema the CMS configuration is checked against.
 */
export const metaDescription = () =>
  longText()
    .min(MIN_DESCRIPTION_LENGTH, { error: descriptionLength })
    .max(MAX_DESCRIPTION_LENGTH, { error: descriptionLength });

/**
 * What the editor does to a photo it uploads (lib/cms/config.ts): turned into WebP, its longer side shrunk to at most
 * UPLOAD_MAX_SIDE pixels (the largest the site shows is 1600), and refused if it still weighs over UPLOAD_MAX_BYTES.
 */
export const UPLOAD_MAX_SIDE = 2000;
export const UPLOAD_MAX_BYTES = 2_000_000;
/** Where the editor saves the pictures it uploads, as the site serves them (the files are under public/). */
export const UPLOADS_PATH = '/images/uploads';

/**
 * An image of the site: a file under public/ ("/images/…") and what it shows. Its width and height are read from the
 * file by the build (content/image-files.ts), not written in content/: a missing or unreadable file stops the build,
 * naming the file. The editor sees the input (path and alt); the pages get the sized image.
 */
export const sizedImageSchema = z
  .strictObject({
    src: text()
      .regex(
        /^\/(?!.*(?:^|\/)\.\.(?:\/|$))[^/]/,
        'use o caminho de um arquivo em public/, começando por "/" ("/images/…")',
      )
      .meta({
        label: 'Arquivo da imagem',
        hint: `Uma foto JPEG, PNG ou WebP (fotos HEIC do iPhone não). O editor a converte em WebP com no máximo ${UPLOAD_MAX_SIDE} pixels no lado maior; o site lê a largura e a altura do arquivo.`,
        editor: { widget: 'image', choose_url: false },
      }),
    /** Describes what the picture shows, in pt-BR. */
    alt: text().meta({ label: 'Texto alternativo', hint: 'Descreva o que a imagem mostra, para quem não pode vê-la.' }),
  })
  .transform((image, context) => {
    try {
      // In the order content/ used to state them: the pages' data stay as they were.
      const { width, height } = pixelSize(image.src);
      return { src: image.src, width, height, alt: image.alt };
    } catch (error) {
      context.issues.push({
        code: 'custom',
        path: ['src'],
        message: error instanceof Error ? error.message : String(error),
        input: image.src,
      });
      return z.NEVER;
    }
  })
  .meta({ label: 'Imagem', editor: { summary: '{{alt}}' } });
export type SizedImage = z.output<typeof sizedImageSchema>;

/** A card's number: whole, above zero, different in each card. */
export const positiveId = () =>
  z
    .number()
    .int()
    .positive()
    .meta({ label: 'Número', hint: 'Um número inteiro maior que zero, diferente em cada cartão.' });
