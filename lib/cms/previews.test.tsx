import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { titleTooLongMessage } from '@/content/schema';
import { SAMPLE_CLASS_FIELDS } from '@/content/__fixtures__/course-class';
import { POST_MARKUP_HINT } from '@/lib/post-body';
import { PREVIEW_SETTINGS } from '@/lib/__fixtures__/preview-settings';
import { readingEase } from '@/lib/reading-ease';
import {
  registerPreviews,
  type MarkdownToHtml,
  type PreviewEntry,
  type PreviewProps,
  type SavingEntry,
} from './previews';

const settings = PREVIEW_SETTINGS;

/** HTML written as it is for Markdown (the editor's Markdown library is not needed here). */
const markdownToHtml: MarkdownToHtml = (markdown) => markdown;

type SaveCheck = (event: { entry: SavingEntry }) => unknown;
const noEvents = { registerEventListener: () => undefined };

/** The templates registered, by collection name. */
function templates(): Map<string, (props: PreviewProps) => unknown> {
  const registered = new Map<string, (props: PreviewProps) => unknown>();
  registerPreviews(
    { ...noEvents, registerPreviewTemplate: (name, component) => registered.set(name, component) },
    createElement as never,
    settings,
    markdownToHtml,
  );
  return registered;
}

/** An entry as the CMS hands it over: data read with getIn(['data', …]). */
function entry(data: Record<string, unknown>): PreviewEntry {
  return {
    getIn: (path) =>
      path
        .slice(1)
        .reduce<unknown>(
          (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
          data,
        ),
  };
}

function show(collection: string, data: Record<string, unknown>) {
  const Template = templates().get(collection);
  if (!Template) throw new Error(`no template for ${collection}`);
  render(
    createElement(Template as never, {
      entry: entry(data),
      widgetFor: (field: string) => createElement('div', null, `corpo: ${field}`),
    }),
  );
}

const description =
  'Aprenda a instalar e manter ar condicionado split com segurança, técnica correta e acabamento profissional.';

describe('registerPreviews', () => {
  it('registers a preview for courses, posts and classes', () => {
    expect([...templates().keys()]).toEqual(['courses', 'posts', 'turmas']);
  });

  it('shows a course as Google and WhatsApp show it, with the counts the build checks', () => {
    show('courses', {
      title: 'Instalação de Split',
      slug: 'instalacao-split',
      description,
      image: { src: '/images/a.jpg' },
      body: 'x',
    });
    expect(screen.getAllByText('Instalação de Split | Frio Norte')).toHaveLength(2);
    expect(screen.getByText('escolafrionorte.com.br › cursos › instalacao-split')).toBeInTheDocument();
    expect(screen.getByText(`Título: 32 de no máximo 60 caracteres`)).toBeInTheDocument();
    expect(screen.getByText(`Descrição: ${description.length} caracteres (de 70 a 160)`)).toBeInTheDocument();
    expect(
      screen.getByText('Endereço da página: https://www.escolafrionorte.com.br/cursos/instalacao-split'),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-preview="whatsapp"] img')?.getAttribute('src')).toBe('/images/a.jpg');
    expect(screen.getByText('corpo: body')).toBeInTheDocument();
  });

  it('uses the shorter SEO title when there is one, and the excerpt of a post', () => {
    show('posts', {
      title: 'Um título longo demais para caber',
      seoTitle: 'Curto',
      slug: 'um-post',
      excerpt: 'Curta.',
    });
    expect(screen.getAllByText('Curto | Frio Norte')).toHaveLength(2);
    expect(screen.getByText('escolafrionorte.com.br › blog › um-post')).toBeInTheDocument();
    expect(screen.getByText('Descrição: 6 caracteres (de 70 a 160)')).toHaveStyle({ color: '#c5221f' });
  });

  it('says how easy the text is to read, with its longest sentences, as it is typed', () => {
    const body =
      '<p>A aula é boa. O curso tem prática em bancada todos os dias.</p><ul><li>Turmas pequenas e bem acompanhadas</li><li><a href="/cursos">Ver todos os cursos</a></li></ul>';
    show('posts', { title: 'Um post', slug: 'um-post', excerpt: 'Curta.', body });
    const ease = readingEase([
      'A aula é boa. O curso tem prática em bancada todos os dias.',
      'Turmas pequenas e bem acompanhadas',
    ]);
    if (!ease) throw new Error('no ease');
    expect(screen.getByText(`Facilidade de leitura: ${ease.score} de 100 (${ease.band})`)).toBeInTheDocument();
    const items = Array.from(
      screen.getByRole('list', { name: 'As frases mais longas' }).querySelectorAll('li'),
      (item) => item.textContent,
    );
    expect(items).toEqual([
      'O curso tem prática em bancada todos os dias. (9 palavras)',
      'Turmas pequenas e bem acompanhadas (5 palavras)',
      'A aula é boa. (4 palavras)',
    ]);
  });

  it('asks for a text before it measures one', () => {
    show('courses', { title: 'Curso', slug: 'curso', description });
    expect(screen.getByText('Facilidade de leitura: escreva o texto para medir')).toBeInTheDocument();
  });
});

describe('the check before saving', () => {
  function saveCheck(): SaveCheck {
    let check: SaveCheck | undefined;
    registerPreviews(
      { registerPreviewTemplate: () => undefined, registerEventListener: ({ handler }) => (check = handler) },
      createElement as never,
      settings,
      markdownToHtml,
    );
    if (!check) throw new Error('no preSave listener');
    return check;
  }
  const saving = (collection: string, path: string, data: Record<string, unknown>): { entry: SavingEntry } => ({
    entry: { ...entry(data), get: (key) => (key === 'collection' ? collection : path) },
  });
  const long = 'Instalação e Manutenção de Ar Condicionado Split na Prática';
  /** The message the editor shows: the cause of the "saving_failed" error. */
  const refusal = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      if (error instanceof Error && error.message === 'saving_failed' && error.cause instanceof Error)
        return error.cause.message;
      throw error;
    }
    throw new Error('not refused');
  };

  it("refuses a course or post whose title, with the suffix, is over 60 characters, with the build's message", () => {
    const check = saveCheck();
    const title = `${long} | Frio Norte`;
    for (const collection of ['courses', 'posts']) {
      expect(refusal(() => check(saving(collection, 'content/x/a.md', { title: long, slug: 'a' })))).toBe(
        titleTooLongMessage(title),
      );
    }
    expect(
      check(saving('courses', 'content/courses/a.md', { title: long, seoTitle: 'Curso de split', slug: 'a' })),
    ).toBeUndefined();
    expect(check(saving('content', 'content/site.yaml', { title: long }))).toBeUndefined();
  });

  it("refuses a post whose text could run script or embed a page, with the build's words", () => {
    const check = saveCheck();
    const post = (body: string) => saving('posts', 'content/posts/a.md', { title: 'Post', slug: 'a', body });
    expect(refusal(() => check(post('<p>Oi</p><iframe src="https://www.youtube.com/embed/x"></iframe>')))).toBe(
      `O texto do post tem conteúdo que não é permitido num artigo: um <iframe> (páginas e vídeos de outros sites não podem ser embutidos). ${POST_MARKUP_HINT}`,
    );
    expect(refusal(() => check(post('<a href="java\tscript:alert(1)" onclick="x()">x</a>')))).toContain(
      'o atributo onclick= em <a>',
    );
    expect(refusal(() => check(post('<meta http-equiv="refresh" content="0;url=https://example.com">')))).toContain(
      'redirecionamento',
    );
    expect(check(post('<h2>Título</h2><p>Um <a href="https://example.com">link</a>.</p>'))).toBeUndefined();
  });

  it("refuses a class whose first day is not one of its days, or that ends before it begins, with the build's words", () => {
    const check = saveCheck();
    // Lists come from the editor as Immutable Lists.
    const list = (values: string[]) => ({ toArray: () => values });
    const courseClass = (data: Record<string, unknown>) =>
      saving('turmas', 'content/turmas/a.yaml', {
        ...SAMPLE_CLASS_FIELDS,
        weekdays: list([...SAMPLE_CLASS_FIELDS.weekdays]),
        ...data,
      });
    expect(check(courseClass({}))).toBeUndefined();
    expect(refusal(() => check(courseClass({ weekdays: list(['terça', 'quinta']) })))).toBe(
      '8 de setembro de 2025 é uma segunda-feira, que não está entre os dias da semana da turma; confira a data ou os dias.',
    );
    expect(refusal(() => check(courseClass({ startDate: '2025-09-13' })))).toMatch(
      /^13 de setembro de 2025 é um sábado/,
    );
    expect(refusal(() => check(courseClass({ endTime: '07:00' })))).toBe(
      'O término (07:00) não vem depois do início (19:00); use um horário de término depois do início.',
    );
    // A field not yet filled is its own rule's to report.
    expect(check(courseClass({ startDate: '', endTime: '' }))).toBeUndefined();
    expect(refusal(() => check(courseClass({ endDate: '2025-09-01' })))).toBe(
      'A última aula (2025-09-01) vem antes da primeira (2025-09-08); confira as duas datas.',
    );
  });

  it("refuses a price the law does not accept, with the build's words, the editor's number fields as typed", () => {
    const check = saveCheck();
    const list = (values: string[]) => ({ toArray: () => values });
    const priced = (price: Record<string, unknown>) =>
      saving('turmas', 'content/turmas/a.yaml', {
        ...SAMPLE_CLASS_FIELDS,
        weekdays: list([...SAMPLE_CLASS_FIELDS.weekdays]),
        price,
      });
    expect(
      check(priced({ cash: 1890, instalments: { count: 10, value: 199, interest: 0.95 }, methods: list(['Pix']) })),
    ).toBeUndefined();
    expect(
      refusal(() =>
        check(priced({ cash: 1890, instalments: { count: 10, value: '199', interest: '0' }, methods: list(['Pix']) })),
      ),
    ).toBe(
      '10x de R$\u00a0199,00 somam R$\u00a01.990,00, e não R$\u00a01.890,00 (o preço à vista); parcelas sem juros somam o preço à vista: corrija o valor da parcela ou informe os juros.',
    );
    expect(
      refusal(() =>
        check(priced({ cash: 1890, instalments: { count: 10, value: 180, interest: 1 }, methods: list(['Pix']) })),
      ),
    ).toMatch(/^Com juros, 10x de R\$\u00a0180,00/);
    // Instalments not yet complete are the fields' own rules to report (required).
    expect(check(priced({ cash: 1890, instalments: { count: 10 }, methods: list(['Pix']) }))).toBeUndefined();
  });
  it('refuses a slug changed after the file was created', () => {
    const check = saveCheck();
    expect(refusal(() => check(saving('posts', 'content/posts/antigo.md', { title: 'Post', slug: 'novo' })))).toBe(
      'O endereço (slug) não muda depois de criado: o arquivo se chama antigo.md. Volte o endereço para "antigo".',
    );
    expect(check(saving('posts', 'content/posts/novo.md', { title: 'Post', slug: 'novo' }))).toBeUndefined();
  });
});

