import { DAY_MS, dayInWords } from './class-meetings';

/**
 * What the site says that is no longer true, or soon will not be, worked out from the content and a day in Londrina
 * (AAAA-MM-DD). Calendar days only, as the content writes them. Each item is marketing's to fix in the editor: nothing
 * here stops a publication, and the site keeps its content as marketing wrote it.
 */

/** A class that starts within this many days and still says "aberta" is named: the places may have run out. */
export const SOON_DAYS = 7;

export interface StaleContentInput {
  /** Today in Londrina, AAAA-MM-DD. */
  today: string;
  /** The enrolment badge's year, on top of every page ("MATRÍCULAS 2025"). */
  enrolmentYear: number;
  /** The home banner's month when no class is dated ("Setembro de 2025"). */
  nextClass: string;
  courses: readonly { slug: string; title: string }[];
  classes: readonly { course: string; startDate: string; places: string }[];
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "Setembro de 2025" as 2025-09 (a month's number from 1), or undefined when it names no month and year. */
export function monthOf(text: string): { year: number; month: number } | undefined {
  const match = /^\s*(\p{L}+)\s+de\s+(\d{4})\s*$/u.exec(text);
  const month = match ? MONTHS.indexOf((match[1] ?? '').toLocaleLowerCase('pt-BR')) + 1 : 0;
  return match && month > 0 ? { year: Number(match[2]), month } : undefined;
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function whenInWords(days: number): string {
  if (days === 0) return 'hoje';
  if (days === 1) return 'amanhã';
  return `em ${days} dias`;
}

/** The banner's words when no class is dated, and the badge's year, against today. */
function schoolDataItems({ today, enrolmentYear, nextClass }: StaleContentInput, anyDated: boolean): string[] {
  const items: string[] = [];
  const year = Number(today.slice(0, 4));
  if (enrolmentYear < year)
    items.push(
      `O selo "MATRÍCULAS ${enrolmentYear}", no topo de todas as páginas, fala de um ano que já passou: mude o "Ano das matrículas abertas" em Dados da escola.`,
    );
  const month = monthOf(nextClass);
  const thisMonth = year * 12 + Number(today.slice(5, 7));
  if (!anyDated && month && month.year * 12 + month.month < thisMonth)
    items.push(
      `A página inicial anuncia a próxima turma para "${nextClass}", um mês que já passou, e nenhuma turma tem data marcada: cadastre a turma em Turmas ou mude a "Próxima turma" em Dados da escola.`,
    );
  return items;
}

/** What the site says that is no longer true, or soon will not be, in Portuguese, most visible first. */
export function staleContent(input: StaleContentInput): string[] {
  const { today, courses, classes } = input;
  const upcoming = classes.filter((courseClass) => courseClass.startDate >= today);
  const titleOf = (slug: string): string => courses.find((course) => course.slug === slug)?.title ?? slug;
  const undated = courses
    .filter((course) => !upcoming.some((courseClass) => courseClass.course === course.slug))
    .map(
      (course) =>
        `O curso "${course.title}" não tem turma com data marcada: a página dele diz "Ainda não há turma com data marcada".`,
    );
  const closing = upcoming
    .filter((courseClass) => courseClass.places === 'aberta' && daysBetween(today, courseClass.startDate) <= SOON_DAYS)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map(
      (courseClass) =>
        `A turma de "${titleOf(courseClass.course)}" começa ${whenInWords(daysBetween(today, courseClass.startDate))} (${dayInWords(courseClass.startDate)}) e ainda diz "Vagas abertas": confira as vagas.`,
    );
  return [...schoolDataItems(input, upcoming.length > 0), ...undated, ...closing];
}
