import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** The words that mark a clause limiting the student's rights: said in text, the box's border only seconds them. */
export const LIMITING_CLAUSE_LABEL = 'Atenção: esta regra limita os seus direitos';

/**
 * A clause that limits the student's rights, made to stand out as Decreto 7.962/2013, art. 4, I, asks of the contract's
 * summary ("enfatizadas as cláusulas que limitem direitos"), and as the CDC, art. 54, § 4, asks of a contract of
 * adhesion ("redigidas com destaque"): a labelled, bordered box, in print too.
 */
export function LimitingClause({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border-l-4 border-accent-500 bg-white p-5 text-navy-900 ring-1 ring-ice-200 contrast-more:border-navy-900 print:border-black print:ring-black">
      <p className="inline-flex items-center gap-2 font-bold">
        <Icon icon={TriangleAlert} className="size-5 shrink-0 text-navy-900" />
        {LIMITING_CLAUSE_LABEL}
      </p>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}
