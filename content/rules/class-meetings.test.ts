import { classMeetings, meetingsLine, noClassDaysLine } from './class-meetings';

/** The course page's words for a class's days (the same words in the editor's preview). */
describe('the words of a class’s days', () => {
  it('says the meetings, their length and the total: "80 aulas de 3 horas: 240 horas no total"', () => {
    expect(meetingsLine({ meetings: Array(80).fill('2025-09-08'), dailyHours: 3, hours: 240, skipped: [] })).toBe(
      '80 aulas de 3 horas: 240 horas no total',
    );
    expect(meetingsLine({ meetings: ['2025-09-08'], dailyHours: 2.5, hours: 2.5, skipped: [] })).toBe(
      '1 aula de 2,5 horas: 2,5 horas no total',
    );
  });

  it('names each day without class, and a closure’s days in a row as one stretch, a holiday inside it too', () => {
    const noClass = new Map([
      ['2025-11-20', 'Dia da Consciência Negra'],
      ['2025-12-23', 'Recesso'],
      ['2025-12-25', 'Natal e Recesso'],
      ['2025-12-30', 'Recesso'],
      ['2026-01-01', 'Ano Novo e Recesso'],
    ]);
    const { skipped } = classMeetings(
      {
        startDate: '2025-11-18',
        endDate: '2026-01-08',
        startTime: '19:00',
        endTime: '22:00',
        weekdays: ['terça', 'quinta'],
      },
      noClass,
    );
    expect(noClassDaysLine(skipped)).toBe(
      '20 de novembro (Dia da Consciência Negra); de 23 de dezembro a 1 de janeiro (Recesso)',
    );
  });

  it('keeps apart two days of the same name more than a week apart, with their years a year apart, and says when there is none', () => {
    expect(
      noClassDaysLine([
        { date: '2025-12-10', name: 'Aniversário de Londrina' },
        { date: '2026-12-10', name: 'Aniversário de Londrina' },
      ]),
    ).toBe('10 de dezembro de 2025 (Aniversário de Londrina); 10 de dezembro de 2026 (Aniversário de Londrina)');
    expect(noClassDaysLine([])).toBe('Nenhum: nem feriado nem recesso no período');
  });
});
