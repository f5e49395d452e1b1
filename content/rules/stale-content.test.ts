import { monthOf, SOON_DAYS, staleContent, type StaleContentInput } from './stale-content';

const COURSES = [
  { slug: 'mecanica', title: 'Formação em Mecânica de Refrigeração' },
  { slug: 'split', title: 'Instalação e Manutenção de Split' },
];

/** The shipped content's shape on a day in 2026: a 2025 badge, a banner for September 2025, every class started. */
const STALE: StaleContentInput = {
  today: '2026-11-29',
  enrolmentYear: 2025,
  nextClass: 'Setembro de 2025',
  closures: [{ name: 'Recesso de fim de ano', to: '2027-01-02' }],
  courses: COURSES,
  classes: [
    { course: 'mecanica', startDate: '2025-09-08', places: 'aberta' },
    { course: 'split', startDate: '2025-10-18', places: 'esgotada' },
  ],
};

describe('what the site says that is no longer true', () => {
  it('names the badge, the banner and each course without a dated class, most visible first', () => {
    expect(staleContent(STALE)).toEqual([
      'O selo "MATRÍCULAS 2025", no topo de todas as páginas, fala de um ano que já passou: mude o "Ano das matrículas abertas" em Dados da escola.',
      'A página inicial anuncia a próxima turma para "Setembro de 2025", um mês que já passou, e nenhuma turma com vagas tem data marcada: cadastre a turma em Turmas ou mude a "Próxima turma" em Dados da escola.',
      'O curso "Formação em Mecânica de Refrigeração" não tem turma com data marcada: a página dele diz "Ainda não há turma com data marcada".',
      'O curso "Instalação e Manutenção de Split" não tem turma com data marcada: a página dele diz "Ainda não há turma com data marcada".',
    ]);
  });

  it('says nothing of content that is still true: this year’s badge, a banner month to come, every course dated', () => {
    expect(
      staleContent({
        ...STALE,
        enrolmentYear: 2026,
        nextClass: 'Fevereiro de 2027',
        classes: [
          { course: 'mecanica', startDate: '2027-02-08', places: 'aberta' },
          { course: 'split', startDate: '2026-12-07', places: 'aberta' },
        ],
      }),
    ).toEqual([]);
  });

  it('leaves the banner alone while a class is dated (the banner then shows that class) and in its own month', () => {
    const dated = {
      ...STALE,
      enrolmentYear: 2026,
      classes: [{ course: 'mecanica', startDate: '2027-03-01', places: 'aberta' }],
    };
    expect(staleContent(dated).some((item) => item.includes('página inicial'))).toBe(false);
    const thisMonth = { ...STALE, enrolmentYear: 2026, nextClass: 'novembro de 2026', classes: [] };
    expect(staleContent(thisMonth).some((item) => item.includes('página inicial'))).toBe(false);
    const lastMonth = { ...thisMonth, nextClass: 'Outubro de 2026' };
    expect(staleContent(lastMonth).some((item) => item.includes('"Outubro de 2026", um mês que já passou'))).toBe(true);
  });

  it(`names a class starting within ${SOON_DAYS} days that still says its places are open, and no other`, () => {
    const items = staleContent({
      ...STALE,
      enrolmentYear: 2026,
      classes: [
        { course: 'split', startDate: '2026-11-30', places: 'aberta' },
        { course: 'mecanica', startDate: '2026-12-06', places: 'aberta' },
        { course: 'mecanica', startDate: '2026-12-07', places: 'últimas vagas' },
        { course: 'split', startDate: '2026-12-07', places: 'aberta' },
      ],
    });
    expect(items).toEqual([
      'A turma de "Instalação e Manutenção de Split" começa amanhã (30 de novembro de 2026) e ainda diz "Vagas abertas": confira as vagas.',
      'A turma de "Formação em Mecânica de Refrigeração" começa em 7 dias (6 de dezembro de 2026) e ainda diz "Vagas abertas": confira as vagas.',
    ]);
    expect(
      staleContent({
        ...STALE,
        enrolmentYear: 2026,
        classes: [{ course: 'split', startDate: '2026-11-29', places: 'aberta' }],
      }),
    ).toContain(
      'A turma de "Instalação e Manutenção de Split" começa hoje (29 de novembro de 2026) e ainda diz "Vagas abertas": confira as vagas.',
    );
  });
});

describe('the badge and the banner follow the class the home page announces', () => {
  it('says nothing of last year’s badge while a class still taking students is dated: the badge shows its year', () => {
    const dated = { ...STALE, classes: [{ course: 'mecanica', startDate: '2027-03-01', places: 'aberta' }] };
    expect(staleContent(dated).some((item) => item.includes('MATRÍCULAS'))).toBe(false);
  });

  it('names the badge and the banner when every dated class is sold out: the home page then shows the content’s own', () => {
    const soldOut = { ...STALE, classes: [{ course: 'mecanica', startDate: '2027-03-01', places: 'esgotada' }] };
    const items = staleContent(soldOut);
    expect(items.some((item) => item.includes('"MATRÍCULAS 2025"'))).toBe(true);
    expect(items.some((item) => item.includes('"Setembro de 2025", um mês que já passou'))).toBe(true);
  });
});

describe('the school’s recesses', () => {
  it('are named once every one entered has ended, with the last one', () => {
    const closures = [
      { name: 'Recesso de julho', to: '2026-07-31' },
      { name: 'Recesso de fim de ano', to: '2026-01-02' },
    ];
    expect(staleContent({ ...STALE, closures }).at(-1)).toBe(
      'Os recessos da escola já passaram (o último, "Recesso de julho", terminou em 31 de julho de 2026), e nenhum outro está cadastrado: as turmas novas só pulam os feriados. Se houver recesso pela frente, cadastre-o em "Dias sem aula".',
    );
  });

  it('are not named while one is still to end, nor for a school that enters none', () => {
    const ongoing = [{ name: 'Recesso de fim de ano', to: '2026-11-29' }];
    expect(staleContent({ ...STALE, closures: ongoing }).some((item) => item.includes('recessos'))).toBe(false);
    expect(staleContent({ ...STALE, closures: [] }).some((item) => item.includes('recessos'))).toBe(false);
  });
});

describe('the banner’s month', () => {
  it('reads a month and year in Portuguese, in any case', () => {
    expect(monthOf('Setembro de 2025')).toEqual({ year: 2025, month: 9 });
    expect(monthOf('março de 2027')).toEqual({ year: 2027, month: 3 });
  });

  it('reads nothing from words that name no month', () => {
    expect(monthOf('Em breve')).toBeUndefined();
    expect(monthOf('Setembro')).toBeUndefined();
    expect(monthOf('Septembre de 2025')).toBeUndefined();
  });
});
