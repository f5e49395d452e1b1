import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section of a page meant to be read through (the accessibility statement, the terms of enrolment): one column of
 * large text under its h2, which names the landmark; `tinted` alternates the background between sections.
 */
export function ReadingSection({
  id,
  title,
  children,
  tinted,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={cn('py-12 sm:py-16 print:py-4', tinted && 'bg-ice-50')}>
      <div className="container-page max-w-3xl space-y-5 text-lg text-slate-600 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
        <h2 id={id} className="text-3xl font-extrabold text-navy-900 print:text-2xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
