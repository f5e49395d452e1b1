/** @jest-environment node */
import {
  classPriceProblem,
  formatMoney,
  instalmentRateHint,
  priceTableInstalment,
  instalmentsTotal,
  interestRate,
  interestText,
  priceLines,
  priceSentence,
  yearlyRate,
} from './class-price';

const NBSP = '\u00a0';
const withInterest = {
  cash: 1890,
  instalments: { count: 10, value: 199, interest: 0.95 },
  methods: ['Pix', 'cartão de crédito', 'boleto'],
} as const;

describe('a class price, as the law asks it shown (CDC art. 52, Decreto 5.903/2006 art. 3)', () => {
  it('writes money in Brazilian format, the sign kept with the number', () => {
    expect(formatMoney(1890)).toBe(`R$${NBSP}1.890,00`);
    expect(formatMoney(222.5)).toBe(`R$${NBSP}222,50`);
  });

  it('adds instalments to the cent, with no floating-point drift', () => {
    expect(instalmentsTotal({ count: 10, value: 199 })).toBe(1990);
    expect(instalmentsTotal({ count: 3, value: 0.1 })).toBe(0.3);
    expect(instalmentsTotal({ count: 3, value: 333.33 })).toBe(999.99);
  });

  it('gives the yearly rate of a monthly one, compounded', () => {
    expect(yearlyRate(0.95).toFixed(2)).toBe('12.01');
    expect(interestRate(0)).toBe('Sem juros');
    expect(interestRate(0.95)).toBe('0,95% ao mês (12,01% ao ano)');
    expect(interestText(0)).toBe('sem juros');
    expect(interestText(0.95)).toBe('juros de 0,95% ao mês (12,01% ao ano)');
  });

  it('lists the cash price, the instalments, their total and the interest, in that order, then how to pay', () => {
    expect(priceLines(withInterest)).toEqual([
      { label: 'À vista', value: `R$${NBSP}1.890,00` },
      { label: 'Parcelado', value: `10 parcelas mensais de R$${NBSP}199,00` },
      { label: 'Total parcelado', value: `R$${NBSP}1.990,00` },
      { label: 'Juros', value: '0,95% ao mês (12,01% ao ano)' },
      { label: 'Formas de pagamento', value: 'Pix, cartão de crédito ou boleto' },
    ]);
    expect(priceLines({ cash: 890, methods: ['Pix'] })).toEqual([
      { label: 'À vista', value: `R$${NBSP}890,00` },
      { label: 'Formas de pagamento', value: 'Pix' },
    ]);
  });

  it('never says the instalments in a sentence without their total and interest', () => {
    expect(priceSentence(withInterest)).toBe(
      `R$${NBSP}1.890,00 à vista ou 10x de R$${NBSP}199,00 (total R$${NBSP}1.990,00, juros de 0,95% ao mês (12,01% ao ano))`,
    );
    expect(priceSentence({ cash: 890, instalments: { count: 4, value: 222.5, interest: 0 }, methods: ['Pix'] })).toBe(
      `R$${NBSP}890,00 à vista ou 4x de R$${NBSP}222,50 (total R$${NBSP}890,00, sem juros)`,
    );
  });

  describe('classPriceProblem', () => {
    it('takes "sem juros" instalments that add up to the cash price within one cent an instalment', () => {
      expect(classPriceProblem({ cash: 890, instalments: { count: 4, value: 222.5, interest: 0 } })).toBeUndefined();
      expect(classPriceProblem({ cash: 1000, instalments: { count: 3, value: 333.33, interest: 0 } })).toBeUndefined();
      expect(classPriceProblem({ cash: 1000, instalments: { count: 3, value: 333.34, interest: 0 } })).toBeUndefined();
    });

    it('refuses "sem juros" instalments that add up to more or less, naming the instalment value', () => {
      expect(classPriceProblem({ cash: 1890, instalments: { count: 10, value: 199, interest: 0 } })?.field).toBe(
        'price.instalments.value',
      );
      expect(classPriceProblem({ cash: 1000, instalments: { count: 3, value: 333.32, interest: 0 } })?.field).toBe(
        'price.instalments.value',
      );
    });

    it('refuses interest on instalments that add up to no more than the cash price, naming the interest', () => {
      expect(classPriceProblem({ cash: 1890, instalments: { count: 10, value: 189, interest: 1 } })?.field).toBe(
        'price.instalments.interest',
      );
      expect(classPriceProblem(withInterest)).toBeUndefined();
    });

    it('leaves a field that is not yet a number to its own rule', () => {
      expect(classPriceProblem({ cash: 1890, instalments: { count: 10, value: 199 } })).toBeUndefined();
      expect(classPriceProblem({ cash: '1890', instalments: { count: 10, value: 1, interest: 0 } })).toBeUndefined();
    });
  });

  describe('instalmentRateHint (guidance in the editor, never a refusal)', () => {
    it('gives the Price-table instalment of the stated rate when the value typed is another', () => {
      expect(priceTableInstalment(900, 10, 1.5).toFixed(2)).toBe('97.59');
      expect(instalmentRateHint({ cash: 900, instalments: { count: 10, value: 99, interest: 1.5 } })).toBe(
        `Pela tabela Price, 10 parcelas de R$${NBSP}900,00 a 1,50% ao mês dão R$${NBSP}97,59, e não R$${NBSP}99,00: confira a taxa com quem faz o financiamento (a lei pede a taxa verdadeira).`,
      );
    });

    it('says nothing when the value agrees within a cent, without interest, or without instalments', () => {
      expect(
        instalmentRateHint({ cash: 900, instalments: { count: 10, value: 97.59, interest: 1.5 } }),
      ).toBeUndefined();
      // The shipped class: 0,95% is its rate to two decimals (0,9486%), R$ 199,00 within what 0,945–0,955% give.
      expect(instalmentRateHint(withInterest)).toBeUndefined();
      expect(instalmentRateHint({ cash: 900, instalments: { count: 3, value: 300, interest: 0 } })).toBeUndefined();
      expect(instalmentRateHint({ cash: 900 })).toBeUndefined();
    });
  });
});
