import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { CheckCircle2 } from 'lucide';
import { getCourse, getCourseSlugs, coursePath } from '@/lib/courses';
import { pageMetadata } from '@/lib/metadata';
import { ContentImage } from '@/components/ui/content-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { buttonClasses } from '@/components/ui/button-styles';
import { CourseActionBar } from '@/components/course/course-action-bar';
import { CourseDetails } from '@/components/course/course-details';
import { CourseEnrolment } from '@/components/course/course-enrolment';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { WhatsAppLink } from '@/components/contact/whatsapp-link';
import { courseClassEvents, courseJsonLd } from '@/lib/json-ld';
import { upcomingClassesOf } from '@/lib/upcoming-classes';
import { NextClasses } from '@/components/course/next-classes';
import { CourseFacts, CourseQuestions } from '@/components/course/course-answers';
import { Icon } from '@/components/ui/icon';
import { Searchable } from '@/components/search/searchable';
import { TitledSection } from '@/components/ui/titled-section';
import type { Course } from '@/content/schema';

interface CoursePageProps {
  params: Promise<{ slug: string }>;
}

// Only the known courses exist; any other slug is answered by the host with the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getCourseSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: CoursePageProps): Promise<Metadata> {
  const course = getCourse((await params).slug);
  if (!course) return {};
  return pageMetadata(coursePath(course));
}

/** The page's header: the course's category, title and short description, under the way back to the courses. */
function CourseHeader({ course }: { course: Course }) {
  return (
    <PageHeader
      eyebrow={course.category}
      title={course.title}
      intro={course.description}
      breadcrumbs={
        <Breadcrumbs
          trail={[
            { label: 'Início', href: '/' },
            { label: 'Cursos', href: '/cursos' },
          ]}
          current={{ label: course.title, href: coursePath(course) }}
        />
      }
    />
  );
}

/** "Sobre o curso": the long description, one paragraph for each block of it. */
function CourseDescription({ course }: { course: Course }) {
  return (
    <TitledSection id="sobre-curso-titulo" title="Sobre o curso" headingClassName="mb-4">
      {course.longDescription.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mb-4 text-lg text-slate-600">
          {paragraph}
        </p>
      ))}
    </TitledSection>
  );
}

/** "O que você vai aprender?": the course's modules, when it lists any. */
function CourseModules({ modules }: { modules: readonly string[] }) {
  if (modules.length === 0) return null;
  return (
    <TitledSection id="modulos-titulo" title="O que você vai aprender?" className="mt-10" headingClassName="mb-5">
      <ol className="grid gap-3 sm:grid-cols-2">
        {modules.map((module) => (
          <li key={module} className="flex gap-3 rounded-xl bg-ice-50 p-4 ring-1 ring-ice-200">
            <Icon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{module}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

/** The side column: the course's details, the ways to enrol or ask, the share links; sticky on a wide screen. */
function CourseSidebar({ course }: { course: Course }) {
  return (
    <div className="lg:sticky lg:top-24 lg:self-start">
      <CourseDetails course={course}>
        <CourseEnrolment courseTitle={course.title} />
        <WhatsAppLink courseTitle={course.title} />
        <IntentLink href="/contato" className={buttonClasses('outline', 'w-full')}>
          Falar com um consultor
        </IntentLink>
      </CourseDetails>
      <div className="mt-6" data-pagefind-ignore="">
        <ShareLinks title={course.title} path={coursePath(course)} />
      </div>
    </div>
  );
}

export default async function CoursePage({ params }: CoursePageProps) {
  const course = getCourse((await params).slug);
  if (!course) notFound();
  // The classes still to start: listed on the page and published as Events, from the same list.
  const classes = upcomingClassesOf(course.slug);

  return (
    <>
      <JsonLd data={courseJsonLd(course)} />
      {courseClassEvents(course, classes).map(({ courseClass, event }) => (
        <JsonLd key={courseClass.file} data={event} />
      ))}
      <Searchable kind="Curso" category={course.category}>
        <CourseHeader course={course} />

        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <ContentImage
              image={course.image}
              priority
              sizes="(min-width: 1024px) 800px, 100vw"
              className="mb-10 aspect-[3/2] w-full rounded-card object-cover shadow-card"
            />
            <CourseDescription course={course} />
            <NextClasses course={course} classes={classes} />
            <CourseModules modules={course.modules} />
            <CourseFacts course={course} />
            <CourseQuestions course={course} />
          </div>

          <CourseSidebar course={course} />
        </div>
      </Searchable>
      <CourseActionBar course={course} />
    </>
  );
}
