import { expect, test } from './support/fixtures';
import { open } from './support/open-page';
import { courses } from '../content/courses';
import { policyQuestions } from '../lib/course-questions';

/** The courses page and each course's page: the modules, the details and what a visitor asks before enrolling. */

test('/cursos lists a card per course with its title link and duration', async ({ page }) => {
  const main = await open(page, '/cursos');
  await expect(main.getByRole('article')).toHaveCount(courses.length);
  for (const course of courses) {
    const link = page.getByRole('link', { name: course.title, exact: true });
    await expect(main.getByRole('link', { name: course.title, exact: true })).toHaveAttribute(
      'href',
      `/cursos/${course.slug}`,
    );
    // `has` is resolved inside each card, so the inner locator starts from the page.
    const card = main.getByRole('article').filter({ has: link });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(course.duration);
  }
});

test.describe('course pages', () => {
  for (const course of courses) {
    test(`/cursos/${course.slug} shows modules, details and actions`, async ({ page }) => {
      const main = await open(page, `/cursos/${course.slug}`);

      await expect(main.getByRole('heading', { level: 2, name: 'O que você vai aprender?' })).toBeVisible();
      const modules = main.getByRole('region', { name: 'O que você vai aprender?' }).getByRole('listitem');
      await expect(modules).toHaveText(course.modules);

      const details = main.getByRole('complementary', { name: 'Detalhes do curso' });
      await expect(details.getByRole('definition')).toHaveText([
        course.duration,
        String(course.modules.length),
        course.instructor,
        'Sob Consulta',
      ]);
      await expect(details.getByRole('term')).toHaveText(['Duração', 'Módulos', 'Instrutor', /./]);

      await expect(main.getByRole('button', { name: 'Inscreva-se Agora' })).toBeVisible();
      const consultant = main.getByRole('link', { name: 'Falar com um consultor' });
      await expect(consultant).toBeVisible();
      await expect(consultant).toHaveAttribute('href', '/contato');
    });

    test(`/cursos/${course.slug} answers before WhatsApp: what it takes, the material, the certificate, the questions, the rules`, async ({
      page,
    }) => {
      const main = await open(page, `/cursos/${course.slug}`);
      const facts = main.getByRole('region', { name: 'Antes de se inscrever' });
      await expect(facts.getByRole('heading', { level: 3 })).toHaveText([
        'O que é preciso para começar',
        'Ferramentas e material',
        'Certificado',
      ]);
      await expect(facts.getByRole('listitem')).toHaveText(course.requirements);
      await expect(facts).toContainText(course.materials.provided);
      await expect(facts.getByRole('definition')).toHaveText([
        `${course.certificate.hours} horas`,
        course.certificate.issuer,
      ]);
      await expect(facts).toContainText(course.certificate.scope);

      const questions = main.getByRole('region', { name: 'Perguntas frequentes' });
      const summaries = questions.locator('summary');
      await expect(summaries).toHaveText([
        ...course.questions.map(({ question }) => question),
        ...policyQuestions().map(({ question }) => question),
      ]);
      // Closed until asked: each answer opens with its question, the page's own control.
      const first = questions.locator('details').first();
      await expect(first.getByText(course.questions[0]?.answer ?? '')).toBeHidden();
      await summaries.first().click();
      await expect(first.getByText(course.questions[0]?.answer ?? '')).toBeVisible();
      // No FAQPage: Google stopped showing FAQ results, and the page states the answers for people.
      const types = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(types.join('\n')).not.toContain('FAQPage');
    });
  }
});
