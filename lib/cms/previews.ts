import { courseClassFieldsProblem } from '@/content/rules/course-class';
import { classPriceProblem, instalmentRateHint, PAYMENT_METHODS, priceLines, type ClassPrice, type PaymentMethod } from '@/content/rules/class-price';
import { unsafeParts } from '@/lib/post-markup';
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

export interface PreviewSettings {
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
  /** The build's message for a title over the limit, with "{title}" and "{length}" for the values (content/schema.ts). */
  titleTooLong: string;
  /** What a post's text may hold, said after its problems (lib/post-body.ts). */
  postMarkupHint: string;
}

/** Where app/cms/previews.js/route.ts writes the settings on window, before the bundle that reads them. */
export const PREVIEW_SETTINGS_GLOBAL = 'cmsPreviewSettings';

/** A post's Markdown as HTML, by the editor's own Markdown library. */
export type MarkdownToHtml = (markdown: string) => string;

/** The part of an entry a template reads (an Immutable Map in the CMS). */
export interface PreviewEntry {
  getIn(path: readonly string[]): unknown;
}

/** The entry a save event hands over (an Immutable Map): its collection, the file it is saved to, its data. */
export interface SavingEntry extends PreviewEntry {
  get(key: 'collection' | 'path'): unknown;
}

export interface PreviewProps {
  entry: PreviewEntry;
  widgetFor: (field: string) => unknown;
}

type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: SavingEntry }) => unknown }): void;
}

const box = { fontFamily: 'Arial, sans-serif', border: '1px solid #dadce0', borderRadius: '8px', padding: '12px 16px', margin: '8px 0 20px', maxWidth: '600px', background: '#fff' };
const heading = { fontFamily: 'Arial, sans-serif', fontSize: '13px', textTransform: 'uppercase', letterSpacing: '0.05em', color: '#5f6368', margin: '16px 0 0' };
const count = (ok: boolean) => ({ fontFamily: 'Arial, sans-serif', fontSize: '13px', margin: '4px 0', color: ok ? '#137333' : '#c5221f' });

/** A text field of an entry, as written ('' when empty). */
const textOf = (entry: PreviewEntry, name: string): string => {
  const value = entry.getIn(['data', name]);
  return typeof value === 'string' ? value : '';
};

/** An entry's page title as the build makes it (content/schema.ts). */
const documentTitleOf = (entry: PreviewEntry, settings: PreviewSettings): string =>
  `${textOf(entry, 'seoTitle') || textOf(entry, 'title')}${settings.titleSuffix}`;

/** How easy the text is to read, with its three longest sentences: guidance, never a refusal. */
function readingEaseView(h: CreateElement, markdownToHtml: MarkdownToHtml, markdown: string) {
  const ease = readingEase(htmlBlocks(markdownToHtml(markdown)));
  const note = { ...count(true), color: '#5f6368', fontWeight: 'normal' };
  if (!ease) return h('div', { 'data-preview': 'reading-ease' }, h('p', { style: note }, `${READING_EASE_LABEL}: escreva o texto para medir`));
  return h(
    'div',
    { 'data-preview': 'reading-ease' },
    h('p', { style: { ...note, color: isEasy(ease) ? '#137333' : '#8a4b00', fontWeight: 'bold' } }, readingEaseLine(ease)),
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
  const value = item && typeof (item as { get?: unknown }).get === 'function' ? (item as { get: (key: string) => unknown }).get(name) : (item as Record<string, unknown> | null)?.[name];
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
        return h('li', { key: index, style: { color: ease && !isEasy(ease) ? '#c5221f' : '#5f6368' } }, `${itemField(item, 'question')}: ${line}`);
      }),
    ),
  );
}

