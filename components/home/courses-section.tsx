import { COURSES_SECTION_ID } from '@/lib/navigation';
import { coursePath, getAllCourses } from '@/lib/courses';
import { SectionHeading } from '@/components/ui/section-heading';
import { CourseCarousel } from './course-carousel';

export function CoursesSection() {
  const slides = getAllCourses().map(({ slug, title, description, duration, image }) => ({
    slug,
    title,
    description,
    duration,
    image,
    href: coursePath({ slug }),
  }));

  return (
    <section
      id={COURSES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="cursos-titulo"
      className="py-16 focus:outline-none sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="cursos-titulo"
          eyebrow="Formação profissional"
          title="Nossos cursos"
          intro="Do primeiro contato com o ciclo de refrigeração à câmara frigorífica: escolha o caminho da sua carreira."
        />
        <CourseCarousel courses={slides} />
      </div>
    </section>
  );
}
