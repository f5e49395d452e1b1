/**
 * The school's payment terms, the same for every class (content/policies.yaml, `payment`), as the Código de Defesa do
 * Consumidor asks them told before a sale on credit: the late-payment interest (art. 52 II), any other charge
 * (art. 52 III), a late fee of at most 2 % (art. 52 §1), and early payment with the interest reduced in proportion
 * (art. 52 §2). `paymentTermLines` writes them beside a class's price (content/rules/class-price.ts), in its type.
 */
import {
  formatMoney,
  instalmentsTotal,
  priceSentence,
  type ClassPrice,
  type PaymentMethod,
  type PriceLine,
} from './class-price';

/** CDC art. 52 §1: "As multas de mora [...] não poderão ser superiores a dois por cento do valor da prestação." */
export const LATE_FEE_MAX = 2;

/** A charge besides the price (CDC art. 52 III), in reais. */
export interface OtherCharge {
  name: string;
  amount: number;
}

export interface PaymentTerms {
  /** The late fee (multa), % of the instalment paid late: at most LATE_FEE_MAX. */
  lateFee: number;
  /** The late interest (juros de mora), % a month. */
  lateInterest: number;
  /** The enrolment fee in reais; 0 when there is none. */
  enrolmentFee: number;
  /** Every other charge besides the price; none when empty. */
  otherCharges: readonly OtherCharge[];
  /** The payment methods that can be split into instalments. */
  instalmentMethods: readonly PaymentMethod[];
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const methodList = new Intl.ListFormat('pt-BR', { style: 'long', type: 'disjunction' });
const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The late fee and interest in a line: "Multa de 2% da parcela e juros de mora de 1% ao mês". */
export function lateTerms({ lateFee, lateInterest }: Pick<PaymentTerms, 'lateFee' | 'lateInterest'>): string {
  const fee = lateFee === 0 ? 'Sem multa' : `Multa de ${percent.format(lateFee)}% da parcela`;
  const interest =
    lateInterest === 0 ? 'sem juros de mora' : `juros de mora de ${percent.format(lateInterest)}% ao mês`;
  return `${fee} e ${interest}`;
}

/** The enrolment fee in a line: "Sem taxa de matrícula", or "Taxa de matrícula de R$ 50,00". */
export function enrolmentFeeText(enrolmentFee: number): string {
  return enrolmentFee === 0 ? 'Sem taxa de matrícula' : `Taxa de matrícula de ${formatMoney(enrolmentFee)}`;
}

/** What is paid besides the price, in reais: the enrolment fee and every other charge. */
export function chargesTotal(terms: Pick<PaymentTerms, 'enrolmentFee' | 'otherCharges'>): number {
  const cents = [terms.enrolmentFee, ...terms.otherCharges.map((charge) => charge.amount)].map((amount) =>
    Math.round(amount * 100),
  );
  return cents.reduce((sum, amount) => sum + amount, 0) / 100;
}

/** Methods that split, in a line: "Cartão de crédito ou boleto (no boleto, sem precisar de cartão de crédito)". */
export function splitMethodsText(methods: readonly PaymentMethod[]): string {
  const boleto = methods.includes('boleto') ? ' (no boleto, sem precisar de cartão de crédito)' : '';
  return `${capitalise(methodList.format(methods))}${boleto}`;
}

/** The charges besides the price, each with its amount: "Material de aula: R$ 80,00"; `none` when there is none. */
export function otherChargesText(charges: readonly OtherCharge[], none: string): string {
  return charges.length === 0 ? none : charges.map(({ name, amount }) => `${name}: ${formatMoney(amount)}`).join('; ');
}

/** The class's methods that can be split, in a line. */
function splitMethods(price: ClassPrice, terms: PaymentTerms): PriceLine[] {
  const methods = price.methods.filter((method) => terms.instalmentMethods.includes(method));
  if (methods.length === 0) return [];
  return [{ label: 'Parcelar com', value: splitMethodsText(methods) }];
}

/** With a fee or a charge, the totals with them: nothing for the reader to add. */
function totalsWithCharges(price: ClassPrice, terms: PaymentTerms): PriceLine[] {
  const charges = chargesTotal(terms);
  if (charges === 0) return [];
  const cash = formatMoney(price.cash + charges);
  const { instalments } = price;
  const split = instalments ? ` ou ${formatMoney(instalmentsTotal(instalments) + charges)} parcelado` : '';
  return [{ label: 'Total com as taxas', value: `${cash} à vista${split}` }];
}

/**
 * The school's terms beside a class's price, after `priceLines`: with instalments, the methods that split, the late
 * fee and interest and early payment; always, the enrolment fee or that there is none, the other charges or that there
 * are none, and the totals with them when there are.
 */
export function paymentTermLines(price: ClassPrice, terms: PaymentTerms): PriceLine[] {
  const lines: PriceLine[] = [];
  if (price.instalments) {
    lines.push(
      ...splitMethods(price, terms),
      { label: 'Atraso', value: lateTerms(terms) },
      // CDC art. 52 §2: early payment, whole or in part, with the interest and other charges reduced in proportion.
      {
        label: 'Pagar adiantado',
        value: price.instalments.interest > 0 ? 'Pode, com redução proporcional dos juros' : 'Pode, a qualquer momento',
      },
    );
  }
  lines.push({ label: 'Matrícula', value: enrolmentFeeText(terms.enrolmentFee) });
  lines.push({ label: 'Outras cobranças', value: otherChargesText(terms.otherCharges, 'Nenhuma') });
  lines.push(...totalsWithCharges(price, terms));
  return lines;
}

/**
 * The price and the terms in sentences, for where the lines do not fit (an Event's Offer): `priceSentence`, then the
 * late terms with instalments, then the enrolment fee and the charges besides the price.
 */
export function priceSummary(price: ClassPrice, terms: PaymentTerms): string {
  const charges = otherChargesText(terms.otherCharges, '');
  return (
    [
      priceSentence(price),
      ...(price.instalments ? [lateTerms(terms)] : []),
      enrolmentFeeText(terms.enrolmentFee),
      charges === '' ? 'Sem outras cobranças' : `Outras cobranças: ${charges}`,
    ].join('. ') + '.'
  );
}