/** The card of a page as WhatsApp shows it, with its image when the entry has one. */
function whatsAppCard(h: CreateElement, settings: PreviewSettings, { title, description, image }: { title: string; description: string; image: unknown }) {
  return h(
    'div',
    { style: { ...box, padding: '0', overflow: 'hidden', background: '#d9fdd3', maxWidth: '420px' }, 'data-preview': 'whatsapp' },
    typeof image === 'string' && image
      ? h('img', { src: image, alt: '', style: { display: 'block', width: '100%', aspectRatio: settings.shareImageAspectRatio, objectFit: 'cover' } })
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
function preview(h: CreateElement, settings: PreviewSettings, markdownToHtml: MarkdownToHtml, section: string, descriptionField: string, bodyField: string) {
  const domain = settings.siteDomain;
  return function Preview({ entry, widgetFor }: PreviewProps) {
    const field = (name: string): string => textOf(entry, name);
    const title = documentTitleOf(entry, settings);
    const description = field(descriptionField);
    const slug = field('slug');
    const titleOk = title.length <= settings.maxTitleLength;
    const descriptionOk = description.length >= settings.minDescriptionLength && description.length <= settings.maxDescriptionLength;
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
      h('p', { style: count(descriptionOk) }, `Descrição: ${description.length} caracteres (de ${settings.minDescriptionLength} a ${settings.maxDescriptionLength})`),
      h('p', { style: heading }, 'Como aparece no WhatsApp'),
      whatsAppCard(h, settings, { title, description, image: entry.getIn(['data', 'image', 'src']) }),
      h('p', { style: { ...count(true), color: '#5f6368' } }, `Endereço da página: ${settings.siteUrl}/${section}/${slug}`),
      h('p', { style: heading }, 'Texto'),
      readingEaseView(h, markdownToHtml, field(bodyField)),
      widgetFor(bodyField),
      section === 'cursos' ? questionsEaseView(h, entry) : null,
    );
  };
}

/** A list field of an entry as an array (the CMS hands an Immutable List). */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value && typeof (value as { toArray?: unknown }).toArray === 'function' ? (value as { toArray: () => unknown[] }).toArray() : [];
}

/** A number field as typed: a number, or a text the editor kept ("199.90"); undefined when empty. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

/** A class's price as its fields stand, in the build's shape (content/rules/class-price.ts); undefined without a cash price. */
function classPriceOf(entry: PreviewEntry) {
  const at = (...path: string[]): unknown => entry.getIn(['data', 'price', ...path]);
  const cash = numberOf(at('cash'));
  if (cash === undefined) return undefined;
  const count = numberOf(at('instalments', 'count'));
  const value = numberOf(at('instalments', 'value'));
  const interest = numberOf(at('instalments', 'interest'));
  const anyInstalment = count !== undefined || value !== undefined || interest !== undefined;
  const methods = listOf(at('methods')).filter((method): method is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(method));
  return { cash, instalments: anyInstalment ? { count, value, interest } : undefined, methods };
}

/** The price as the page shows it, once its instalments have all three figures (the law asks for them together). */
function wholePrice(price: NonNullable<ReturnType<typeof classPriceOf>>): ClassPrice | undefined {
  const { cash, methods, instalments } = price;
  if (!instalments) return { cash, methods };
  const { count, value, interest } = instalments;
  if (count === undefined || value === undefined || interest === undefined) return undefined;
  return { cash, methods, instalments: { count, value, interest } };
}

const asSentence = (message: string): string => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/** Why a class cannot be saved: its days and times, and its price, as the build checks them (content/turma-schema.ts). */
function classProblem(entry: SavingEntry): string | undefined {
  const data = (name: string): unknown => entry.getIn(['data', name]);
  const weekdays = listOf(data('weekdays'));
  const problem = courseClassFieldsProblem({ startDate: data('startDate'), startTime: data('startTime'), endTime: data('endTime'), endDate: data('endDate'), weekdays });
  if (problem) return asSentence(problem.message);
  const price = classPriceOf(entry);
  const priceProblem = price && classPriceProblem(price);
  return priceProblem ? asSentence(priceProblem.message) : undefined;
}

