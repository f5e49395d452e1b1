import 'server-only';
import type { Course, CourseQuestion, Policies } from '@/content/schema';
import { policies } from '@/content/policies';

/**
 * The questions a course page answers before a visitor asks: the course's own (content/courses/<slug>.md), then the
 * school's policies (content/policies.yaml), written once and asked the same way on every course page.
 */

/** The class sizes in a sentence: "Cada turma tem de 6 a 14 alunos." (the course page's answer and the terms page). */
export function classSizeSentence(school: Pick<Policies, 'minimumClassSize' | 'maximumClassSize'> = policies): string {
  return `Cada turma tem de ${school.minimumClassSize} a ${school.maximumClassSize} alunos.`;
}

/** The school's policies as questions a visitor asks, in the order the page shows them. */
export function policyQuestions(school: Policies = policies): CourseQuestion[] {
  return [
    { question: 'Se eu faltar, posso repor a aula?', answer: school.makeUpLessons },
    { question: 'E se eu desistir? Recebo o dinheiro de volta?', answer: school.cancellation },
    {
      question: 'Quantos alunos tem cada turma?',
      answer: `${classSizeSentence(school)} ${school.belowMinimum}`,
    },
  ];
}

/** Every question a course page answers: the course's, then the school's. */
export function courseQuestions(
  course: Course,
  school: Policies = policies,
): { course: CourseQuestion[]; school: CourseQuestion[] } {
  return { course: course.questions, school: policyQuestions(school) };
}
