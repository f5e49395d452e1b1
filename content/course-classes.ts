import 'server-only';
import { classNoClassDays, schoolCalendar } from './class-schedule';
import { ContentError, parseCollection } from './collection';
import { COURSES_DIRECTORY, courses } from './courses';
import { classMeetingsProblem } from './rules/class-meetings';
import { readYamlFolder } from './files';
import { courseClassSchema, type Course, type CourseClass } from './schema';

/** What a class needs of its course: its slug and its certificate's hours. */
export type ClassCourse = Pick<Course, 'slug'> & { certificate: Pick<Course['certificate'], 'hours'> };

/**
 * The classes of the courses ("turmas"): one YAML file per class, content/turmas/<curso>-<data>.yaml, as the editor
 * names them (any name ending in .yaml will do). Every class is read and checked, past or not: which ones the pages
 * show is lib/upcoming-classes.ts's business (those still to start, at the build's moment).
 */
export const CLASSES_DIRECTORY = 'content/turmas';

/**
 * The classes of `entries` (each with the file it was read from), checked: each against its schema, its course one of
 * `classCourses`, no class twice (same course, day and time), and its days (content/rules/class-meetings.ts, with the
 * school's `calendar`): it does not start on a day without class, and its hours cover its course's certificate. The
 * first problem stops the build, naming the file and the field.
 */
export function parseCourseClasses(
  entries: readonly { file: string; data: unknown }[],
  classCourses: readonly ClassCourse[],
  calendar = schoolCalendar,
): CourseClass[] {
  const courseSlugs = classCourses.map((course) => course.slug);
  const files = entries.map(({ file }) => file);
  const parsed = parseCollection(
    { name: 'turmas', file: files, schema: courseClassSchema, key: 'file' },
    entries.map(({ file, data }) =>
      data && typeof data === 'object' && !Array.isArray(data) ? { ...data, file } : data,
    ),
  );
  const seen = new Map<string, string>();
  for (const courseClass of parsed) {
    if (!courseSlugs.includes(courseClass.course)) {
      throw new ContentError(
        courseClass.file,
        'course',
        `"${courseClass.course}" não é um curso do site; use o slug de um arquivo de ${COURSES_DIRECTORY}/ (${courseSlugs.join(', ')})`,
      );
    }
    const identity = `${courseClass.course} ${courseClass.startDate} ${courseClass.startTime}`;
    const same = seen.get(identity);
    if (same !== undefined) {
      throw new ContentError(
        courseClass.file,
        'startDate',
        `é a mesma turma de ${same} (mesmo curso, dia e horário); apague uma das duas`,
      );
    }
    seen.set(identity, courseClass.file);
    const certificateHours = classCourses.find((course) => course.slug === courseClass.course)?.certificate.hours;
    const problem = classMeetingsProblem(courseClass, classNoClassDays(courseClass, calendar), certificateHours);
    if (problem) throw new ContentError(courseClass.file, problem.field, problem.message);
  }
  return parsed;
}

/** Every class of a folder, checked against the site's courses. */
export function readCourseClasses(
  folder = CLASSES_DIRECTORY,
  classCourses: readonly ClassCourse[] = courses,
): CourseClass[] {
  return parseCourseClasses(readYamlFolder(folder), classCourses);
}

/** Every class of content/turmas/, in file-name order. */
export const courseClasses: readonly CourseClass[] = readCourseClasses();
