import { Award, ChevronDown, ListChecks, Wrench, type IconNode } from 'lucide';
import type { ReactNode } from 'react';
import type { Course, CourseQuestion } from '@/content/schema';
import { courseQuestions } from '@/lib/course-questions';
import { Icon } from '@/components/ui/icon';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * What a visitor needs to decide on a course, on its page: what it takes to start, the tools and material, the
 * certificate, then the questions the school is asked about it and its policies (lib/course-questions.ts). The answers
 * are native <details>: they open on the first tap, before any script, and no script is added for them.
 */

function Fact({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-ice-50 p-5 ring-1 ring-ice-200">
      <h3 className="inline-flex items-center gap-2 text-lg font-bold">
        <Icon icon={icon} className="size-5 shrink-0 text-brand-600" />
        {title}
      </h3>
      <div className="mt-3 space-y-2 text-slate-700">{children}</div>
    </div>
  );
}

/** Requirements, tools and material, certificate: shown open, as the course's details are. */
export function CourseFacts({ course }: { course: Course }) {
  const { requirements, materials, certificate } = course;
  return (
    <TitledSection id="antes-titulo" title="Antes de se inscrever" className="mt-10" headingClassName="mb-5">
      <div className="grid gap-4">
        <Fact icon={ListChecks} title="O que é preciso para começar">
          <ul className="list-disc space-y-1 pl-5">
            {requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </Fact>
        <Fact icon={Wrench} title="Ferramentas e material">
          <p>
            <strong className="text-navy-900">A escola fornece:</strong> {materials.provided}
          </p>
          <p>
            <strong className="text-navy-900">Você traz:</strong>{' '}
            {materials.own ?? 'nada; tudo o que você usa nas aulas já está incluído.'}
          </p>
        </Fact>
        <Fact icon={Award} title="Certificado">
          <dl className="grid gap-1 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-4">
            <dt className="text-slate-600">Carga horária</dt>
            <dd className="font-semibold text-navy-900">{certificate.hours} horas</dd>
            <dt className="text-slate-600">Emitido por</dt>
            <dd className="font-semibold text-navy-900">{certificate.issuer}</dd>
          </dl>
          <p>{certificate.scope}</p>
        </Fact>
      </div>
    </TitledSection>
  );
}

function Answer({ question, answer }: CourseQuestion) {
  return (
    <details className="group rounded-xl bg-white ring-1 ring-ice-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-navy-900 hover:bg-ice-50 [&::-webkit-details-marker]:hidden">
        {question}
        <Icon icon={ChevronDown} className="size-5 shrink-0 text-brand-600 group-open:rotate-180" />
      </summary>
      <p className="px-5 pb-4 text-slate-700">{answer}</p>
    </details>
  );
}

/** The course's questions, then the school's policies, each a <details> that opens on a tap. */
export function CourseQuestions({ course }: { course: Course }) {
  const questions = courseQuestions(course);
  return (
    <TitledSection id="duvidas-titulo" title="Perguntas frequentes" className="mt-10" headingClassName="mb-5">
      <div className="grid gap-3">
        {questions.course.map((question) => (
          <Answer key={question.question} {...question} />
        ))}
      </div>
      <h3 className="mt-8 mb-4 text-xl font-bold">Regras da escola, para todos os cursos</h3>
      <div className="grid gap-3">
        {questions.school.map((question) => (
          <Answer key={question.question} {...question} />
        ))}
      </div>
    </TitledSection>
  );
}
