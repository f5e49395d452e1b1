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

/**
 * When the first instalment is due. A month after enrolment is the Price table (tabela Price): PV = PMT·(1−(1+i)^−n)/i.
 * At enrolment is its "first payment at once" form (an annuity due): PV = PMT·(1+i)·(1−(1+i)^−n)/i. The same count,
 * value and rate agree with the cash price under one of them only, so the due date is part of the price.
 */
export const FIRST_DUE = ['30 dias após a matrícula', 'na matrícula'] as const;
export type FirstDue = (typeof FIRST_DUE)[number];

/**
 * Monthly instalments: how many, the value of each, the interest in % a month (0: "sem juros"), and when the first is
 * due.
 */
export interface Instalments {
  count: number;
  value: number;
  interest: number;
  firstDue: FirstDue;
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
 * The price as every page shows it, in this order: the cash price, the instalments and when the first is due, the
 * total in instalments and the interest, then how to pay. Nothing left for the reader to compute; no instalments without their total and
 * interest.
 */
export function priceLines(price: ClassPrice): PriceLine[] {
  const lines: PriceLine[] = [{ label: 'À vista', value: formatMoney(price.cash) }];
  if (price.instalments) {
    const { count, value, interest } = price.instalments;
    lines.push(
      { label: 'Parcelado', value: `${count} parcelas mensais de ${formatMoney(value)}` },
      { label: '1ª parcela', value: capitalise(price.instalments.firstDue) },
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
  const { count, value, interest, firstDue } = price.instalments;
  return `${cash} ou ${count}x de ${formatMoney(value)}, a 1ª ${firstDue} (total ${formatMoney(instalmentsTotal(price.instalments))}, ${interestText(interest)})`;
}

/**
 * The instalment that `count` monthly payments at `monthly` % give for `cash`, under `firstDue`: the Price table
 * (first a month after), or its annuity-due form (first at enrolment), one month's interest less.
 */
export function priceTableInstalment(cash: number, count: number, monthly: number, firstDue: FirstDue): number {
  if (monthly === 0) return cash / count;
  const rate = monthly / 100;
  const later = (cash * rate) / (1 - Math.pow(1 + rate, -count));
  return firstDue === 'na matrícula' ? later / (1 + rate) : later;
}

/** The instalment of `priceTableInstalment`, to the cent: the figure the build names. */
export function expectedInstalment(cash: number, instalments: Omit<Instalments, 'value'>): number {
  const { count, interest, firstDue } = instalments;
  return cents(priceTableInstalment(cash, count, interest, firstDue)) / 100;
}

/**
 * Whether the instalment agrees with the cash price, the count and the rate under its due date. A rate written to two
 * decimals stands for any within half a hundredth of it (0,95% for 0,945–0,955%): so does its instalment, to the cent
 * either side for the rounding of each instalment.
 */
export function instalmentAgrees(cash: number, instalments: Instalments): boolean {
  const { count, value, interest, firstDue } = instalments;
  const lowest = cents(priceTableInstalment(cash, count, Math.max(0, interest - 0.005), firstDue)) - 1;
  const highest = cents(priceTableInstalment(cash, count, interest + 0.005, firstDue)) + 1;
  return cents(value) >= lowest && cents(value) <= highest;
}

const isFirstDue = (value: unknown): value is FirstDue => (FIRST_DUE as readonly unknown[]).includes(value);

/** The due date in a sentence: "com a 1ª parcela 30 dias após a matrícula". */
const withFirstDue = (firstDue: FirstDue): string => `com a 1ª parcela ${firstDue}`;

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A price's field that breaks a rule, named as in the class's file, and why. */
export interface PriceProblem {
  field: string;
  message: string;
}

/**
 * With interest, the instalment the rate gives under the due date (CDC art. 52 II asks for the true rate): the figure
 * expected, and the other due date when the figures agree under it instead.
 */
function rateProblem(cash: number, instalments: Instalments): PriceProblem | undefined {
  if (instalments.interest === 0 || instalmentAgrees(cash, instalments)) return undefined;
  const { count, value, interest, firstDue } = instalments;
  const other = FIRST_DUE.find((due) => due !== firstDue) ?? firstDue;
  const otherAgrees = instalmentAgrees(cash, { ...instalments, firstDue: other });
  const form = firstDue === 'na matrícula' ? 'tabela Price com a 1ª parcela paga na hora' : 'tabela Price';
  return {
    field: 'price.instalments.value',
    message:
      `${withFirstDue(firstDue)}, ${count} parcelas a ${percent.format(interest)}% ao mês para o preço à vista de ${formatMoney(cash)} são de ${formatMoney(expectedInstalment(cash, instalments))} (${form}), e não de ${formatMoney(value)}; ` +
      (otherAgrees
        ? `${formatMoney(value)} é a parcela ${withFirstDue(other)}: se for assim, mude o vencimento da 1ª parcela (price.instalments.firstDue)`
        : 'corrija o valor da parcela ou os juros (a lei pede a taxa verdadeira)'),
  };
}

/**
 * The rules between the price's fields that each field alone cannot say: instalments "sem juros" add up to the cash
 * price (within one cent an instalment, for the rounding of each); instalments with interest add up to more, and are
 * those the rate gives under their due date (`rateProblem`). Undefined when the price keeps them, or while a field is
 * not well formed (its own rule says so). The field is named as in the class's file.
 */
export function classPriceProblem(price: {
  cash?: unknown;
  instalments?: { count?: unknown; value?: unknown; interest?: unknown; firstDue?: unknown } | undefined;
}): PriceProblem | undefined {
  const { cash, instalments } = price;
  if (!instalments || typeof cash !== 'number') return undefined;
  const { count, value, interest, firstDue } = instalments;
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
  return isFirstDue(firstDue) ? rateProblem(cash, { count, value, interest, firstDue }) : undefined;
}
