import { render, screen, within } from '@testing-library/react';
import { courses } from '@/content/courses';
import { site } from '@/content/site';
import type { CourseClass } from '@/content/schema';
import { sampleClass, SOLD_OUT_SATURDAY } from '@/content/__fixtures__/course-class';
import { policies } from '@/content/policies';
import { enrolmentFeeText, lateTerms } from '@/content/rules/payment-terms';
import { TERMS_PATH } from '@/lib/terms';
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
    // Its meetings and hours, and the days without class inside it (content/class-schedule.ts counts them).
    expect(first).toHaveTextContent('Última aula29 de outubro de 2025');
    expect(first).toHaveTextContent('Aulas23 aulas de 3 horas: 69 horas no total');
    expect(first).toHaveTextContent('Sem aula (feriados e recessos)Nenhum: nem feriado nem recesso no período');
    expect(first).toHaveTextContent('Últimas vagas');
    // The figures of CDC art. 52 in the law's order: cash price, instalments, their total, the interest; then how to pay.
    expect(first).toHaveTextContent(
      'InvestimentoÀ vistaR$ 1.890,00Parcelado10 parcelas mensais de R$ 199,001ª parcela30 dias após a matrículaTotal parceladoR$ 1.990,00Juros0,95% ao mês (12,01% ao ano)Formas de pagamentoPix, cartão de crédito ou boleto',
      { normalizeWhitespace: true },
    );
    // Then the school's terms (CDC art. 52, content/policies.yaml), and the terms of enrolment.
    expect(first).toHaveTextContent(`Atraso${lateTerms(policies.payment)}`);
    expect(first).toHaveTextContent(`Matrícula${enrolmentFeeText(policies.payment.enrolmentFee)}`);
    expect(within(first).getByRole('link', { name: 'Termos de inscrição' })).toHaveAttribute('href', TERMS_PATH);
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Início em 4 de outubro de 2025, sábado',
    );
    expect(second).toHaveTextContent('Esgotada');
    expect(second).toHaveTextContent(/Aulas\d+ aulas de 9 horas: \d+ horas no total/);
    expect(second).toHaveTextContent(/Sem aula \(feriados e recessos\)15 de novembro \(Proclamação da República\)/);
    // A class without a price says so; sold out, it offers no question to ask.
    expect(second).toHaveTextContent('InvestimentoPreço sob consulta');
    expect(second).not.toHaveTextContent('À vista');
    expect(within(second).getByRole('link', { name: 'Termos de inscrição' })).toHaveAttribute('href', TERMS_PATH);
  });

  it('says a class without a price is "sob consulta", with a WhatsApp link that asks the price of that class', () => {
    const morning: CourseClass = { ...saturday, places: 'aberta', file: 'content/turmas/c.yaml' };
    render(<NextClasses course={course} classes={[morning]} />);
    const [item] = within(screen.getByRole('region', { name: 'Próximas turmas' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Preço sob consulta: pergunte o preço desta turma pelo WhatsApp');
    const ask = within(item as HTMLElement).getByRole('link', {
      name: 'pergunte o preço desta turma pelo WhatsApp (abre em nova aba)',
    });
    expect(ask).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toBe(
      `https://wa.me/${site.whatsapp}?text=Olá! Qual é o preço da turma integral do curso ${course.title}, com início em 4 de outubro de 2025? E as formas de pagamento?`,
    );
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
    // Sold out: no way to ask for it nor to keep it; only its price block's link to the terms.
    expect(
      within(second)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Termos de inscrição']);
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
