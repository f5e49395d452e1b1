import 'server-only';
import { ContentError, parseCollection } from './collection';
import { readMarkdownFolder } from './files';
import { courseSchema, type Course } from './schema';

/**
 * The courses offered by the school: one Markdown file per course, content/courses/<slug>.md. Its front matter
 * holds every field but the long description, which is the text after it (paragraphs separated by a blank
 * line, shown as plain text).
 */
export const COURSES_DIRECTORY = 'content/courses';

/** The courses of a folder of Markdown files, checked, in the order they appear on the site: by id. */
export function readCourses(folder = COURSES_DIRECTORY): Course[] {
  const files = readMarkdownFolder(folder);
  const entries = files.map(({ file, data, body }) => {
    if ('longDescription' in data) {
      throw new ContentError(
        file,
        'longDescription',
        'escreva a descrição longa depois do cabeçalho, abaixo da segunda linha "---"',
      );
    }
    return { ...data, longDescription: body };
  });
  const parsed = parseCollection(
    { name: 'cursos', file: files.map(({ file }) => file), schema: courseSchema, key: 'slug', unique: ['id'] },
    entries,
  );
  parsed.forEach((course, index) => {
    const file = files[index]?.file ?? folder;
    if (file !== `${folder}/${course.slug}.md`) {
      throw new ContentError(file, 'slug', `o arquivo deve se chamar ${course.slug}.md`);
    }
  });
  return parsed.sort((a, b) => a.id - b.id);
}

export const courses: Course[] = readCourses();
