/** @jest-environment node */
import {
  classPriceProblem,
  expectedInstalment,
  formatMoney,
  instalmentAgrees,
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
  instalments: { count: 10, value: 199, interest: 0.95, firstDue: '30 dias após a matrícula' },
  methods: ['Pix', 'cartão de crédito', 'boleto'],
} as const;
const AT_ONCE = 'na matrícula';
const A_MONTH_AFTER = '30 dias após a matrícula';

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
      { label: '1ª parcela', value: '30 dias após a matrícula' },
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
      `R$${NBSP}1.890,00 à vista ou 10x de R$${NBSP}199,00, a 1ª 30 dias após a matrícula (total R$${NBSP}1.990,00, juros de 0,95% ao mês (12,01% ao ano))`,
    );
    expect(
      priceSentence({
        cash: 890,
        instalments: { count: 4, value: 222.5, interest: 0, firstDue: AT_ONCE },
        methods: ['Pix'],
      }),
    ).toBe(`R$${NBSP}890,00 à vista ou 4x de R$${NBSP}222,50, a 1ª na matrícula (total R$${NBSP}890,00, sem juros)`);
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

  describe('the instalment the rate gives under its due date (tabela Price, CDC art. 52 II)', () => {
    it('gives the Price-table instalment, and one month less interest with the first at enrolment', () => {
      expect(priceTableInstalment(900, 10, 1.5, A_MONTH_AFTER).toFixed(2)).toBe('97.59');
      expect(priceTableInstalment(900, 10, 1.5, AT_ONCE).toFixed(2)).toBe('96.15');
      expect(priceTableInstalment(900, 10, 0, AT_ONCE)).toBe(90);
    });

    it("passes the shipped night class: R$ 199,02 a month after, R$ 199,00 within its 0,95%'s rounding", () => {
      const { cash, instalments } = withInterest;
      expect(expectedInstalment(cash, instalments)).toBe(199.02);
      expect(instalmentAgrees(cash, instalments)).toBe(true);
      expect(classPriceProblem(withInterest)).toBeUndefined();
    });

    it('refuses the same figures with the first at enrolment, naming the value, the R$ 197,14 expected, and the due date that fits', () => {
      const atOnce = { ...withInterest.instalments, firstDue: AT_ONCE } as const;
      expect(expectedInstalment(1890, atOnce)).toBe(197.14);
      expect(classPriceProblem({ cash: 1890, instalments: atOnce })).toEqual({
        field: 'price.instalments.value',
        message: `com a 1ª parcela na matrícula, 10 parcelas a 0,95% ao mês para o preço à vista de R$${NBSP}1.890,00 são de R$${NBSP}197,14 (tabela Price com a 1ª parcela paga na hora), e não de R$${NBSP}199,00; R$${NBSP}199,00 é a parcela com a 1ª parcela 30 dias após a matrícula: se for assim, mude o vencimento da 1ª parcela (price.instalments.firstDue)`,
      });
    });

    it('refuses an instalment a month after that the rate does not give, naming the figure expected', () => {
      expect(
        classPriceProblem({ cash: 900, instalments: { count: 10, value: 99, interest: 1.5, firstDue: A_MONTH_AFTER } }),
      ).toEqual({
        field: 'price.instalments.value',
        message: `com a 1ª parcela 30 dias após a matrícula, 10 parcelas a 1,50% ao mês para o preço à vista de R$${NBSP}900,00 são de R$${NBSP}97,59 (tabela Price), e não de R$${NBSP}99,00; corrija o valor da parcela ou os juros (a lei pede a taxa verdadeira)`,
      });
    });

    it('refuses an instalment at enrolment that the rate does not give, and takes the one it gives', () => {
      const atOnce = { count: 10, value: 97.59, interest: 1.5, firstDue: AT_ONCE } as const;
      expect(classPriceProblem({ cash: 900, instalments: atOnce })?.message).toMatch(
        /^com a 1ª parcela na matrícula, .* são de R\$\s96,15 \(tabela Price com a 1ª parcela paga na hora\), e não de R\$\s97,59; R\$\s97,59 é a parcela com a 1ª parcela 30 dias após a matrícula/,
      );
      expect(classPriceProblem({ cash: 900, instalments: { ...atOnce, value: 96.15 } })).toBeUndefined();
    });

    it("keeps to the rate's own rounding: a cent beyond what 0,945–0,955% give is refused", () => {
      // 0,945% gives R$ 198,96 and 0,955% R$ 199,07 (to the cent): with a cent either side, R$ 198,95 to R$ 199,08.
      const at = (value: number) => ({ cash: 1890, instalments: { ...withInterest.instalments, value } });
      expect(classPriceProblem(at(198.95))).toBeUndefined();
      expect(classPriceProblem(at(199.08))).toBeUndefined();
      expect(classPriceProblem(at(198.94))?.field).toBe('price.instalments.value');
      expect(classPriceProblem(at(199.09))?.field).toBe('price.instalments.value');
    });

    it('leaves "sem juros" to its own rule under either due date, and a due date not yet chosen to the schema', () => {
      const noInterest = { count: 4, value: 222.5, interest: 0 };
      expect(classPriceProblem({ cash: 890, instalments: { ...noInterest, firstDue: AT_ONCE } })).toBeUndefined();
      expect(classPriceProblem({ cash: 890, instalments: { ...noInterest, firstDue: A_MONTH_AFTER } })).toBeUndefined();
      expect(classPriceProblem({ cash: 900, instalments: { count: 10, value: 99, interest: 1.5 } })).toBeUndefined();
    });
  });
});
