import type { Metadata } from 'next';
import { titledSection } from '@/content/sections';
import { getAllCourses } from '@/lib/courses';
import { pageMetadata } from '@/lib/metadata';
import { ListPage } from '@/components/ui/list-page';
import { CourseCard } from '@/components/course/course-card';
import { JsonLd } from '@/components/seo/json-ld';
import { courseListJsonLd } from '@/lib/json-ld';

export const metadata: Metadata = pageMetadata('/cursos');

export default function CoursesPage() {
  return (
    <>
      <JsonLd data={courseListJsonLd(getAllCourses())} />
      <ListPage
        {...titledSection('cursos')}
        listLabel="Lista de cursos"
        items={getAllCourses()}
        itemKey={(course) => course.slug}
        renderItem={(course, index) => <CourseCard course={course} priority={index === 0} />}
      />
    </>
  );
}
