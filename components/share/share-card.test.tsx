import { render } from '@testing-library/react';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';
import { ShareCard, titleFontSize } from './share-card';

describe('ShareCard', () => {
  const props = {
    eyebrow: 'Curso · 6 meses',
    title: 'Título',
    siteName: 'Escola',
    domain: 'escola.com.br',
    logo: 'data:logo',
  };

  it('draws a 1200×630 card with the texts it is given', () => {
    const { container } = render(<ShareCard {...props} />);
    const card = container.firstElementChild as HTMLElement;
    expect(card.style.width).toBe(`${SHARE_IMAGE_WIDTH}px`);
    expect(card.style.height).toBe(`${SHARE_IMAGE_HEIGHT}px`);
    expect(SHARE_IMAGE_WIDTH / SHARE_IMAGE_HEIGHT).toBeCloseTo(1.905, 2);
    expect(card.textContent).toContain('Curso · 6 meses');
    expect(card.textContent).toContain('escola.com.br · Londrina-PR');
  });

  it("writes a course's price under its title only when it has one", () => {
    const price = 'A partir de R$\u00a01.890,00 à vista';
    expect(render(<ShareCard {...props} price={price} />).container.textContent).toContain(`Título${price}`);
    expect(render(<ShareCard {...props} />).container.textContent).not.toContain('R$');
  });

  it('adds the page picture only when there is one', () => {
    const pictures = (picture?: string) =>
      [...render(<ShareCard {...props} picture={picture} />).container.querySelectorAll('img')].map((image) =>
        image.getAttribute('src'),
      );
    expect(pictures()).toEqual(['data:logo']);
    expect(pictures('data:picture')).toEqual(['data:logo', 'data:picture']);
  });

  it('shrinks long titles so they fit', () => {
    expect(titleFontSize('Contato', true)).toBe(64);
    expect(titleFontSize('Formação Mecânico em Refrigeração e Ar Condicionado', true)).toBe(54);
    expect(titleFontSize('x'.repeat(120), true)).toBe(46);
  });
});
