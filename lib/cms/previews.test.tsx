import { screen } from '@testing-library/react';
import { SAMPLE_CLASS_FIELDS } from '@/content/__fixtures__/course-class';
import { show, templates } from '@/lib/__fixtures__/preview-templates';
import { readingEase } from '@/lib/reading-ease';

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

describe('the preview of a class', () => {
  it('shows the price as the course page will: cash, instalments, their total, the interest, how to pay', () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: {
        cash: 1890,
        instalments: { count: 10, value: 199, interest: 0.95, firstDue: '30 dias após a matrícula' },
        methods: { toArray: () => ['Pix', 'boleto'] },
      },
    });
    const price = screen.getByText('À vista').closest('[data-preview="class-price"]');
    expect(price).toHaveTextContent(
      'À vistaR$ 1.890,00Parcelado10 parcelas mensais de R$ 199,001ª parcela30 dias após a matrículaTotal parceladoR$ 1.990,00Juros0,95% ao mês (12,01% ao ano)Formas de pagamentoPix ou boleto',
      { normalizeWhitespace: true },
    );
  });

  it('never shows instalments without their total and interest, and says what the law asks for', () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: { cash: 1890, instalments: { count: 10, value: 199 }, methods: ['Pix'] },
    });
    expect(screen.queryByText('Total parcelado')).toBeNull();
    expect(screen.getByText(/e o vencimento da 1ª parcela: a lei pede todos/)).toBeVisible();
  });

  it('says when a class has no price', () => {
    show('turmas', { ...SAMPLE_CLASS_FIELDS, price: undefined });
    expect(screen.getByText('Sem preço: a turma aparece sem ele.')).toBeVisible();
  });

  it("says the build's refusal, with the figure expected, when the instalment is not what the rate gives under its due date", () => {
    show('turmas', {
      ...SAMPLE_CLASS_FIELDS,
      price: {
        cash: 1890,
        instalments: { count: 10, value: 199, interest: 0.95, firstDue: 'na matrícula' },
        methods: ['Pix'],
      },
    });
    expect(
      screen.getByText(
        /^Com a 1ª parcela na matrícula, 10 parcelas a 0,95% ao mês .* são de R\$\s197,14 .*e não de R\$\s199,00/,
      ),
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

describe("the preview of a class's days", () => {
  // The split course (48 hours) on Mondays, Wednesdays and Fridays of April 2026: Good Friday and 1 May fall on its days.
  const april = {
    ...SAMPLE_CLASS_FIELDS,
    startDate: '2026-03-30',
    endDate: '2026-05-08',
    weekdays: ['segunda', 'quarta', 'sexta'],
  };

  it('shows its meetings, hours and days without class as the course page will, with the days the build computed', () => {
    show('turmas', april);
    const days = document.querySelector('[data-preview="class-days"]');
    expect(days).toHaveTextContent(
      'Aulas16 aulas de 3 horas: 48 horas no totalSem aula (feriados e recessos)3 de abril (Sexta-Feira Santa); 1 de maio (Dia do trabalhador)Certificado do curso: 48 horas',
      { normalizeWhitespace: true },
    );
    expect(screen.getByText('Certificado do curso: 48 horas')).toHaveStyle({ color: '#137333' });
  });

  it('marks the certificate short, and asks for the days before counting', () => {
    show('turmas', { ...april, endDate: '2026-05-06' });
    expect(screen.getByText('Certificado do curso: 48 horas')).toHaveStyle({ color: '#c5221f' });
    document.body.innerHTML = '';
    show('turmas', { ...april, endDate: '' });
    expect(screen.getByText(/^Preencha as datas de início e da última aula/)).toBeVisible();
  });
});
