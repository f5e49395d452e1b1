import { BookOpen, Clock, Tag, UserRound } from 'lucide';
import type { ReactNode } from 'react';
import type { Course, CourseClass } from '@/content/schema';
import { courseInvestment } from '@/lib/course-price';
import { Icon } from '@/components/ui/icon';
import { TitledSection } from '@/components/ui/titled-section';

interface CourseDetailsProps {
  course: Course;
  /** The course's classes still to come (lib/upcoming-classes.ts): the lowest cash price among them is its price. */
  classes?: readonly CourseClass[];
  children?: ReactNode;
}

/**
 * The details box: duration, module count, instructor and price, with the actions below. The price is the lowest cash
 * price of the classes still to come, "a partir de", or the course's own text when none is priced (lib/course-price.ts).
 */
export function CourseDetails({ course, classes, children }: CourseDetailsProps) {
  const rows = [
    { icon: Clock, label: 'Duração', value: course.duration },
    { icon: BookOpen, label: 'Módulos', value: String(course.modules.length) },
    { icon: UserRound, label: 'Instrutor', value: course.instructor },
    { icon: Tag, label: 'Investimento', value: courseInvestment(course, classes) },
  ];
  return (
    <TitledSection
      as="aside"
      id="detalhes-titulo"
      title="Detalhes do curso"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-ice-200 sm:p-8"
      headingClassName="mb-5 text-xl font-bold"
    >
      <dl className="divide-y divide-ice-200">
        {rows.map(({ icon, label, value }) => (
          <div key={label} className="flex items-start justify-between gap-4 py-3">
            <dt className="inline-flex items-center gap-2 text-slate-600">
              <Icon icon={icon} className="size-5 text-brand-600" />
              {label}
            </dt>
            <dd className="text-right font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3">{children}</div>
    </TitledSection>
  );
}
