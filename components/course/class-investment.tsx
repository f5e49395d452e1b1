import { Tag } from 'lucide';
import { priceLines, type ClassPrice } from '@/content/rules/class-price';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

/**
 * A class's price as the law asks it shown (content/rules/class-price.ts): the cash price, the instalments, the total
 * in instalments and the interest, in that order, then how to pay; each figure written out, nothing to compute.
 */
export function ClassInvestment({ price, className }: { price: ClassPrice; className?: string }) {
  return (
    <div className={cn('rounded-lg bg-white p-4 ring-1 ring-ice-200', className)}>
      <p className="inline-flex items-center gap-2 text-sm text-slate-600">
        <Icon icon={Tag} className="size-4 text-brand-600" />
        Investimento
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {priceLines(price).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-1 font-semibold text-navy-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
