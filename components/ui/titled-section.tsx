import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TitledSectionProps {
  /** The heading's id: the landmark is named by its heading (aria-labelledby), so a screen reader lists it by title. */
  id: string;
  title: ReactNode;
  /** `aside` for a box beside the page's own text (a course's details). */
  as?: 'section' | 'aside';
  className?: string;
  /** Added to the heading's look (its margin; a size or weight given here replaces the default one). */
  headingClassName?: string;
  children: ReactNode;
}

/** A section of a page that opens with its h2 and is named by it. */
export function TitledSection({
  id,
  title,
  as: Landmark = 'section',
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  return (
    <Landmark aria-labelledby={id} className={className}>
      <h2 id={id} className={cn('text-2xl font-extrabold', headingClassName)}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
