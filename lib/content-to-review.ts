import 'server-only';
import { schoolCalendar } from '@/content/class-schedule';
import { courseClasses } from '@/content/course-classes';
import type { StaleContentInput } from '@/content/rules/stale-content';
import { site } from '@/content/site';
import { getAllCourses } from './courses';

/** What the content says that has a date, for the stale-content check (content/rules/stale-content.ts): all but today. */
export type ContentToReviewData = Omit<StaleContentInput, 'today'>;

/** The content's dated values: the badge's year, the banner's month, the recesses, the courses and their classes. */
export function contentToReviewData(): ContentToReviewData {
  return {
    enrolmentYear: site.enrolmentYear,
    nextClass: site.nextClass,
    closures: schoolCalendar.closures.map(({ name, to }) => ({ name, to })),
    courses: getAllCourses().map(({ slug, title }) => ({ slug, title })),
    classes: courseClasses.map(({ course, startDate, places }) => ({ course, startDate, places })),
  };
}
