import { IntentLink } from '@/components/ui/intent-link';
import { Clock } from 'lucide';
import type { Course } from '@/content/schema';
import { coursePath } from '@/lib/courses';
import { ContentImage } from '@/components/ui/content-image';
import { Icon } from '@/components/ui/icon';

interface CourseCardProps {
  course: Course;
  /** For the card whose image is the largest thing in the first viewport (the first card of /cursos). */
  priority?: boolean;
}

/** Card of the course list: image, duration badge and the title linking to the course page. */
export function CourseCard({ course, priority = false }: CourseCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ice-200">
      <div className="relative">
        <ContentImage
          image={course.image}
          priority={priority}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <p className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-navy-900">
          <Icon icon={Clock} className="size-4" />
          <span className="sr-only">Duração: </span>
          {course.duration}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="mb-2 text-sm font-semibold text-brand-700">{course.category}</p>
        <h2 className="text-xl font-bold">
          <IntentLink href={coursePath(course)} className="after:absolute after:inset-0 hover:text-brand-700">
            {course.title}
          </IntentLink>
        </h2>
        <p className="mt-3 text-slate-600">{course.description}</p>
      </div>
    </article>
  );
}
