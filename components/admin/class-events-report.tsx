import { getAllCourses, coursePath } from '@/lib/courses';
import { eventReadiness, type EventCheck } from '@/lib/event-readiness';
import { courseClassEvents } from '@/lib/json-ld';
import { classLabel } from '@/lib/upcoming-classes';
import { cn } from '@/lib/cn';

const STATUS_TEXT: Readonly<Record<EventCheck['status'], string>> = {
  ok: 'tem',
  missing: 'falta',
  'not-applicable': 'não se aplica',
};

function CheckList({ title, checks }: { title: string; checks: readonly EventCheck[] }) {
  return (
    <div>
      <p className="font-semibold text-slate-600">{title}</p>
      <ul className="mt-1 space-y-0.5">
        {checks.map((check) => (
          <li key={check.property} className={cn(check.status === 'missing' && 'font-semibold text-red-800')}>
            {check.label} (<code>{check.property}</code>): {STATUS_TEXT[check.status]}
            {check.problem ? ` — ${check.problem}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The classes a course page announces to Google, in the page report: for each, whether its Event (the very object the
 * page publishes, lib/json-ld.ts courseClassEvents) has what Google's event results need. Nothing for other pages.
 */
export function ClassEventsReport({ path }: { path: string }) {
  const course = getAllCourses().find((candidate) => coursePath(candidate) === path);
  if (!course) return null;
  const events = courseClassEvents(course);
  // A part of the page's entry (its <article>), not a landmark of its own: every course's has the same heading.
  return (
    <div className="mt-6 space-y-3 border-t border-ice-200 pt-4 text-sm">
      <h4 className="font-semibold text-slate-600 uppercase">Turmas no Google (eventos)</h4>
      {events.length === 0 ? (
        <p>Nenhuma turma com data por vir: a página não publica eventos. Cadastre uma em “Turmas”, no editor.</p>
      ) : (
        <ul className="space-y-4">
          {events.map(({ courseClass, event }) => {
            const { eligible, complete, checks } = eventReadiness(event, { priced: courseClass.price !== undefined });
            return (
              <li key={courseClass.file} className="rounded-xl bg-ice-50 p-4 ring-1 ring-ice-200">
                <p className="font-bold text-navy-900 first-letter:uppercase">{classLabel(courseClass)}</p>
                <p className={cn('mt-1 font-semibold', eligible ? 'text-navy-900' : 'text-red-800')}>
                  {!eligible
                    ? 'Fora do resultado de eventos do Google: falta um dado obrigatório.'
                    : complete
                      ? 'Pronta para o resultado de eventos do Google, com todos os dados recomendados.'
                      : 'Pode aparecer no resultado de eventos do Google; faltam dados recomendados.'}
                </p>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <CheckList title="Obrigatórios" checks={checks.filter((check) => check.level === 'required')} />
                  <CheckList title="Recomendados" checks={checks.filter((check) => check.level === 'recommended')} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
