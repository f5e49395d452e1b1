import { unsafeParts } from '@/lib/post-markup';
import { classPreview, classProblem } from './class-preview';
import type { ClassDaysSettings } from './class-days-preview';
import {
  box,
  count,
  heading,
  listOf,
  textOf,
  type CreateElement,
  type PreviewEntry,
  type PreviewProps,
  type PreviewRegistry,
  type SavingEntry,
} from './preview-parts';

export type { PreviewEntry, PreviewProps, PreviewRegistry, SavingEntry } from './preview-parts';
import {
  htmlBlocks,
  LONGEST_SENTENCES_LABEL,
  longSentenceLine,
  READING_EASE_HINT,
  READING_EASE_LABEL,
  readingEase,
  readingEaseLine,
  isEasy,
} from '@/lib/reading-ease';

/**
 * The editor's preview pane (Sveltia CMS custom preview templates): for a course or a post being edited, how its
 * page appears in a Google result (title with the site's suffix, address, description) and in a WhatsApp card, with
 * the counts the build checks, then the text itself. The CMS renders templates with React, through the `h`
 * (createElement) it exposes on window. Also the check before saving of the rules between two fields of an entry,
 * which a field's own limits cannot say (the title's length depends on the search title; the slug names the file; a
 * class's first day is one of its days, with the build's own check), and of a post's text, with the build's own check
 * (lib/post-body.ts).
 *
 * Bundled for the browser with the build's own checks, which it imports (lib/early/inline/cms-previews.ts, served by
 * app/cms/previews.js/route.ts); the site's own values come in `settings`, written by that route, and the editor's
 * Markdown library in `markdownToHtml`.
 */

/** With the days without class and the certificates' hours, for a class's meetings (./class-days-preview.ts). */
export interface PreviewSettings extends ClassDaysSettings {
  /** The suffix of every page title, " | Frio Norte". */
  titleSuffix: string;
  /** The public origin, "https://www.escolafrionorte.com.br". */
  siteUrl: string;
  /** Its host as results and cards show it, "escolafrionorte.com.br" (lib/metadata.ts). */
  siteDomain: string;
  maxTitleLength: number;
  /** The share image's proportions, as CSS `aspect-ratio` ("1200 / 630"). */
  shareImageAspectRatio: string;
  minDescriptionLength: number;
  maxDescriptionLength: number;
  /**
   * The build's message for a title over the limit, with "{title}" and "{length}" for the values
   * (content/page-title-schema.ts).
   */
  titleTooLong: string;
  /** What a post's text may hold, said after its problems (lib/post-body.ts). */
  postMarkupHint: string;
}

/** Where app/cms/previews.js/route.ts writes the settings on window, before the bundle that reads them. */
export const PREVIEW_SETTINGS_GLOBAL = 'cmsPreviewSettings';

/** A post's Markdown as HTML, by the editor's own Markdown library. */
export type MarkdownToHtml = (markdown: string) => string;

/** An entry's page title as the build makes it (content/page-title-schema.ts). */
const documentTitleOf = (entry: PreviewEntry, settings: PreviewSettings): string =>
  `${textOf(entry, 'seoTitle') || textOf(entry, 'title')}${settings.titleSuffix}`;

/** How easy the text is to read, with its three longest sentences: guidance, never a refusal. */
function readingEaseView(h: CreateElement, markdownToHtml: MarkdownToHtml, markdown: string) {
  const ease = readingEase(htmlBlocks(markdownToHtml(markdown)));
  const note = { ...count(true), color: '#5f6368', fontWeight: 'normal' };
  if (!ease)
    return h(
      'div',
      { 'data-preview': 'reading-ease' },
      h('p', { style: note }, `${READING_EASE_LABEL}: escreva o texto para medir`),
    );
  return h(
    'div',
    { 'data-preview': 'reading-ease' },
    h(
      'p',
      { style: { ...note, color: isEasy(ease) ? '#137333' : '#8a4b00', fontWeight: 'bold' } },
      readingEaseLine(ease),
    ),
    h('p', { style: note }, READING_EASE_HINT),
    h('p', { style: note }, `${LONGEST_SENTENCES_LABEL}:`),
    h(
      'ol',
      { 'aria-label': LONGEST_SENTENCES_LABEL, style: { ...note, margin: '4px 0 16px', paddingLeft: '20px' } },
      ...ease.longest.map((sentence, index) => h('li', { key: index }, longSentenceLine(sentence))),
    ),
  );
}

