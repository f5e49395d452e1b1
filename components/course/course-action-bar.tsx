import { Clock } from 'lucide';
import type { Course } from '@/content/schema';
import { cn } from '@/lib/cn';
import { WhatsAppLink } from '@/components/contact/whatsapp-link';
import { CourseEnrolment } from './course-enrolment';
import styles from './course-action-bar.module.css';
import { Icon } from '@/components/ui/icon';

interface CourseActionBarProps {
  course: Course;
}

/**
 * Below the lg breakpoint the details box comes after the whole course text, so this bar keeps "Inscreva-se
 * Agora" (the same enrolment dialog) and the WhatsApp chat at the bottom of the screen anywhere on the page, with
 * the course's duration. Plain CSS (position: fixed), nothing moves; from lg up, where the details box is sticky
 * beside the text, it is not displayed at all. The room it needs is kept free in course-action-bar.module.css.
 */
export function CourseActionBar({ course }: CourseActionBarProps) {
  return (
    <aside
      aria-label="Inscrição rápida"
      className={cn(
        styles.bar,
        'fixed inset-x-0 bottom-0 z-40 flex flex-col justify-center border-t border-ice-200 bg-white shadow-[0_-8px_24px_rgb(11_37_69/0.1)] lg:hidden',
      )}
    >
      <div className="container-page flex flex-col gap-1 py-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <Icon icon={Clock} className="size-4 shrink-0 text-brand-600" />
          <span>
            <span className="font-semibold text-navy-900">Duração:</span> {course.duration}
          </span>
        </p>
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
            <CourseEnrolment courseTitle={course.title} />
          </div>
          <WhatsAppLink courseTitle={course.title} look="icon" />
        </div>
      </div>
    </aside>
  );
}
