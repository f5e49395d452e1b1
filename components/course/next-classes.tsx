import {
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  CircleAlert,
  CircleCheck,
  CircleX,
  CalendarX,
  Clock,
  Hourglass,
  SunMoon,
  type IconNode,
} from 'lucide';
import {
  PLACES_LABELS,
  SHIFT_CLASS_NAMES,
  SHIFT_LABELS,
  type Course,
  type CourseClass,
  type Places,
} from '@/content/schema';
import { formatCalendarDay } from '@/content/fields';
import { site } from '@/content/site';
import { classCalendarPath, googleCalendarUrl } from '@/lib/class-calendar';
import { cn } from '@/lib/cn';
import { classMeetingWords, classSchedule, classStartDay } from '@/lib/upcoming-classes';
import { whatsAppChatMessage, whatsAppChatUrl, whatsAppClassMessage, whatsAppClassPriceMessage } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { WhatsAppLink } from '@/components/contact/whatsapp-link';
import { ClassInvestment, ClassPriceOnRequest } from './class-investment';

/**
 * The look of each state of a class's places: the label says it in words, the colours only second it. Text on its
 * background, all above AA's 4.5:1: emerald-800 on emerald-50 about 7:1, navy-900 on accent-400 about 11:1, slate-700
 * on slate-100 about 9:1.
 */
const PLACES_LOOK: Readonly<Record<Places, { icon: IconNode; className: string }>> = {
  aberta: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  'últimas vagas': { icon: CircleAlert, className: 'bg-accent-400 text-navy-900 ring-accent-500' },
  esgotada: { icon: CircleX, className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

function PlacesLabel({ places }: { places: Places }) {
  const { icon, className } = PLACES_LOOK[places];
  return (
    <p
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1',
        className,
      )}
    >
      <Icon icon={icon} className="size-4" />
      {PLACES_LABELS[places]}
    </p>
  );
}

function ClassDetail({
  icon,
  label,
  value,
  className,
}: {
  icon: IconNode;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="inline-flex items-center gap-2 text-sm text-slate-600">
        <Icon icon={icon} className="size-4 text-brand-600" />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** A class's meetings and hours, and the days without class inside it (content/class-schedule.ts counts them). */
function ClassDays({ courseClass }: { courseClass: CourseClass }) {
  const words = classMeetingWords(courseClass);
  return (
    <>
      <ClassDetail icon={Hourglass} label="Aulas" value={words.meetings} />
      <ClassDetail
        icon={CalendarX}
        label="Sem aula (feriados e recessos)"
        value={words.noClassDays}
        className="sm:col-span-2"
      />
    </>
  );
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';
const NEW_TAB = <span className="sr-only"> (abre em nova aba)</span>;

/**
 * What a visitor does with a class they chose: ask for it on WhatsApp with the class named in the message, or keep it
 * in their calendar (the build's .ics file; or Google Calendar, for the Android browsers that only download a file).
 * A sold-out class offers neither.
 */
function ClassActions({ course, courseClass }: { course: Course; courseClass: CourseClass }) {
  const message = whatsAppClassMessage(
    course.title,
    formatCalendarDay(courseClass.startDate),
    SHIFT_CLASS_NAMES[courseClass.shift],
  );
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <WhatsAppLink message={message} label="Quero esta turma" />
      <a href={classCalendarPath(courseClass)} className={buttonClasses('outline', 'bg-white')}>
        <Icon icon={CalendarPlus} className="size-5" />
        Adicionar à agenda
      </a>
      <a
        href={googleCalendarUrl(course, courseClass)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('ghost', 'bg-white ring-1 ring-ice-200')}
      >
        <Icon icon={CalendarCheck} className="size-5" />
        Google Agenda{NEW_TAB}
      </a>
    </div>
  );
}

/** The WhatsApp link that asks the price of a class without one, naming it; none for a sold-out class. */
function priceQuestionUrl(course: Course, courseClass: CourseClass): string | undefined {
  if (courseClass.places === 'esgotada') return undefined;
  const message = whatsAppClassPriceMessage(
    course.title,
    formatCalendarDay(courseClass.startDate),
    SHIFT_CLASS_NAMES[courseClass.shift],
  );
  return whatsAppChatUrl(site.whatsapp, message);
}

/**
 * "Próximas turmas" of a course page: each class still to start (lib/upcoming-classes.ts), with its start, days and hours, shift,
 * places, price and what to do with it (ask for it, keep it in a calendar); or, when none is, how to ask for the next one. The course's Events in the JSON-LD are built from
 * the same classes (lib/json-ld.ts courseClassEvents).
 */
export function NextClasses({ course, classes }: { course: Course; classes: readonly CourseClass[] }) {
  return (
    <section aria-labelledby="turmas-titulo" className="mt-10">
      <h2 id="turmas-titulo" className="mb-5 text-2xl font-extrabold">
        Próximas turmas
      </h2>
      {classes.length === 0 ? (
        <p className="text-lg text-slate-600">
          Ainda não há turma com data marcada para este curso. Pergunte pela próxima{' '}
          <a
            href={whatsAppChatUrl(site.whatsapp, whatsAppChatMessage(course.title))}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            pelo WhatsApp{NEW_TAB}
          </a>{' '}
          ou{' '}
          <IntentLink href="/contato" className={linkClass}>
            pela página de contato
          </IntentLink>
          .
        </p>
      ) : (
        <ul className="grid gap-4">
          {classes.map((courseClass) => (
            <li key={courseClass.file} className="rounded-xl bg-ice-50 p-5 ring-1 ring-ice-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="inline-flex items-start gap-2 text-lg font-bold">
                  <Icon icon={CalendarDays} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  Início em {classStartDay(courseClass)}
                </h3>
                <PlacesLabel places={courseClass.places} />
              </div>
              <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                <ClassDetail icon={Clock} label="Dias e horário" value={classSchedule(courseClass)} />
                <ClassDetail icon={SunMoon} label="Turno" value={SHIFT_LABELS[courseClass.shift]} />
                <ClassDetail icon={CalendarDays} label="Última aula" value={formatCalendarDay(courseClass.endDate)} />
                <ClassDays courseClass={courseClass} />
              </dl>
              {courseClass.price ? (
                <ClassInvestment price={courseClass.price} className="mt-4" />
              ) : (
                <ClassPriceOnRequest askHref={priceQuestionUrl(course, courseClass)} className="mt-4" />
              )}
              {courseClass.places === 'esgotada' ? null : <ClassActions course={course} courseClass={courseClass} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
