import type { Metadata } from 'next';
import { getAllCourses } from '@/lib/courses';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { CourseCard } from '@/components/course/course-card';
import { JsonLd } from '@/components/seo/json-ld';
import { courseListJsonLd } from '@/lib/json-ld';

export const metadata: Metadata = pageMetadata('/cursos');

export default function CoursesPage() {
  return (
    <>
      <JsonLd data={courseListJsonLd(getAllCourses())} />
      <PageHeader
        eyebrow="Cursos"
        title="Nossos cursos"
        intro="Formações presenciais com aulas práticas em laboratório, do básico ao avançado. Escolha a sua e fale com a nossa equipe."
      />
      <section aria-label="Lista de cursos" className="py-16 sm:py-20">
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {getAllCourses().map((course, index) => (
            <li key={course.slug}>
              <CourseCard course={course} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
