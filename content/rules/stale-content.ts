import { DAY_MS, dayInWords } from './class-meetings';
import { takesStudents } from './course-class';

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
  /** The school's recesses (content/school-calendar.yaml): the days new classes skip besides the holidays. */
  closures: readonly { name: string; to: string }[];
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

/**
 * The banner's words and the badge's year, against today. Both follow the class the home page announces, the soonest
 * one still taking students (lib/upcoming-classes.ts, nearestClass): with it, the badge shows its year and the banner
 * its month; without it, the content's own values, which are the ones that can go stale.
 */
function schoolDataItems(
  { today, enrolmentYear, nextClass }: StaleContentInput,
  announced: StaleContentInput['classes'][number] | undefined,
): string[] {
  const items: string[] = [];
  const year = Number(today.slice(0, 4));
  if (!announced && enrolmentYear < year)
    items.push(
      `O selo "MATRÍCULAS ${enrolmentYear}", no topo de todas as páginas, fala de um ano que já passou: mude o "Ano das matrículas abertas" em Dados da escola.`,
    );
  const month = monthOf(nextClass);
  const thisMonth = year * 12 + Number(today.slice(5, 7));
  if (!announced && month && month.year * 12 + month.month < thisMonth)
    items.push(
      `A página inicial anuncia a próxima turma para "${nextClass}", um mês que já passou, e nenhuma turma com vagas tem data marcada: cadastre a turma em Turmas ou mude a "Próxima turma" em Dados da escola.`,
    );
  return items;
}

/**
 * The school's calendar when every recess entered has ended: a class dated from now on skips the holidays only. Said
 * only of a school that enters recesses at all.
 */
function closureItems({ today, closures }: StaleContentInput): string[] {
  const last = [...closures].sort((a, b) => a.to.localeCompare(b.to)).at(-1);
  if (!last || last.to >= today) return [];
  return [
    `Os recessos da escola já passaram (o último, "${last.name}", terminou em ${dayInWords(last.to)}), e nenhum outro está cadastrado: as turmas novas só pulam os feriados. Se houver recesso pela frente, cadastre-o em "Dias sem aula".`,
  ];
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
  const announced = upcoming.filter(takesStudents).sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return [...schoolDataItems(input, announced), ...undated, ...closing, ...closureItems(input)];
}
