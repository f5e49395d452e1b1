import type { ClassPrice } from '../class-price';
import type { PaymentTerms } from '../payment-terms';

/** The tests' school terms: a 2 % late fee, 1 % a month of late interest, no fee nor charge; card and boleto split. */
export const SAMPLE_TERMS: PaymentTerms = {
  lateFee: 2,
  lateInterest: 1,
  enrolmentFee: 0,
  otherCharges: [],
  instalmentMethods: ['cartão de crédito', 'boleto'],
};

/** The shipped night class's price: R$ 1.890 or 10 × R$ 199 at 0,95% a month, the first a month after enrolment. */
export const NIGHT_PRICE: ClassPrice = {
  cash: 1890,
  instalments: { count: 10, value: 199, interest: 0.95, firstDue: '30 dias após a matrícula' },
  methods: ['Pix', 'cartão de crédito', 'boleto'],
};
