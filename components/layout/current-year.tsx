import { CURRENT_YEAR_ID } from '@/lib/early/year';

interface CurrentYearProps {
  /** The year at build time, so the HTML is right without JavaScript. */
  buildYear: number;
}

/**
 * The copyright year, written at build time and kept current for every reader by the early script
 * (lib/early/year.ts), even when the static site was built in an earlier year. React leaves the corrected text as it
 * is when it hydrates.
 */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  return (
    <span id={CURRENT_YEAR_ID} suppressHydrationWarning>
      {buildYear}
    </span>
  );
}
