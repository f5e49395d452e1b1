import { courses } from '@/content/courses';
import type { Course } from '@/content/types';
import { validateCourses } from './content-validation';

// Runs when the build first reads courses: a broken entry stops the build with a message naming it.
validateCourses(courses);

export function getAllCourses(): readonly Course[] {
  return courses;
}

export function getCourse(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}

export function getCourseSlugs(): string[] {
  return courses.map((course) => course.slug);
}

export function coursePath(course: Pick<Course, 'slug'>): string {
  return `/cursos/${course.slug}`;
}
