/**
 * The editor's preview pane (Sveltia CMS custom preview templates): for a course or a post being edited, how its
 * page appears in a Google result (title with the site's suffix, address, description) and in a WhatsApp card, with
 * the counts the build checks, then the text itself. The CMS renders templates with React, through the `h`
 * (createElement) it exposes on window.
 *
 * `registerPreviews` is sent to the browser as its source text (app/cms/previews.js/route.ts), so it must stay
 * self-contained: no imports, no JSX, nothing from the module's scope; everything it needs comes in `settings`.
 */

export interface PreviewSettings {
  /** The suffix of every page title, " | Frio Norte". */
  titleSuffix: string;
  /** The public origin, "https://www.escolafrionorte.com.br". */
  siteUrl: string;
  maxTitleLength: number;
  minDescriptionLength: number;
  maxDescriptionLength: number;
}

/** The part of an entry a template reads (an Immutable Map in the CMS). */
export interface PreviewEntry {
  getIn(path: readonly string[]): unknown;
}

export interface PreviewProps {
  entry: PreviewEntry;
  widgetFor: (field: string) => unknown;
}

type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
}

export function registerPreviews(cms: PreviewRegistry, h: CreateElement, settings: PreviewSettings): void {
  const domain = settings.siteUrl.replace(/^https?:\/\//, '').replace(/^www\./, '');
  const box = { fontFamily: 'Arial, sans-serif', border: '1px solid #dadce0', borderRadius: '8px', padding: '12px 16px', margin: '8px 0 20px', maxWidth: '600px', background: '#fff' };
  const heading = { fontFamily: 'Arial, sans-serif', fontSize: '13px', textTransform: 'uppercase', letterSpacing: '0.05em', color: '#5f6368', margin: '16px 0 0' };
  const count = (ok: boolean) => ({ fontFamily: 'Arial, sans-serif', fontSize: '13px', margin: '4px 0', color: ok ? '#137333' : '#c5221f' });

  function preview(section: string, descriptionField: string, bodyField: string) {
    return function Preview({ entry, widgetFor }: PreviewProps) {
      const field = (name: string): string => {
        const value = entry.getIn(['data', name]);
        return typeof value === 'string' ? value : '';
      };
      const title = `${field('seoTitle') || field('title')}${settings.titleSuffix}`;
      const description = field(descriptionField);
      const slug = field('slug');
      const address = `${settings.siteUrl}/${section}/${slug}`;
      const image = entry.getIn(['data', 'image', 'src']);
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
        h(
          'div',
          { style: { ...box, padding: '0', overflow: 'hidden', background: '#d9fdd3', maxWidth: '420px' }, 'data-preview': 'whatsapp' },
          typeof image === 'string' && image
            ? h('img', { src: image, alt: '', style: { display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover' } })
            : null,
          h(
            'div',
            { style: { padding: '8px 12px', fontFamily: 'Arial, sans-serif' } },
            h('div', { style: { fontWeight: 'bold', fontSize: '14px', color: '#111b21' } }, title),
            h('div', { style: { fontSize: '13px', color: '#54656f', margin: '2px 0' } }, description),
            h('div', { style: { fontSize: '12px', color: '#667781' } }, domain),
          ),
        ),
        h('p', { style: { ...count(true), color: '#5f6368' } }, `Endereço da página: ${address}`),
        h('p', { style: heading }, 'Texto'),
        widgetFor(bodyField),
      );
    };
  }

  cms.registerPreviewTemplate('courses', preview('cursos', 'description', 'body'));
  cms.registerPreviewTemplate('posts', preview('blog', 'excerpt', 'body'));
}
