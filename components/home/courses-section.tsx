import { ChevronLeft, ChevronRight } from 'lucide';
import { COURSES_SECTION_ID } from '@/lib/navigation';
import { titledSection } from '@/content/sections';
import { getAllCourses } from '@/lib/courses';
import { SectionHeading } from '@/components/ui/section-heading';
import { CourseCarousel } from './course-carousel';
import { CourseCarouselCard } from './course-carousel-card';
import { Icon } from '@/components/ui/icon';

/**
 * The home page's "Nossos cursos". The cards and the arrows' icons are rendered here, on the server, and handed to
 * the carousel (a client component), so its script carries neither the image code nor the icons.
 */
export function CoursesSection() {
  const slides = getAllCourses().map((course) => ({
    slug: course.slug,
    card: <CourseCarouselCard course={course} />,
  }));

  return (
    <section
      id={COURSES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="cursos-titulo"
      className="py-16 focus:outline-none sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id="cursos-titulo" {...titledSection('inicio-cursos')} />
        <CourseCarousel
          slides={slides}
          previousIcon={<Icon icon={ChevronLeft} className="size-5" />}
          nextIcon={<Icon icon={ChevronRight} className="size-5" />}
        />
      </div>
    </section>
  );
}
