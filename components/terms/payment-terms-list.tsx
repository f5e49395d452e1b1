import type { Policies } from '@/content/schema';
import { enrolmentFeeText, lateTerms, otherChargesText, splitMethodsText } from '@/content/rules/payment-terms';
import { LimitingClause } from './limiting-clause';

const termClass = 'font-semibold text-navy-900';

/**
 * The school's payment terms for every class (content/policies.yaml, `payment`), in the words the price blocks use
 * (content/rules/payment-terms.ts): what CDC art. 52 asks told before a sale on credit. The late charges limit the
 * student's rights, so they stand out.
 */
export function PaymentTermsList({ payment }: { payment: Policies['payment'] }) {
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className={termClass}>Matrícula</dt>
        <dd>{enrolmentFeeText(payment.enrolmentFee)}.</dd>
        <dt className={termClass}>Outras cobranças</dt>
        <dd>{otherChargesText(payment.otherCharges, 'Nenhuma')}.</dd>
        {payment.instalmentMethods.length > 0 ? (
          <>
            <dt className={termClass}>Parcelar com</dt>
            <dd>{splitMethodsText(payment.instalmentMethods)}.</dd>
          </>
        ) : null}
        <dt className={termClass}>Pagar adiantado</dt>
        <dd>{payment.earlyPayment}</dd>
      </dl>
      <LimitingClause>
        <p>
          Se uma parcela atrasar: {lateTerms(payment).toLowerCase()}.
          {payment.lateFee > 0 ? ' A multa é cobrada uma vez em cada parcela atrasada.' : ''}
          {payment.lateInterest > 0 ? ' Os juros de mora contam pelo tempo de atraso.' : ''}
        </p>
      </LimitingClause>
    </>
  );
}
