/** @jest-environment node */
import { courses } from '@/content/courses';
import { policies } from '@/content/policies';
import { courseQuestions, policyQuestions } from './course-questions';
import { isEasy, readingEase } from './reading-ease';

describe('the questions a course page answers', () => {
  it("are the course's own, then the school's policies, the same on every course", () => {
    for (const course of courses) {
      const { course: own, school } = courseQuestions(course);
      expect(own).toBe(course.questions);
      expect(school).toEqual(policyQuestions());
    }
    expect(policyQuestions().map(({ question }) => question)).toEqual([
      'Se eu faltar, posso repor a aula?',
      'E se eu desistir? Recebo o dinheiro de volta?',
      'Quantos alunos tem cada turma?',
    ]);
    expect(policyQuestions()[2]?.answer).toBe(
      `Cada turma tem de ${policies.minimumClassSize} a ${policies.maximumClassSize} alunos. ${policies.belowMinimum}`,
    );
  });

  it('number five or more of its own on every shipped course, and each answer reads as "fácil" or easier', () => {
    for (const course of courses) {
      expect(course.questions.length).toBeGreaterThanOrEqual(5);
      for (const { question, answer } of courseQuestions(course).course.concat(policyQuestions())) {
        const ease = readingEase([answer]);
        expect({ question, easy: ease && isEasy(ease), score: ease?.score }).toMatchObject({ question, easy: true });
      }
    }
  });

  it('include the shipped certificate, requirements and material of every course', () => {
    for (const course of courses) {
      expect(course.certificate.hours).toBeGreaterThan(0);
      expect(course.certificate.scope).toMatch(/curso livre/);
      expect(course.certificate.scope).toMatch(/NR-10/);
      expect(course.requirements.length).toBeGreaterThan(0);
      expect(course.materials.provided).not.toBe('');
    }
  });
});
