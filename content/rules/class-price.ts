/**
 * A class's price as the Código de Defesa do Consumidor (art. 52) and Decreto 5.903/2006 (art. 3) ask it to be
 * offered: the cash price; with instalments, their number, frequency (monthly) and value, the total paid in them and
 * the interest; and how it can be paid. The build checks it (content/course-class-schema.ts), the editor checks it again
 * before saving and shows it as the page will (lib/cms/previews.ts, bundled for the browser), and the pages show it
 * through `priceLines`: one module, free of server code and of the project's other modules, for all three.
 */

/** How a class can be paid, as the files hold them and the pages list them. */
export const PAYMENT_METHODS = ['Pix', 'cartão de crédito', 'cartão de débito', 'boleto', 'dinheiro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Monthly instalments: how many, the value of each, and the interest in % a month (0: "sem juros"). */
export interface Instalments {
  count: number;
  value: number;
  interest: number;
}

export interface ClassPrice {
  /** The cash price, in reais. */
  cash: number;
  instalments?: Instalments | undefined;
  methods: readonly PaymentMethod[];
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const methodList = new Intl.ListFormat('pt-BR', { style: 'long', type: 'disjunction' });

/** "R$ 1.890,00", never broken between the sign and the number (Intl puts a no-break space there). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** The amount in whole cents, so sums of reais do not drift (0.1 + 0.2). */
const cents = (amount: number): number => Math.round(amount * 100);

/** What the instalments add up to, in reais, to the cent. */
export function instalmentsTotal({ count, value }: Pick<Instalments, 'count' | 'value'>): number {
  return (count * cents(value)) / 100;
}

/** The yearly rate of a monthly one, compounded: 0,95% a month is 12,01% a year. */
export function yearlyRate(monthly: number): number {
  return (Math.pow(1 + monthly / 100, 12) - 1) * 100;
}

/** The rate as a price's "Juros" line says it: "Sem juros", or "0,95% ao mês (12,01% ao ano)". */
export function interestRate(interest: number): string {
  if (interest === 0) return 'Sem juros';
  return `${percent.format(interest)}% ao mês (${percent.format(yearlyRate(interest))}% ao ano)`;
}

/** The interest in a sentence: "sem juros", or "juros de 0,95% ao mês (12,01% ao ano)". */
export function interestText(interest: number): string {
  return interest === 0 ? 'sem juros' : `juros de ${interestRate(interest)}`;
}

/** One line of a price, labelled, in the order the law lists them. */
export interface PriceLine {
  label: string;
  value: string;
}

/**
 * The price as every page shows it, in this order: the cash price, the instalments, the total in instalments and
 * the interest, then how to pay. Nothing left for the reader to compute; no instalments without their total and
 * interest.
 */
export function priceLines(price: ClassPrice): PriceLine[] {
  const lines: PriceLine[] = [{ label: 'À vista', value: formatMoney(price.cash) }];
  if (price.instalments) {
    const { count, value, interest } = price.instalments;
    lines.push(
      { label: 'Parcelado', value: `${count} parcelas mensais de ${formatMoney(value)}` },
      { label: 'Total parcelado', value: formatMoney(instalmentsTotal(price.instalments)) },
      { label: 'Juros', value: interestRate(interest) },
    );
  }
  if (price.methods.length > 0)
    lines.push({ label: 'Formas de pagamento', value: capitalise(methodList.format(price.methods)) });
  return lines;
}

/** The price in one sentence, for a share card or a message: every figure of `priceLines`, in its order. */
export function priceSentence(price: ClassPrice): string {
  const cash = `${formatMoney(price.cash)} à vista`;
  if (!price.instalments) return cash;
  const { count, value, interest } = price.instalments;
  return `${cash} ou ${count}x de ${formatMoney(value)} (total ${formatMoney(instalmentsTotal(price.instalments))}, ${interestText(interest)})`;
}

/** The instalment of the Price table (monthly, the first a month after): what `count` payments at `monthly` % cost. */
export function priceTableInstalment(cash: number, count: number, monthly: number): number {
  if (monthly === 0) return cash / count;
  const rate = monthly / 100;
  return (cash * rate) / (1 - Math.pow(1 + rate, -count));
}

/**
 * Guidance for the editor, never a refusal: the instalment the stated interest gives by the Price table, when the
 * value typed is more than a cent an instalment away from it. A school may finance another way (a first payment at
 * once), so only the person who knows the financing can say which figure is right; the law asks for the true rate.
 */
export function instalmentRateHint(price: { cash: number; instalments?: Instalments | undefined }): string | undefined {
  const { instalments } = price;
  if (!instalments || instalments.interest === 0) return undefined;
  const { count, value, interest } = instalments;
  const expected = Math.round(priceTableInstalment(price.cash, count, interest) * 100) / 100;
  // A rate written to two decimals stands for any within half a hundredth of it: so does its instalment, to the cent.
  const lowest = cents(priceTableInstalment(price.cash, count, Math.max(0, interest - 0.005))) - 1;
  const highest = cents(priceTableInstalment(price.cash, count, interest + 0.005)) + 1;
  if (cents(value) >= lowest && cents(value) <= highest) return undefined;
  return `Pela tabela Price, ${instalments.count} parcelas de ${formatMoney(price.cash)} a ${percent.format(instalments.interest)}% ao mês dão ${formatMoney(expected)}, e não ${formatMoney(instalments.value)}: confira a taxa com quem faz o financiamento (a lei pede a taxa verdadeira).`;
}

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The rule between the price's fields that each field alone cannot say: instalments "sem juros" add up to the cash
 * price (within one cent an instalment, for the rounding of each), and instalments with interest add up to more.
 * Undefined when the price keeps it, or while a field is not well formed (its own rule says so). The field is named
 * as in the class's file.
 */
export function classPriceProblem(price: {
  cash?: unknown;
  instalments?: { count?: unknown; value?: unknown; interest?: unknown } | undefined;
}): { field: string; message: string } | undefined {
  const { cash, instalments } = price;
  if (!instalments || typeof cash !== 'number') return undefined;
  const { count, value, interest } = instalments;
  if (typeof count !== 'number' || typeof value !== 'number' || typeof interest !== 'number') return undefined;
  const total = instalmentsTotal({ count, value });
  const difference = Math.abs(cents(total) - cents(cash));
  if (interest === 0 && difference > count) {
    return {
      field: 'price.instalments.value',
      message: `${count}x de ${formatMoney(value)} somam ${formatMoney(total)}, e não ${formatMoney(cash)} (o preço à vista); parcelas sem juros somam o preço à vista: corrija o valor da parcela ou informe os juros`,
    };
  }
  if (interest > 0 && cents(total) <= cents(cash)) {
    return {
      field: 'price.instalments.interest',
      message: `com juros, ${count}x de ${formatMoney(value)} (${formatMoney(total)}) deveriam somar mais que o preço à vista (${formatMoney(cash)}); corrija o valor da parcela, ou use 0 para parcelas sem juros`,
    };
  }
  return undefined;
}