/** The preview of a class: its price as the course page shows it, line by line, or why it cannot show yet. */
function classPreview(h: CreateElement) {
  return function ClassPreview({ entry }: PreviewProps) {
    const price = classPriceOf(entry);
    const whole = price && wholePrice(price);
    const lines = whole ? priceLines(whole) : [];
    const complete = !price || whole !== undefined;
    const problem = price && classPriceProblem(price);
    const rateHint = whole && instalmentRateHint(whole);
    return h(
      'div',
      { style: { padding: '16px' } },
      h('p', { style: heading }, 'Preço como aparece na página do curso'),
      h(
        'div',
        { style: box, 'data-preview': 'class-price' },
        !price
          ? h('p', { style: count(true) }, 'Sem preço: a turma aparece sem ele.')
          : !complete
            ? h('p', { style: count(false) }, 'Preencha o número de parcelas, o valor de cada uma e os juros (0 para sem juros): a lei pede os três.')
            : h('dl', { style: { fontFamily: 'Arial, sans-serif', margin: 0 } }, ...lines.flatMap(({ label, value }) => [h('dt', { key: `${label}-label`, style: { color: '#5f6368', fontSize: '13px' } }, label), h('dd', { key: label, style: { margin: '0 0 8px', fontWeight: 'bold' } }, value)])),
      ),
      problem ? h('p', { style: count(false) }, asSentence(problem.message)) : null,
      rateHint ? h('p', { style: { ...count(false), color: '#8a4b00' }, 'data-preview': 'rate-hint' }, rateHint) : null,
    );
  };
}

/** Why a course or a post cannot be saved: its page title, a post's markup, a changed slug. */
function pageEntryProblem(entry: SavingEntry, settings: PreviewSettings, markdownToHtml: MarkdownToHtml): string | undefined {
  const text = (name: string): string => textOf(entry, name);
  const title = documentTitleOf(entry, settings);
  if (title.length > settings.maxTitleLength) return settings.titleTooLong.replace('{title}', title).replace('{length}', String(title.length));
  if (entry.get('collection') === 'posts') {
    // The parser neither runs nor loads anything; every element is checked, the ones it moves to <head> included.
    const page = new DOMParser().parseFromString(markdownToHtml(text('body')), 'text/html');
    const problems = Array.from(page.querySelectorAll('*')).flatMap((element) =>
      unsafeParts({
        tag: element.localName,
        attributes: Array.from(element.attributes).map((attribute): [string, string] => [attribute.name.toLowerCase(), attribute.value]),
      }),
    );
    if (problems.length > 0) return `O texto do post tem conteúdo que não é permitido num artigo: ${problems.join('; ')}. ${settings.postMarkupHint}`;
  }
  // The file keeps the name it was created with (the build wants it equal to the slug).
  const file = entry.get('path');
  const named = typeof file === 'string' ? /([^/]+)\.md$/.exec(file)?.[1] : undefined;
  if (named && named !== text('slug')) {
    return `O endereço (slug) não muda depois de criado: o arquivo se chama ${named}.md. Volte o endereço para "${named}".`;
  }
  return undefined;
}

export function registerPreviews(cms: PreviewRegistry, h: CreateElement, settings: PreviewSettings, markdownToHtml: MarkdownToHtml): void {
  cms.registerPreviewTemplate('courses', preview(h, settings, markdownToHtml, 'cursos', 'description', 'body'));
  cms.registerPreviewTemplate('posts', preview(h, settings, markdownToHtml, 'blog', 'excerpt', 'body'));
  cms.registerPreviewTemplate('turmas', classPreview(h));

  // The rules the build checks on a course or a post that involve two of its fields, checked again before the editor
  // saves: a refusal here (the editor shows the message) is a publication that cannot fail the build for this reason.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = entry.get('collection');
      const problem =
        collection === 'turmas'
          ? classProblem(entry)
          : collection === 'courses' || collection === 'posts'
            ? pageEntryProblem(entry, settings, markdownToHtml)
            : undefined;
      // The editor shows the message of an error named "saving_failed" in its dialog (the cause's), any other without it.
      if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
      return undefined;
    },
  });
}
