import { render, screen, within } from '@testing-library/react';
import { courses } from '@/content/courses';
import { priceSentence } from '@/content/rules/class-price';
import { sampleClass } from '@/content/__fixtures__/course-class';
import { ClassPricesTable, CourseHoursTable } from './terms-tables';

// A plain link stands in for IntentLink (components/ui/__mocks__/intent-link.tsx).
jest.mock('@/components/ui/intent-link');

const [course] = courses;
if (!course) throw new Error('content missing');

describe('CourseHoursTable', () => {
  it("gives each course its length and its certificate's hours and issuer, from the course's own file", () => {
    render(<CourseHoursTable courses={courses} />);
    const rows = within(screen.getByRole('table', { name: 'Os cursos e os seus certificados' })).getAllByRole('row');
    expect(rows).toHaveLength(courses.length + 1);
    courses.forEach((each, index) => {
      const row = rows[index + 1]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(each.title);
      expect(within(row).getByRole('link', { name: each.title })).toHaveAttribute('href', `/cursos/${each.slug}`);
      expect(row).toHaveTextContent(
        `${each.duration}${each.certificate.hours} horas, emitido por ${each.certificate.issuer}`,
      );
    });
  });
});

describe('ClassPricesTable', () => {
  it('gives each dated class its price in the words of the course page, or "Sob consulta"', () => {
    const priced = sampleClass({ course: course.slug, file: 'content/turmas/a.yaml' });
    const unpriced = sampleClass({ course: course.slug, startDate: '2025-09-10', file: 'content/turmas/b.yaml' });
    delete unpriced.price;
    render(
      <ClassPricesTable
        classes={[
          { course, courseClass: priced },
          { course, courseClass: unpriced },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'O preço de cada turma com data marcada' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`${course.title}: turma da noite, início em 8 de setembro de 2025`);
    // The received text is read with its spaces normalised; the sentence's no-break spaces (R$ 1.890,00) are too.
    expect(rows[1]).toHaveTextContent(priceSentence(priced.price!).replace(/\s+/g, ' '));
    expect(within(rows[2]!).getByRole('cell')).toHaveTextContent('Sob consulta');
  });

  it('says in words that no class is dated, rather than an empty table', () => {
    render(<ClassPricesTable classes={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/não há turma com data marcada/)).toBeInTheDocument();
  });
});