/** A field of a list item (a plain object, or an Immutable Map in the CMS). */
function itemField(item: unknown, name: string): string {
  const value =
    item && typeof (item as { get?: unknown }).get === 'function'
      ? (item as { get: (key: string) => unknown }).get(name)
      : (item as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Each of a course's questions with how easy its answer is to read, as the page report will show it. */
function questionsEaseView(h: CreateElement, entry: PreviewEntry) {
  const questions = listOf(entry.getIn(['data', 'questions']));
  const note = { ...count(true), color: '#5f6368', fontWeight: 'normal' };
  return h(
    'div',
    { 'data-preview': 'questions-ease' },
    h('p', { style: heading }, 'Perguntas frequentes: facilidade de leitura das respostas'),
    h(
      'ol',
      { style: { ...note, paddingLeft: '20px' } },
      ...questions.map((item, index) => {
        const ease = readingEase([itemField(item, 'answer')]);
        const line = ease ? `${ease.score} de 100 (${ease.band})` : 'curta demais para medir';
        return h(
          'li',
          { key: index, style: { color: ease && !isEasy(ease) ? '#c5221f' : '#5f6368' } },
          `${itemField(item, 'question')}: ${line}`,
        );
      }),
    ),
  );
}

/** The card of a page as WhatsApp shows it, with its image when the entry has one. */
function whatsAppCard(
  h: CreateElement,
  settings: PreviewSettings,
  { title, description, image }: { title: string; description: string; image: unknown },
) {
  return h(
    'div',
    {
      style: { ...box, padding: '0', overflow: 'hidden', background: '#d9fdd3', maxWidth: '420px' },
      'data-preview': 'whatsapp',
    },
    typeof image === 'string' && image
      ? h('img', {
          src: image,
          alt: '',
          style: { display: 'block', width: '100%', aspectRatio: settings.shareImageAspectRatio, objectFit: 'cover' },
        })
      : null,
    h(
      'div',
      { style: { padding: '8px 12px', fontFamily: 'Arial, sans-serif' } },
      h('div', { style: { fontWeight: 'bold', fontSize: '14px', color: '#111b21' } }, title),
      h('div', { style: { fontSize: '13px', color: '#54656f', margin: '2px 0' } }, description),
      h('div', { style: { fontSize: '12px', color: '#667781' } }, settings.siteDomain),
    ),
  );
}

/** The preview of a course or a post: its Google result, its WhatsApp card, its address, the reading ease, its text. */
function preview(
  h: CreateElement,
  settings: PreviewSettings,
  markdownToHtml: MarkdownToHtml,
  section: string,
  descriptionField: string,
  bodyField: string,
) {
  const domain = settings.siteDomain;
  return function Preview({ entry, widgetFor }: PreviewProps) {
    const field = (name: string): string => textOf(entry, name);
    const title = documentTitleOf(entry, settings);
    const description = field(descriptionField);
    const slug = field('slug');
    const titleOk = title.length <= settings.maxTitleLength;
    const descriptionOk =
      description.length >= settings.minDescriptionLength && description.length <= settings.maxDescriptionLength;
    return h(
      'div',
      { style: { padding: '16px' } },
      h('p', { style: heading }, 'Como aparece no Google'),
      h(
        'div',
        { style: box, 'data-preview': 'google' },
        h('div', { style: { fontSize: '12px', color: '#202124' } }, `${domain} › ${section} › ${slug}`),
        h('div', { style: { fontSize: '20px', color: '#1a0dab', margin: '4px 0' } }, title),
        h('div', { style: { fontSize: '14px', color: '#4d5156', lineHeight: '1.5' } }, description),
      ),
      h('p', { style: count(titleOk) }, `Título: ${title.length} de no máximo ${settings.maxTitleLength} caracteres`),
      h(
        'p',
        { style: count(descriptionOk) },
        `Descrição: ${description.length} caracteres (de ${settings.minDescriptionLength} a ${settings.maxDescriptionLength})`,
      ),
      h('p', { style: heading }, 'Como aparece no WhatsApp'),
      whatsAppCard(h, settings, { title, description, image: entry.getIn(['data', 'image', 'src']) }),
      h(
        'p',
        { style: { ...count(true), color: '#5f6368' } },
        `Endereço da página: ${settings.siteUrl}/${section}/${slug}`,
      ),
      h('p', { style: heading }, 'Texto'),
      readingEaseView(h, markdownToHtml, field(bodyField)),
      widgetFor(bodyField),
      section === 'cursos' ? questionsEaseView(h, entry) : null,
    );
  };
}

/** Why a course or a post cannot be saved: its page title, a post's markup, a changed slug. */
function pageEntryProblem(
  entry: SavingEntry,
  settings: PreviewSettings,
  markdownToHtml: MarkdownToHtml,
): string | undefined {
  const text = (name: string): string => textOf(entry, name);
  const title = documentTitleOf(entry, settings);
  if (title.length > settings.maxTitleLength)
    return settings.titleTooLong.replace('{title}', title).replace('{length}', String(title.length));
  if (entry.get('collection') === 'posts') {
    // The parser neither runs nor loads anything; every element is checked, the ones it moves to <head> included.
    const page = new DOMParser().parseFromString(markdownToHtml(text('body')), 'text/html');
    const problems = Array.from(page.querySelectorAll('*')).flatMap((element) =>
      unsafeParts({
        tag: element.localName,
        attributes: Array.from(element.attributes).map((attribute): [string, string] => [
          attribute.name.toLowerCase(),
          attribute.value,
        ]),
      }),
    );
    if (problems.length > 0)
      return `O texto do post tem conteúdo que não é permitido num artigo: ${problems.join('; ')}. ${settings.postMarkupHint}`;
  }
  // The file keeps the name it was created with (the build wants it equal to the slug).
  const file = entry.get('path');
  const named = typeof file === 'string' ? /([^/]+)\.md$/.exec(file)?.[1] : undefined;
  if (named && named !== text('slug')) {
    return `O endereço (slug) não muda depois de criado: o arquivo se chama ${named}.md. Volte o endereço para "${named}".`;
  }
  return undefined;
}

export function registerPreviews(
  cms: PreviewRegistry,
  h: CreateElement,
  settings: PreviewSettings,
  markdownToHtml: MarkdownToHtml,
): void {
  cms.registerPreviewTemplate('courses', preview(h, settings, markdownToHtml, 'cursos', 'description', 'body'));
  cms.registerPreviewTemplate('posts', preview(h, settings, markdownToHtml, 'blog', 'excerpt', 'body'));
  cms.registerPreviewTemplate('turmas', classPreview(h, settings));

  // The rules the build checks on a course or a post that involve two of its fields, checked again before the editor
  // saves: a refusal here (the editor shows the message) is a publication that cannot fail the build for this reason.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = entry.get('collection');
      const problem =
        collection === 'turmas'
          ? classProblem(entry, settings)
          : collection === 'courses' || collection === 'posts'
            ? pageEntryProblem(entry, settings, markdownToHtml)
            : undefined;
      // The editor shows the message of an error named "saving_failed" in its dialog (the cause's), any other without it.
      if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
      return undefined;
    },
  });
}
