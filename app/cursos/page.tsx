import type { Metadata } from 'next';
import { getAllCourses } from '@/lib/courses';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { CourseCard } from '@/components/course/course-card';

export const metadata: Metadata = pageMetadata({
  title: 'Cursos de Refrigeração e Ar-Condicionado',
  description:
    'Todos os cursos da Frio Norte em Londrina: formação em mecânica de refrigeração, instalação de split, elétrica aplicada e refrigeração comercial.',
  path: '/cursos',
});

export default function CoursesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Cursos"
        title="Nossos cursos"
        intro="Formações presenciais com aulas práticas em laboratório, do básico ao avançado. Escolha a sua e fale com a nossa equipe."
      />
      <section aria-label="Lista de cursos" className="py-16 sm:py-20">
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {getAllCourses().map((course) => (
            <li key={course.slug}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