describe('the preview of a class', () => {
  it('shows the price as the course page will: cash, instalments, their total, the interest, how to pay', () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: {
        cash: 1890,
        instalments: { count: 10, value: 199, interest: 0.95 },
        methods: { toArray: () => ['Pix', 'boleto'] },
      },
    });
    const price = screen.getByText('À vista').closest('[data-preview="class-price"]');
    expect(price).toHaveTextContent(
      'À vistaR$ 1.890,00Parcelado10 parcelas mensais de R$ 199,00Total parceladoR$ 1.990,00Juros0,95% ao mês (12,01% ao ano)Formas de pagamentoPix ou boleto',
      { normalizeWhitespace: true },
    );
  });

  it('never shows instalments without their total and interest, and says what the law asks for', () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: { cash: 1890, instalments: { count: 10, value: 199 }, methods: ['Pix'] },
    });
    expect(screen.queryByText('Total parcelado')).toBeNull();
    expect(screen.getByText(/a lei pede os três/)).toBeVisible();
  });

  it('says when a class has no price', () => {
    show('turmas', { ...SAMPLE_CLASS_FIELDS, price: undefined });
    expect(screen.getByText('Sem preço: a turma aparece sem ele.')).toBeVisible();
  });

  it("warns, without refusing, when the instalment is not the Price table's for the rate typed", () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: { cash: 900, instalments: { count: 10, value: 99, interest: 1.5 }, methods: ['Pix'] },
    });
    expect(
      screen.getByText(/^Pela tabela Price, 10 parcelas de R\$\s900,00 a 1,50% ao mês dão R\$\s97,59/),
    ).toBeVisible();
  });
});

describe('the preview of a course', () => {
  it("lists each question with its answer's reading ease, as it is typed, before saving", () => {
    const questions = {
      toArray: () => [
        {
          get: (key: string) =>
            ({
              question: 'Preciso ter experiência?',
              answer: 'Não. O curso começa do zero. Você aprende tudo na prática.',
            })[key],
        },
        { question: 'Tem estacionamento?', answer: 'Sim.' },
      ],
    };
    show('courses', { title: 'Curso', slug: 'curso', description, questions });
    const list = screen.getByText('Perguntas frequentes: facilidade de leitura das respostas').nextElementSibling;
    expect(list?.textContent).toMatch(
      /^Preciso ter experiência\?: \d+ de 100 \((fácil|muito fácil)\)Tem estacionamento\?: curta demais para medir$/,
    );
  });
});
