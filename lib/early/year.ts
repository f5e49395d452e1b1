// The copyright year: the build writes its own year, and this corrects it for every reader, so a site built in
// December still says the right year in January.

export const CURRENT_YEAR_ID = 'ano-atual';

export function showCurrentYear(doc: Document = document): void {
  const year = doc.getElementById(CURRENT_YEAR_ID);
  if (year) year.textContent = String(new Date().getFullYear());
}
