import {
  CONTENT_TO_REVIEW_ATTRIBUTE,
  listContentToReview,
  NOTHING_TO_REVIEW_ATTRIBUTE,
  REVIEW_DAY_ATTRIBUTE,
} from './content-to-review';
import type { ContentToReviewData } from '@/lib/content-to-review';

const DATA: ContentToReviewData = {
  enrolmentYear: 2026,
  nextClass: 'Março de 2027',
  closures: [{ name: 'Recesso de julho', to: '2027-07-31' }],
  courses: [{ slug: 'split', title: 'Instalação e Manutenção de Split' }],
  classes: [{ course: 'split', startDate: '2027-03-01', places: 'aberta' }],
};

/** The report's section as the server renders it, with the list it was built with. */
function renderSection(data: ContentToReviewData, builtWith: string[]): void {
  document.body.innerHTML = `
    <section ${CONTENT_TO_REVIEW_ATTRIBUTE}='${JSON.stringify(data)}'>
      <p>em <time ${REVIEW_DAY_ATTRIBUTE} datetime="2026-11-29">29 de novembro de 2026</time>.</p>
      <ul>${builtWith.map((item) => `<li>${item}</li>`).join('')}</ul>
      <p ${NOTHING_TO_REVIEW_ATTRIBUTE} hidden>Nada para revisar</p>
    </section>`;
}

const items = () => [...document.querySelectorAll('li')].map((item) => item.textContent);
const nothing = () => document.querySelector<HTMLElement>(`[${NOTHING_TO_REVIEW_ATTRIBUTE}]`);

describe("the page report's content to review, worked out on the day it is read", () => {
  it('names, on the class’s eve in Londrina, the class still "aberta", though the build saw nothing to review', () => {
    renderSection(DATA, []);
    // 23:30 in Londrina on 28 February 2027 is already 1 March in UTC: the day is Londrina's.
    listContentToReview(document, new Date('2027-03-01T02:30:00Z'));
    expect(items()).toEqual([
      'A turma de "Instalação e Manutenção de Split" começa amanhã (1 de março de 2027) e ainda diz "Vagas abertas": confira as vagas.',
    ]);
    expect(nothing()?.hidden).toBe(true);
    expect(document.querySelector(`[${REVIEW_DAY_ATTRIBUTE}]`)?.textContent).toBe('28 de fevereiro de 2027');
    expect(document.querySelector(`[${REVIEW_DAY_ATTRIBUTE}]`)?.getAttribute('datetime')).toBe('2027-02-28');
  });

  it('says there is nothing to review when all is still true that day', () => {
    renderSection(DATA, ['um item de antes']);
    listContentToReview(document, new Date('2026-12-10T12:00:00Z'));
    expect(items()).toEqual([]);
    expect(document.querySelector('ul')?.hidden).toBe(true);
    expect(nothing()?.hidden).toBe(false);
  });

  it('leaves the built list as it is when the data cannot be read', () => {
    renderSection(DATA, ['um item de antes']);
    document.querySelector('section')?.setAttribute(CONTENT_TO_REVIEW_ATTRIBUTE, '{');
    listContentToReview(document, new Date('2026-12-10T12:00:00Z'));
    expect(items()).toEqual(['um item de antes']);
  });
});
