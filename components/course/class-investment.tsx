import { Tag } from 'lucide';
import type { ReactNode } from 'react';
import { priceLines, type ClassPrice, type PriceLine } from '@/content/rules/class-price';
import { paymentTermLines, type PaymentTerms } from '@/content/rules/payment-terms';
import { policies } from '@/content/policies';
import { cn } from '@/lib/cn';
import { TERMS_PATH } from '@/lib/terms';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

/** The block of a class's price: its heading, its lines, and the link to the terms every price block carries. */
function InvestmentBlock({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label="Investimento"
      className={cn('rounded-lg bg-white p-4 ring-1 ring-ice-200', className)}
    >
      <p className="inline-flex items-center gap-2 text-sm text-slate-600">
        <Icon icon={Tag} className="size-4 text-brand-600" />
        Investimento
      </p>
      {children}
      <p className="mt-2 text-sm">
        {/* Alone in its line, the link is a target of its own: 44 px high, as every control (WCAG 2.5.5). */}
        <IntentLink href={TERMS_PATH} className={cn(linkClass, 'inline-flex min-h-11 items-center')}>
          Termos de inscrição
        </IntentLink>
      </p>
    </div>
  );
}

function Lines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {lines.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="mb-1 font-semibold text-navy-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A class's price as the law asks it shown (content/rules/class-price.ts): the cash price, the instalments and when
 * the first is due, the total in instalments and the interest, how to pay; then the school's terms
 * (content/rules/payment-terms.ts, CDC art. 52): which methods split, the late fee and interest, early payment, the
 * enrolment fee and other charges. Each figure written out, in the same type, nothing to compute.
 */
export function ClassInvestment({
  price,
  terms = policies.payment,
  className,
}: {
  price: ClassPrice;
  terms?: PaymentTerms;
  className?: string;
}) {
  return (
    <InvestmentBlock className={className}>
      <Lines lines={[...priceLines(price), ...paymentTermLines(price, terms)]} />
    </InvestmentBlock>
  );
}

/**
 * A class without a price says so in words, "sob consulta", and, while it takes students, how to ask: a WhatsApp
 * link whose message names the class (`askHref`).
 */
export function ClassPriceOnRequest({ askHref, className }: { askHref?: string | undefined; className?: string }) {
  return (
    <InvestmentBlock className={className}>
      <p className="mt-2 font-semibold text-navy-900">
        Preço sob consulta
        {askHref ? (
          <>
            {': '}
            <a href={askHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
              pergunte o preço desta turma pelo WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </>
        ) : null}
      </p>
    </InvestmentBlock>
  );
}
