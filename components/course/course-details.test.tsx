import { render, screen, within } from '@testing-library/react';
import { courseClasses } from '@/content/course-classes';
import { courses } from '@/content/courses';
import type { CourseClass } from '@/content/schema';
import { upcomingClassesOf } from '@/lib/upcoming-classes';
import { CourseDetails } from './course-details';

const MECHANICS = 'formacao-mecanica-refrigeracao-ar-condicionado';
const course = courses.find((candidate) => candidate.slug === MECHANICS);
if (!course) throw new Error('content missing');

/** The box's "Investimento" as a visitor reads it. */
function investment(): string | null {
  const box = screen.getByRole('complementary', { name: 'Detalhes do curso' });
  const label = within(box).getByText('Investimento');
  return label.closest('div')?.querySelector('dd')?.textContent ?? null;
}

describe('CourseDetails: "Investimento"', () => {
  it('reads "Sob Consulta", the spec\'s text, when no class of the course is still to come (the shipped content today)', () => {
    // 29 November 2026: every shipped class started in 2025, so none is upcoming and none is priced.
    const classes = upcomingClassesOf(MECHANICS, courseClasses, new Date('2026-11-29T12:00:00-03:00'));
    expect(classes).toEqual([]);
    render(<CourseDetails course={course} classes={classes} />);
    expect(course.price).toBe('Sob Consulta');
    expect(investment()).toBe('Sob Consulta');
  });

  it('reads "a partir de" the lowest cash price of the classes still to come, when one is priced', () => {
    // Built on 20 August 2025, before the shipped classes start: the night class (R$ 1.890,00) and the morning class
    // (no price) of this course are upcoming, so the box names the one price a class on the page offers.
    const classes = upcomingClassesOf(MECHANICS, courseClasses, new Date('2025-08-20T10:00:00-03:00'));
    expect(classes.map((courseClass) => courseClass.price?.cash)).toEqual([1890, undefined]);
    render(<CourseDetails course={course} classes={classes} />);
    expect(investment()).toBe('A partir de R$\u00a01.890,00 à vista');
  });

  it("takes the lowest of several prices, and the content's text when no upcoming class is priced", () => {
    const [night, morning] = upcomingClassesOf(MECHANICS, courseClasses, new Date('2025-08-20T10:00:00-03:00'));
    if (!night?.price || !morning) throw new Error('two classes expected');
    const cheaper: CourseClass = { ...morning, price: { cash: 1500.5, methods: ['Pix'] } };
    const { unmount } = render(<CourseDetails course={course} classes={[night, cheaper]} />);
    expect(investment()).toBe('A partir de R$\u00a01.500,50 à vista');
    unmount();
    render(<CourseDetails course={course} classes={[morning]} />);
    expect(investment()).toBe('Sob Consulta');
  });
});
