import { render, screen } from '@testing-library/react';
import type { ClassPrice } from '@/content/rules/class-price';
import { TERMS_PATH } from '@/lib/terms';
import { ClassInvestment, ClassPriceOnRequest } from './class-investment';
import { NIGHT_PRICE as NIGHT, SAMPLE_TERMS as TERMS } from '@/content/rules/__fixtures__/payment-terms';

jest.mock('@/components/ui/intent-link');

/** Each line of the block as the visitor reads it: "label: value". */
const lines = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('ClassInvestment', () => {
  it("writes the price, the first due date, then the school's terms, each a line in the same type, and links to the terms", () => {
    render(<ClassInvestment price={NIGHT} terms={TERMS} />);
    expect(lines()).toEqual([
      'À vista: R$\u00a01.890,00',
      'Parcelado: 10 parcelas mensais de R$\u00a0199,00',
      '1ª parcela: 30 dias após a matrícula',
      'Total parcelado: R$\u00a01.990,00',
      'Juros: 0,95% ao mês (12,01% ao ano)',
      'Formas de pagamento: Pix, cartão de crédito ou boleto',
      'Parcelar com: Cartão de crédito ou boleto (no boleto, sem precisar de cartão de crédito)',
      'Atraso: Multa de 2% da parcela e juros de mora de 1% ao mês',
      'Pagar adiantado: Pode, com redução proporcional dos juros',
      'Matrícula: Sem taxa de matrícula',
      'Outras cobranças: Nenhuma',
    ]);
    // Every value in the price's own type: none set apart.
    for (const value of screen.getAllByRole('definition')) expect(value).toHaveClass('font-semibold', 'text-navy-900');
    expect(screen.getByRole('link', { name: 'Termos de inscrição' })).toHaveAttribute('href', TERMS_PATH);
  });

  it('says the first instalment at enrolment, and a fee when there is one', () => {
    const atOnce: ClassPrice = {
      cash: 890,
      instalments: { count: 4, value: 222.5, interest: 0, firstDue: 'na matrícula' },
      methods: ['cartão de crédito'],
    };
    render(<ClassInvestment price={atOnce} terms={{ ...TERMS, enrolmentFee: 50 }} />);
    expect(lines()).toContain('1ª parcela: Na matrícula');
    expect(lines()).toContain('Matrícula: Taxa de matrícula de R$\u00a050,00');
    expect(lines()).toContain('Total com as taxas: R$\u00a0940,00 à vista ou R$\u00a0940,00 parcelado');
  });
});

describe('ClassPriceOnRequest', () => {
  it('says "sob consulta" in words, with the question link when given, and the terms link', () => {
    render(<ClassPriceOnRequest askHref="https://wa.me/5543?text=x" />);
    expect(screen.getByText(/^Preço sob consulta/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'pergunte o preço desta turma pelo WhatsApp (abre em nova aba)' }),
    ).toHaveAttribute('href', 'https://wa.me/5543?text=x');
    expect(screen.getByRole('link', { name: 'Termos de inscrição' })).toHaveAttribute('href', TERMS_PATH);
  });
});
