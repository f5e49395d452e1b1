import { render, screen, within } from '@testing-library/react';
import { courses } from '@/content/courses';
import { site } from '@/content/site';
import type { CourseClass } from '@/content/schema';
import { sampleClass, SOLD_OUT_SATURDAY } from '@/content/__fixtures__/course-class';
import { NextClasses } from './next-classes';

// A plain link stands in for IntentLink (components/ui/__mocks__/intent-link.tsx).
jest.mock('@/components/ui/intent-link');

const [course] = courses;
if (!course) throw new Error('content missing');

const evening: CourseClass = sampleClass({
  course: course.slug,
  weekdays: ['sexta', 'segunda', 'quarta'],
  places: 'últimas vagas',
  file: 'content/turmas/a.yaml',
});
const saturday: CourseClass = { ...evening, ...SOLD_OUT_SATURDAY, file: 'content/turmas/b.yaml' };
delete saturday.price;

describe('NextClasses', () => {
  it('lists each class: its start, days and hours, shift, places in words, and price when it has one', () => {
    render(<NextClasses course={course} classes={[evening, saturday]} />);
    const section = screen.getByRole('region', { name: 'Próximas turmas' });
    const [first, second] = within(section).getAllByRole('listitem');
    if (!first || !second) throw new Error('two classes expected');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Início em 8 de setembro de 2025, segunda-feira',
    );
    expect(first).toHaveTextContent('Dias e horárioSegundas, quartas e sextas, das 19h às 22h');
    expect(first).toHaveTextContent('TurnoNoite');
    expect(first).toHaveTextContent('Últimas vagas');
    // The figures of CDC art. 52 in the law's order: cash price, instalments, their total, the interest; then how to pay.
    expect(first).toHaveTextContent(
      'InvestimentoÀ vistaR$ 1.890,00Parcelado10 parcelas mensais de R$ 199,00Total parceladoR$ 1.990,00Juros0,95% ao mês (12,01% ao ano)Formas de pagamentoPix, cartão de crédito ou boleto',
      { normalizeWhitespace: true },
    );
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Início em 4 de outubro de 2025, sábado',
    );
    expect(second).toHaveTextContent('Esgotada');
    expect(second).not.toHaveTextContent('Investimento');
  });

  it('lets a visitor keep a class: ask for it on WhatsApp naming it, or add it to a calendar; a sold-out class offers neither', () => {
    render(<NextClasses course={course} classes={[{ ...evening, endDate: '2025-12-19' }, saturday]} />);
    const [first, second] = within(screen.getByRole('region', { name: 'Próximas turmas' })).getAllByRole('listitem');
    if (!first || !second) throw new Error('two classes expected');
    expect(first).toHaveTextContent('Última aula19 de dezembro de 2025');
    const ask = within(first).getByRole('link', { name: 'Quero esta turma (abre em nova aba)' });
    expect(ask).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toBe(
      `https://wa.me/${site.whatsapp}?text=Olá! Quero me inscrever na turma da noite do curso ${course.title}, com início em 8 de setembro de 2025. Como faço a matrícula?`,
    );
    expect(within(first).getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      `/agenda/${course.slug}-2025-09-08-1900.ics`,
    );
    const google = within(first).getByRole('link', { name: 'Google Agenda (abre em nova aba)' });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    expect(within(second).queryAllByRole('link')).toEqual([]);
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
