import { render, screen, within } from '@testing-library/react';
import { courses } from '@/content/courses';
import type { CourseClass } from '@/content/schema';
import { sampleClass } from '@/content/__fixtures__/course-class';
import { NextClasses } from './next-classes';

// IntentLink prefetches through the app router, which a unit test has not: a plain link stands in for it.
jest.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, className, children }: { href: string; className?: string; children: import('react').ReactNode }) =>
    jest.requireActual<typeof import('react')>('react').createElement('a', { href, className }, children),
}));

const [course] = courses;
if (!course) throw new Error('content missing');

const evening: CourseClass = sampleClass({ course: course.slug, weekdays: ['sexta', 'segunda', 'quarta'], places: 'últimas vagas', file: 'content/turmas/a.yaml' });
const saturday: CourseClass = {
  ...evening,
  startDate: '2025-10-04',
  startTime: '08:00',
  endTime: '17:00',
  weekdays: ['sábado'],
  shift: 'integral',
  places: 'esgotada',
  file: 'content/turmas/b.yaml',
};
delete saturday.price;

describe('NextClasses', () => {
  it('lists each class: its start, days and hours, shift, places in words, and price when it has one', () => {
    render(<NextClasses course={course} classes={[evening, saturday]} />);
    const section = screen.getByRole('region', { name: 'Próximas turmas' });
    const [first, second] = within(section).getAllByRole('listitem');
    if (!first || !second) throw new Error('two classes expected');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Início em 8 de setembro de 2025, segunda-feira');
    expect(first).toHaveTextContent('Dias e horárioSegundas, quartas e sextas, das 19h às 22h');
    expect(first).toHaveTextContent('TurnoNoite');
    expect(first).toHaveTextContent('Últimas vagas');
    expect(first).toHaveTextContent('InvestimentoR$ 1.890,00 à vista ou 10x de R$ 199,00');
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('Início em 4 de outubro de 2025, sábado');
    expect(second).toHaveTextContent('Esgotada');
    expect(second).not.toHaveTextContent('Investimento');
  });

  it('without a class, says none has a date yet and how to ask: WhatsApp (new tab) or the contact page', () => {
    render(<NextClasses course={course} classes={[]} />);
    const section = screen.getByRole('region', { name: 'Próximas turmas' });
    expect(section).toHaveTextContent('Ainda não há turma com data marcada para este curso.');
    const whatsApp = within(section).getByRole('link', { name: 'pelo WhatsApp (abre em nova aba)' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toContain(`curso ${course.title}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(within(section).getByRole('link', { name: 'pela página de contato' })).toHaveAttribute('href', '/contato');
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
