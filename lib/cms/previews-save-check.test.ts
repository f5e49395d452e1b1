import { createElement } from 'react';
import { titleTooLongMessage } from '@/content/schema';
import { SAMPLE_CLASS_FIELDS } from '@/content/__fixtures__/course-class';
import { POST_MARKUP_HINT } from '@/lib/post-body';
import { entry, markdownToHtml, settings } from '@/lib/__fixtures__/preview-templates';
import { registerPreviews, type SavingEntry } from './previews';

type SaveCheck = (event: { entry: SavingEntry }) => unknown;

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
    const night = { count: 10, value: 199, interest: 0.95, firstDue: '30 dias após a matrícula' };
    expect(check(priced({ cash: 1890, instalments: night, methods: list(['Pix']) }))).toBeUndefined();
    // The same figures with the first instalment at enrolment: refused before saving, with the build's figure.
    expect(
      refusal(() =>
        check(priced({ cash: 1890, instalments: { ...night, firstDue: 'na matrícula' }, methods: list(['Pix']) })),
      ),
    ).toMatch(/^Com a 1ª parcela na matrícula, .* são de R\$\u00a0197,14 .*e não de R\$\u00a0199,00/);
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

  it("refuses, with the build's words, a class whose hours fall short of its certificate or that starts on a holiday", () => {
    const check = saveCheck();
    // The split course (48 hours) on Mondays, Wednesdays and Fridays of April 2026: Good Friday and 1 May are off.
    const april = (data: Record<string, unknown>) =>
      saving('turmas', 'content/turmas/a.yaml', {
        ...SAMPLE_CLASS_FIELDS,
        startDate: '2026-03-30',
        endDate: '2026-05-08',
        weekdays: { toArray: () => ['segunda', 'quarta', 'sexta'] },
        ...data,
      });
    expect(check(april({}))).toBeUndefined();
    expect(refusal(() => check(april({ endDate: '2026-05-06' })))).toBe(
      'As aulas somam 45 horas (15 aulas de 3 h, sem os dias sem aula), menos que as 48 horas do certificado do curso; marque a última aula mais adiante.',
    );
    expect(refusal(() => check(april({ startDate: '2026-04-03' })))).toBe(
      '3 de abril de 2026 é dia sem aula (Sexta-Feira Santa); comece a turma em outro dia.',
    );
  });
});
