import { whatsAppShareUrl } from './share';

describe('whatsAppShareUrl', () => {
  it('puts the title and the URL, encoded, into the text parameter', () => {
    expect(whatsAppShareUrl('Elétrica & Refrigeração', 'https://example.com/cursos/x')).toBe(
      'https://wa.me/?text=El%C3%A9trica%20%26%20Refrigera%C3%A7%C3%A3o%20https%3A%2F%2Fexample.com%2Fcursos%2Fx',
    );
  });
});
