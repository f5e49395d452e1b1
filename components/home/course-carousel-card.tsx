import { Clock } from 'lucide';
import type { Course } from '@/content/schema';
import { coursePath } from '@/lib/courses';
import { IntentLink } from '@/components/ui/intent-link';
import { ContentImage } from '@/components/ui/content-image';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';

interface CourseCarouselCardProps {
  course: Course;
}

/** One course of the home page's "Nossos cursos" carousel: image, title, description, duration and link. */
export function CourseCarouselCard({ course }: CourseCarouselCardProps) {
  return (
    // The card, not the slide, snaps to the start: the slide's left padding is the gap.
    <article className="flex h-full snap-start flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ice-200">
      <ContentImage
        image={course.image}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold">{course.title}</h3>
        <p className="mt-3 flex-1 text-slate-600">{course.description}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800">
            <Icon icon={Clock} className="size-4 text-brand-600" />
            <span className="sr-only">Duração: </span>
            {course.duration}
          </p>
          <IntentLink href={coursePath(course)} className={buttonClasses('primary', 'px-5 text-sm')}>
            Ver Mais Detalhes<span className="sr-only"> de {course.title}</span>
          </IntentLink>
        </div>
      </div>
    </article>
  );
}
