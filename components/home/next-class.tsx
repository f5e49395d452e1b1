import { CalendarDays } from 'lucide';
import { site } from '@/content/site';
import { getCourse, coursePath } from '@/lib/courses';
import { classMonth, classStartDayInMonth, nearestClass } from '@/lib/upcoming-classes';
import { NotImplementedButton } from '@/components/ui/not-implemented-button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * The home page's banner of the next class: the soonest class still to start, of any course, that has places
 * (lib/upcoming-classes.ts nearestClass), with its month, course and first day; when none is scheduled, the text of
 * content/site.yaml (`nextClass`).
 */
export function NextClass() {
  const courseClass = nearestClass();
  const course = courseClass ? getCourse(courseClass.course) : undefined;
  const month = courseClass ? classMonth(courseClass) : site.nextClass;
  return (
    <section aria-labelledby="proxima-turma-titulo" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-card bg-navy-900 bg-[radial-gradient(circle_at_90%_10%,rgb(61_143_224/0.4),transparent_50%)] p-8 text-white shadow-card sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="mb-2 inline-flex items-center gap-2 font-semibold text-accent-400">
              <Icon icon={CalendarDays} className="size-5" />
              Próxima turma: {month}
            </p>
            <h2 id="proxima-turma-titulo" className="text-3xl font-extrabold text-white sm:text-4xl">
              As vagas são limitadas
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ice-100">
              Turmas reduzidas para que cada aluno pratique de verdade. Garanta o seu lugar na turma de{' '}
              {month.toLowerCase()}
              {courseClass && course ? (
                <>
                  :{' '}
                  <IntentLink
                    href={coursePath(course)}
                    className="font-semibold text-white underline underline-offset-4 hover:text-accent-400"
                  >
                    {course.title}
                  </IntentLink>
                  , com início em {classStartDayInMonth(courseClass)}.
                </>
              ) : (
                '.'
              )}
            </p>
          </div>
          <NotImplementedButton className={buttonClasses('accent', 'shrink-0 px-8 text-lg')}>
            Garanta sua Vaga Agora
          </NotImplementedButton>
        </div>
      </div>
    </section>
  );
}
