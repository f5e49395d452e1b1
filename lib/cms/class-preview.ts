// The editor's class ("turma") preview and its refusal before saving: the price line by line as the course page shows
// it, its meetings and hours (./class-days-preview.ts), and the build's own checks of the days, times and price
// (content/rules/).
import { courseClassFieldsProblem } from '@/content/rules/course-class';
import {
  classPriceProblem,
  FIRST_DUE,
  PAYMENT_METHODS,
  priceLines,
  type ClassPrice,
  type FirstDue,
  type PaymentMethod,
} from '@/content/rules/class-price';
import { classDaysProblem, classDaysView, type ClassDaysSettings } from './class-days-preview';
import {
  asSentence,
  box,
  count,
  heading,
  listOf,
  type CreateElement,
  type PreviewEntry,
  type PreviewProps,
  type SavingEntry,
} from './preview-parts';

/** A number field as typed: a number, or a text the editor kept ("199.90"); undefined when empty. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

/** A class's price as its fields stand, in the build's shape (content/rules/class-price.ts); undefined without a cash price. */
function classPriceOf(entry: PreviewEntry) {
  const at = (...path: string[]): unknown => entry.getIn(['data', 'price', ...path]);
  const cash = numberOf(at('cash'));
  if (cash === undefined) return undefined;
  const count = numberOf(at('instalments', 'count'));
  const value = numberOf(at('instalments', 'value'));
  const interest = numberOf(at('instalments', 'interest'));
  const due = at('instalments', 'firstDue');
  const firstDue = (FIRST_DUE as readonly unknown[]).includes(due) ? (due as FirstDue) : undefined;
  const anyInstalment = [count, value, interest, firstDue].some((field) => field !== undefined);
  const methods = listOf(at('methods')).filter((method): method is PaymentMethod =>
    (PAYMENT_METHODS as readonly unknown[]).includes(method),
  );
  return { cash, instalments: anyInstalment ? { count, value, interest, firstDue } : undefined, methods };
}

/** The price as the page shows it, once its instalments have all four fields (the law asks for them together). */
function wholePrice(price: NonNullable<ReturnType<typeof classPriceOf>>): ClassPrice | undefined {
  const { cash, methods, instalments } = price;
  if (!instalments) return { cash, methods };
  const { count, value, interest, firstDue } = instalments;
  if (count === undefined || value === undefined || interest === undefined || firstDue === undefined) return undefined;
  return { cash, methods, instalments: { count, value, interest, firstDue } };
}

/** Why a class cannot be saved: its days and times, and its price, as the build checks them (content/course-class-schema.ts). */
export function classProblem(entry: SavingEntry, settings: ClassDaysSettings): string | undefined {
  const data = (name: string): unknown => entry.getIn(['data', name]);
  const weekdays = listOf(data('weekdays'));
  const problem = courseClassFieldsProblem({
    startDate: data('startDate'),
    startTime: data('startTime'),
    endTime: data('endTime'),
    endDate: data('endDate'),
    weekdays,
  });
  if (problem) return asSentence(problem.message);
  const price = classPriceOf(entry);
  const priceProblem = price && classPriceProblem(price);
  return priceProblem ? asSentence(priceProblem.message) : classDaysProblem(entry, settings);
}

/** The preview of a class: its price as the course page shows it, line by line, or why it cannot show yet. */
export function classPreview(h: CreateElement, settings: ClassDaysSettings) {
  return function ClassPreview({ entry }: PreviewProps) {
    const price = classPriceOf(entry);
    const whole = price && wholePrice(price);
    const lines = whole ? priceLines(whole) : [];
    const complete = !price || whole !== undefined;
    const problem = price && classPriceProblem(price);
    return h(
      'div',
      { style: { padding: '16px' } },
      h('p', { style: heading }, 'Preço como aparece na página do curso'),
      h(
        'div',
        { style: box, 'data-preview': 'class-price' },
        !price
          ? h('p', { style: count(true) }, 'Sem preço: a turma aparece sem ele.')
          : !complete
            ? h(
                'p',
                { style: count(false) },
                'Preencha o número de parcelas, o valor de cada uma, os juros (0 para sem juros) e o vencimento da 1ª parcela: a lei pede todos.',
              )
            : h(
                'dl',
                { style: { fontFamily: 'Arial, sans-serif', margin: 0 } },
                ...lines.flatMap(({ label, value }) => [
                  h('dt', { key: `${label}-label`, style: { color: '#5f6368', fontSize: '13px' } }, label),
                  h('dd', { key: label, style: { margin: '0 0 8px', fontWeight: 'bold' } }, value),
                ]),
              ),
      ),
      problem ? h('p', { style: count(false) }, asSentence(problem.message)) : null,
      classDaysView(h, entry, settings),
    );
  };
}
