import type { ReactNode } from 'react';
import type { Course, CourseClass } from '@/content/schema';
import { priceSentence } from '@/content/rules/class-price';
import { cn } from '@/lib/cn';
import { coursePath } from '@/lib/courses';
import { classLabel } from '@/lib/upcoming-classes';
import { IntentLink } from '@/components/ui/intent-link';

// Two columns, a little smaller on a phone: the table fits 320 px without scrolling sideways (WCAG 1.4.10).
const tableClass = 'w-full border-collapse text-left text-sm sm:text-base';
const headClass = 'border-b-2 border-navy-900 py-2 pr-3 align-bottom font-bold text-navy-900';
const cellClass = 'border-b border-ice-200 py-3 pr-3 align-top print:border-slate-400';
const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-navy-900';

/** A table of the terms page: its caption names it for a screen reader and on paper. */
function TermsTable({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <table className={tableClass}>
      <caption className="mb-2 text-left font-semibold text-navy-900">{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" className={headClass}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** What each course gives: its length and the hours and issuer of its certificate, from the courses' own files. */
export function CourseHoursTable({ courses }: { courses: readonly Course[] }) {
  return (
    <TermsTable caption="Os cursos e os seus certificados" head={['Curso e duração', 'Certificado']}>
      {courses.map((course) => (
        <tr key={course.slug}>
          <th scope="row" className={cn(cellClass, 'font-normal')}>
            <IntentLink href={coursePath(course)} className={linkClass}>
              {course.title}
            </IntentLink>
            <span className="block">{course.duration}</span>
          </th>
          <td className={cellClass}>
            {course.certificate.hours} horas, emitido por {course.certificate.issuer}
          </td>
        </tr>
      ))}
    </TermsTable>
  );
}

/**
 * The price of every class still to start, from the same data as the course pages (content/rules/class-price.ts):
 * each figure written out, or "sob consulta" in words. Said in a sentence when no class is dated.
 */
export function ClassPricesTable({ classes }: { classes: readonly { course: Course; courseClass: CourseClass }[] }) {
  if (classes.length === 0) {
    return (
      <p>
        No momento não há turma com data marcada. Quando houver, o preço de cada turma aparece aqui e na página do
        curso.
      </p>
    );
  }
  return (
    <TermsTable caption="O preço de cada turma com data marcada" head={['Turma', 'Preço']}>
      {classes.map(({ course, courseClass }) => (
        <tr key={courseClass.file}>
          <th scope="row" className={cn(cellClass, 'font-normal')}>
            <span className="font-semibold text-navy-900">{course.title}</span>: {classLabel(courseClass)}
          </th>
          <td className={cellClass}>{courseClass.price ? priceSentence(courseClass.price) : 'Sob consulta'}</td>
        </tr>
      ))}
    </TermsTable>
  );
}
