import { getCourse } from '@/lib/courses';
import { allClassesCalendar, classCalendar, classCalendarFile, SCHOOL_CALENDAR_FILE } from '@/lib/class-calendar';
import { upcomingClasses } from '@/lib/upcoming-classes';

// The calendar files (lib/class-calendar.ts), written at build as out/agenda/<file>.ics: one per class still to start,
// and the school's, which holds them all and is written even when none is (a static export needs one file at least).
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each class still to start, with its course. */
function classesWithCourse() {
  return upcomingClasses().flatMap((courseClass) => {
    const course = getCourse(courseClass.course);
    return course ? [{ course, courseClass }] : [];
  });
}

export function generateStaticParams(): { file: string }[] {
  return [
    { file: SCHOOL_CALENDAR_FILE },
    ...classesWithCourse().map(({ courseClass }) => ({ file: classCalendarFile(courseClass) })),
  ];
}

const calendarResponse = (text: string) =>
  new Response(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const classes = classesWithCourse();
  if (file === SCHOOL_CALENDAR_FILE) return calendarResponse(allClassesCalendar(classes));
  const chosen = classes.find(({ courseClass }) => classCalendarFile(courseClass) === file);
  if (!chosen) return new Response('Not found', { status: 404 });
  return calendarResponse(classCalendar(chosen.course, chosen.courseClass));
}
