import { X } from 'lucide';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button-styles';
import { EnrolmentDialog } from './enrolment-dialog';
import { Icon } from '@/components/ui/icon';

interface CourseEnrolmentProps {
  courseTitle: string;
  /** Classes for the "Inscreva-se Agora" button, merged over its default look. */
  triggerClassName?: string;
}

/**
 * "Inscreva-se Agora" and its confirmation dialog for one course, with the button's classes merged and the close
 * icon drawn here.
 */
export function CourseEnrolment({ courseTitle, triggerClassName }: CourseEnrolmentProps) {
  return (
    <EnrolmentDialog
      courseTitle={courseTitle}
      triggerClassName={buttonClasses('accent', cn('w-full text-lg', triggerClassName))}
      closeIcon={<Icon icon={X} className="size-5" />}
    />
  );
}
