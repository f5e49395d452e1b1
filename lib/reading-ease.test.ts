import { bandOf, readingEase, readingEaseLine, syllableCount } from './reading-ease';

describe('syllables, from the Portuguese hyphenation dictionary', () => {
  it.each([
    ['refrigeração', 5],
    ['manutenção', 4],
    ['técnico', 3],
    ['compressor', 3],
    ['curso', 2],
    ['sol', 1],
  ])('%s has %i', (word, count) => {
    expect(syllableCount(word)).toBe(count);
  });
});

describe('reading ease (Flesch, Martins et al. 1996)', () => {
  it('is 248.835 − 1.015 × words per sentence − 84.6 × syllables per word', () => {
    const ease = readingEase(['O curso forma gente boa. Venha fazer agora.']);
    const words = 'O curso forma gente boa Venha fazer agora'.split(' ');
    const syllables = words.reduce((sum, word) => sum + syllableCount(word), 0);
    const expected = 248.835 - 1.015 * (words.length / 2) - 84.6 * (syllables / words.length);
    expect(ease?.words).toBe(8);
    expect(ease?.sentences).toBe(2);
    expect(ease?.score).toBe(Math.round(Math.min(100, expected)));
  });

  it('ends a sentence at the end of each block, full stop or not (an item of a list)', () => {
    expect(
      readingEase([
        'Aulas práticas com equipamentos reais',
        'Turmas pequenas e bem acompanhadas.',
        'Certificado ao fim do curso',
      ])?.sentences,
    ).toBe(3);
  });

  it('leaves out blocks under four words: labels and fragments are not running text', () => {
    expect(readingEase(['Duração: 6 meses', 'Climatização', 'O curso tem aulas práticas.'])?.sentences).toBe(1);
    expect(readingEase(['Climatização', 'Carreira'])).toBeUndefined();
  });

  it('counts words with letters, not numbers', () => {
    expect(readingEase(['Em 2026, o curso tem 12 aulas de 4 horas.'])?.words).toBe(7);
  });

  it('ranks long, polysyllabic sentences lower, and names the three longest first', () => {
    const easy = readingEase(['A aula é boa. O sol é bom. A sala é fria.']);
    const hard = readingEase([
      'A regulamentação internacional relativa à substituição progressiva dos hidrofluorocarbonetos determina modificações significativas nos procedimentos operacionais de instalação, manutenção preventiva e recolhimento adequado dos fluidos refrigerantes utilizados.',
      'Os profissionais precisam de qualificação específica.',
      'Isso muda tudo para você.',
      'Sim, isso mesmo, e já.',
    ]);
    expect(easy?.band).toBe('muito fácil');
    expect(hard?.band).toBe('muito difícil');
    expect(hard?.longest.map((sentence) => sentence.words)).toEqual([26, 6, 5]);
    expect(hard?.longest[0]?.text).toMatch(/^A regulamentação internacional/);
  });

  it('has nothing to say of a text without words', () => {
    expect(readingEase([])).toBeUndefined();
    expect(readingEase(['2026', '—'])).toBeUndefined();
  });

  it('bands: muito fácil from 75, fácil from 50, difícil from 25, muito difícil below', () => {
    expect([100, 75, 74, 50, 49, 25, 24, 0].map(bandOf)).toEqual([
      'muito fácil',
      'muito fácil',
      'fácil',
      'fácil',
      'difícil',
      'difícil',
      'muito difícil',
      'muito difícil',
    ]);
  });

  it('says it in one line', () => {
    const ease = readingEase(['A aula é boa.']);
    if (!ease) throw new Error('no ease');
    expect(readingEaseLine(ease)).toBe(`Facilidade de leitura: ${ease.score} de 100 (${ease.band})`);
  });
});
