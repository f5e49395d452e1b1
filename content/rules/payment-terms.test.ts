/** @jest-environment node */
import type { ClassPrice } from './class-price';
import { chargesTotal, enrolmentFeeText, lateTerms, paymentTermLines } from './payment-terms';
import { NIGHT_PRICE as NIGHT, SAMPLE_TERMS as TERMS } from './__fixtures__/payment-terms';

const NBSP = '\u00a0';

describe("the school's payment terms beside a price (CDC art. 52)", () => {
  it('writes the late fee and the late interest, or that there is none', () => {
    expect(lateTerms(TERMS)).toBe('Multa de 2% da parcela e juros de mora de 1% ao mês');
    expect(lateTerms({ lateFee: 0, lateInterest: 0.5 })).toBe('Sem multa e juros de mora de 0,5% ao mês');
    expect(lateTerms({ lateFee: 1.5, lateInterest: 0 })).toBe('Multa de 1,5% da parcela e sem juros de mora');
  });

  it('says "Sem taxa de matrícula", or the fee', () => {
    expect(enrolmentFeeText(0)).toBe('Sem taxa de matrícula');
    expect(enrolmentFeeText(50)).toBe(`Taxa de matrícula de R$${NBSP}50,00`);
  });

  it('lists, with instalments, the methods that split, lateness, early payment, the fee and the other charges', () => {
    expect(paymentTermLines(NIGHT, TERMS)).toEqual([
      { label: 'Parcelar com', value: 'Cartão de crédito ou boleto (no boleto, sem precisar de cartão de crédito)' },
      { label: 'Atraso', value: 'Multa de 2% da parcela e juros de mora de 1% ao mês' },
      { label: 'Pagar adiantado', value: 'Pode, com redução proporcional dos juros' },
      { label: 'Matrícula', value: 'Sem taxa de matrícula' },
      { label: 'Outras cobranças', value: 'Nenhuma' },
    ]);
  });

  it('lists only the methods of the class that split; the boleto note only with the boleto', () => {
    const card = paymentTermLines({ ...NIGHT, methods: ['Pix', 'cartão de crédito'] }, TERMS);
    expect(card[0]).toEqual({ label: 'Parcelar com', value: 'Cartão de crédito' });
    expect(paymentTermLines({ ...NIGHT, methods: ['Pix'] }, TERMS).map((line) => line.label)).not.toContain(
      'Parcelar com',
    );
  });

  it('without instalments, says only the fee and the other charges', () => {
    expect(paymentTermLines({ cash: 890, methods: ['Pix'] }, TERMS)).toEqual([
      { label: 'Matrícula', value: 'Sem taxa de matrícula' },
      { label: 'Outras cobranças', value: 'Nenhuma' },
    ]);
  });

  it('with a fee or a charge, names each and gives the totals with them, to the cent', () => {
    const charged = { ...TERMS, enrolmentFee: 50, otherCharges: [{ name: 'Material de aula', amount: 80.1 }] };
    expect(chargesTotal(charged)).toBe(130.1);
    expect(paymentTermLines(NIGHT, charged).slice(-3)).toEqual([
      { label: 'Matrícula', value: `Taxa de matrícula de R$${NBSP}50,00` },
      { label: 'Outras cobranças', value: `Material de aula: R$${NBSP}80,10` },
      { label: 'Total com as taxas', value: `R$${NBSP}2.020,10 à vista ou R$${NBSP}2.120,10 parcelado` },
    ]);
  });

  it('says early payment has no interest to reduce when the instalments have none', () => {
    const noInterest: ClassPrice = {
      cash: 890,
      instalments: { count: 4, value: 222.5, interest: 0, firstDue: 'na matrícula' },
      methods: ['boleto'],
    };
    expect(paymentTermLines(noInterest, TERMS)).toContainEqual({
      label: 'Pagar adiantado',
      value: 'Pode, a qualquer momento',
    });
  });
});
