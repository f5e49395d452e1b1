import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { registerPreviews, type PreviewEntry, type PreviewProps, type PreviewSettings } from './previews';

const settings: PreviewSettings = {
  titleSuffix: ' | Frio Norte',
  siteUrl: 'https://www.escolafrionorte.com.br',
  maxTitleLength: 60,
  minDescriptionLength: 70,
  maxDescriptionLength: 160,
};

/** The templates registered, by collection name. */
function templates(): Map<string, (props: PreviewProps) => unknown> {
  const registered = new Map<string, (props: PreviewProps) => unknown>();
  registerPreviews({ registerPreviewTemplate: (name, component) => registered.set(name, component) }, createElement as never, settings);
  return registered;
}

/** An entry as the CMS hands it over: data read with getIn(['data', …]). */
function entry(data: Record<string, unknown>): PreviewEntry {
  return {
    getIn: (path) => path.slice(1).reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data),
  };
}

function show(collection: string, data: Record<string, unknown>) {
  const Template = templates().get(collection);
  if (!Template) throw new Error(`no template for ${collection}`);
  render(createElement(Template as never, { entry: entry(data), widgetFor: (field: string) => createElement('div', null, `corpo: ${field}`) }));
}

const description = 'Aprenda a instalar e manter ar condicionado split com segurança, técnica correta e acabamento profissional.';

describe('registerPreviews', () => {
  it('registers a preview for courses and posts', () => {
    expect([...templates().keys()]).toEqual(['courses', 'posts']);
  });

  it('shows a course as Google and WhatsApp show it, with the counts the build checks', () => {
    show('courses', { title: 'Instalação de Split', slug: 'instalacao-split', description, image: { src: '/images/a.jpg' }, body: 'x' });
    expect(screen.getAllByText('Instalação de Split | Frio Norte')).toHaveLength(2);
    expect(screen.getByText('escolafrionorte.com.br › cursos › instalacao-split')).toBeInTheDocument();
    expect(screen.getByText(`Título: 32 de no máximo 60 caracteres`)).toBeInTheDocument();
    expect(screen.getByText(`Descrição: ${description.length} caracteres (de 70 a 160)`)).toBeInTheDocument();
    expect(screen.getByText('Endereço da página: https://www.escolafrionorte.com.br/cursos/instalacao-split')).toBeInTheDocument();
    expect(document.querySelector('[data-preview="whatsapp"] img')?.getAttribute('src')).toBe('/images/a.jpg');
    expect(screen.getByText('corpo: body')).toBeInTheDocument();
  });

  it('uses the shorter SEO title when there is one, and the excerpt of a post', () => {
    show('posts', { title: 'Um título longo demais para caber', seoTitle: 'Curto', slug: 'um-post', excerpt: 'Curta.' });
    expect(screen.getAllByText('Curto | Frio Norte')).toHaveLength(2);
    expect(screen.getByText('escolafrionorte.com.br › blog › um-post')).toBeInTheDocument();
    expect(screen.getByText('Descrição: 6 caracteres (de 70 a 160)')).toHaveStyle({ color: '#c5221f' });
  });

  it('is self-contained, so that it can be sent to the browser as its source text', () => {
    const source = registerPreviews.toString();
    const rebuilt = new Function(`return (${source});`)() as typeof registerPreviews;
    const registered: string[] = [];
    rebuilt({ registerPreviewTemplate: (name) => registered.push(name) }, createElement as never, settings);
    expect(registered).toEqual(['courses', 'posts']);
  });
});
