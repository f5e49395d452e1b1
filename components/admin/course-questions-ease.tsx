import { courseQuestions } from '@/lib/course-questions';
import { coursePath, getAllCourses } from '@/lib/courses';
import { cn } from '@/lib/cn';
import { isEasy, readingEase } from '@/lib/reading-ease';

/**
 * The questions a course page answers (lib/course-questions.ts), in the page report: each with how easy its answer is
 * to read, measured on the answer's own words (lib/reading-ease.ts); the goal is "fácil" or easier. Nothing for
 * other pages.
 */
export function CourseQuestionsEase({ path }: { path: string }) {
  const course = getAllCourses().find((candidate) => coursePath(candidate) === path);
  if (!course) return null;
  const questions = courseQuestions(course);
  const rows = [
    ...questions.course.map((question) => ({ ...question, school: false })),
    ...questions.school.map((question) => ({ ...question, school: true })),
  ];
  return (
    <div className="mt-6 space-y-3 border-t border-ice-200 pt-4 text-sm">
      <h4 className="font-semibold text-slate-600 uppercase">
        Perguntas frequentes (facilidade de leitura das respostas)
      </h4>
      <ol className="list-decimal space-y-1 pl-5">
        {rows.map(({ question, answer, school }) => {
          const ease = readingEase([answer]);
          return (
            <li key={question} className={cn(ease && !isEasy(ease) && 'font-semibold text-red-800')}>
              {question}
              {school ? ' (regra da escola, em todos os cursos)' : ''}:{' '}
              {ease ? `${ease.score} de 100 (${ease.band})` : 'curta demais para medir'}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
