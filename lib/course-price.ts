import 'server-only';
import { formatMoney } from '@/content/rules/class-price';
import type { Course, CourseClass } from '@/content/schema';
import { upcomingClassesOf } from './upcoming-classes';

/**
 * What a course costs, said once for the course from its classes still to come (lib/upcoming-classes.ts): the lowest
 * cash price among them, so the course's box and share card never name a figure that no class on the page offers.
 */

/** The lowest cash price among `classes`; undefined when none states a price. */
export function lowestCashPrice(classes: readonly CourseClass[]): number | undefined {
  const prices = classes.flatMap((courseClass) => (courseClass.price ? [courseClass.price.cash] : []));
  return prices.length === 0 ? undefined : Math.min(...prices);
}

/** "A partir de R$ 1.890,00 à vista" when a class of the course still to come is priced; undefined otherwise. */
export function coursePriceFrom(
  course: Pick<Course, 'slug'>,
  classes: readonly CourseClass[] = upcomingClassesOf(course.slug),
): string | undefined {
  const lowest = lowestCashPrice(classes);
  return lowest === undefined ? undefined : `A partir de ${formatMoney(lowest)} à vista`;
}

/**
 * The course's "Investimento" (the details box): `coursePriceFrom` when a class still to come is priced; otherwise
 * the course's own text (the spec's "Sob Consulta").
 */
export function courseInvestment(
  course: Pick<Course, 'slug' | 'price'>,
  classes: readonly CourseClass[] = upcomingClassesOf(course.slug),
): string {
  return coursePriceFrom(course, classes) ?? course.price;
}
