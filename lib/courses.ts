import { courses } from '@/content/courses';
import type { Course } from '@/content/schema';
import type { HeroSlide } from '@/content/page-schemas';

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

/** Hero slugs are not course slugs (client's spec), so some of these links reach the not-found page. */
export function heroSlidePath(slide: Pick<HeroSlide, 'slug'>): string {
  return `/cursos/${slide.slug}`;
}
