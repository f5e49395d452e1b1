import { CARD_HEIGHT, CARD_WIDTH, shareCard, titleFontSize } from './card';

describe('shareCard', () => {
  const input = { eyebrow: 'Curso · 6 meses', title: 'Título', siteName: 'Escola', domain: 'escola.com.br', logo: 'data:logo' };

  it('draws a 1200×630 card with the texts it is given', () => {
    const card = shareCard(input);
    expect(card.props.style).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(CARD_WIDTH / CARD_HEIGHT).toBeCloseTo(1.905, 2);
    const text = JSON.stringify(card);
    expect(text).toContain('Curso · 6 meses');
    expect(text).toContain('escola.com.br · Londrina-PR');
  });

  it('adds the page picture only when there is one', () => {
    expect(JSON.stringify(shareCard(input))).not.toContain('data:picture');
    expect(JSON.stringify(shareCard({ ...input, picture: 'data:picture' }))).toContain('data:picture');
  });

  it('shrinks long titles so they fit', () => {
    expect(titleFontSize('Contato', true)).toBe(64);
    expect(titleFontSize('Formação Mecânico em Refrigeração e Ar Condicionado', true)).toBe(54);
    expect(titleFontSize('x'.repeat(120), true)).toBe(46);
  });
});
