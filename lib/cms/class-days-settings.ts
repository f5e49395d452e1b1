import 'server-only';
import { noClassDays } from '@/content/class-schedule';
import { courseClasses } from '@/content/course-classes';
import { courses } from '@/content/courses';
import { buildTime } from '@/lib/build-time';
import type { ClassDaysSettings } from './class-days-preview';

/**
 * What the editor needs to count a class's meetings as the build does (./class-days-preview.ts): the days without
 * class, computed here with the holiday library and the school's calendar, from the year before the build to three
 * after it (and every year a class of the site spans), and each course's certificate hours. Data, a few kilobytes: the
 * library itself stays out of the editor's script.
 */
export function classDaysSettings(now: Date = buildTime()): ClassDaysSettings {
  const year = now.getUTCFullYear();
  const years = courseClasses.flatMap(({ startDate, endDate }) =>
    [startDate, endDate].map((day) => Number(day.slice(0, 4))),
  );
  const noClassYears = [Math.min(year - 1, ...years), Math.max(year + 3, ...years)] as const;
  return {
    noClassDays: Object.fromEntries(noClassDays(...noClassYears)),
    noClassYears,
    certificateHours: Object.fromEntries(courses.map((course) => [course.slug, course.certificate.hours])),
  };
}
