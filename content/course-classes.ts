import 'server-only';
import { ContentError, parseCollection } from './collection';
import { COURSES_DIRECTORY, courses } from './courses';
import { readYamlFolder } from './files';
import { courseClassSchema, type CourseClass } from './schema';

/**
 * The classes of the courses ("turmas"): one YAML file per class, content/turmas/<curso>-<data>.yaml, as the editor
 * names them (any name ending in .yaml will do). Every class is read and checked, past or not: which ones the pages
 * show is lib/upcoming-classes.ts's business (those still to start, at the build's moment).
 */
export const CLASSES_DIRECTORY = 'content/turmas';

/**
 * The classes of `entries` (each with the file it was read from), checked: each against its schema, its course one of
 * `courseSlugs`, no class twice (same course, day and time). The first problem stops the build, naming the file and
 * the field.
 */
export function parseCourseClasses(
  entries: readonly { file: string; data: unknown }[],
  courseSlugs: readonly string[],
): CourseClass[] {
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
  }
  return parsed;
}

/** Every class of a folder, checked against the site's courses. */
export function readCourseClasses(
  folder = CLASSES_DIRECTORY,
  courseSlugs: readonly string[] = courses.map((course) => course.slug),
): CourseClass[] {
  return parseCourseClasses(readYamlFolder(folder), courseSlugs);
}

/** Every class of content/turmas/, in file-name order. */
export const courseClasses: readonly CourseClass[] = readCourseClasses();
