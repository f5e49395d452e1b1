interface CurrentYearProps {
  /** The year at build time, so the HTML is right without JavaScript. */
  buildYear: number;
}

const YEAR_ID = 'ano-atual';
const script = `document.getElementById('${YEAR_ID}').textContent=new Date().getFullYear()`;

/**
 * Keeps the copyright year current even when the static site was built in an earlier year, for every reader:
 * an inline script right after the year corrects it as the page is parsed, with or without the framework (which
 * only arrives with a first interaction). React leaves the corrected text as it is when it hydrates.
 */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  return (
    <>
      <span id={YEAR_ID} suppressHydrationWarning>
        {buildYear}
      </span>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
