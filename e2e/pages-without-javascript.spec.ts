import { expect, test } from './support/fixtures';
import { escapeRegExp, open } from './support/open-page';
import { courses } from '../content/courses';
import { heroSlides } from '../content/hero-slides';
import { site } from '../content/site';

/** The key pages with JavaScript turned off: what they show comes with the HTML. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows the hero texts and the courses', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(escapeRegExp(site.name)));
    for (const slide of heroSlides) {
      await expect(
        page.getByRole('heading', { name: slide.mainTitle, exact: true, includeHidden: true }),
      ).toBeAttached();
    }
    const [first] = heroSlides;
    if (!first) throw new Error('no hero slide');
    await expect(page.getByRole('heading', { name: first.mainTitle, exact: true })).toBeVisible();
    const section = page.locator('section#cursos');
    for (const course of courses) {
      await expect(section.getByRole('heading', { name: course.title, exact: true })).toBeAttached();
      await expect(
        section.getByRole('link', { name: `Ver Mais Detalhes de ${course.title}`, exact: true }),
      ).toHaveAttribute('href', `/cursos/${course.slug}`);
    }
    await expect(page.getByRole('button', { name: 'Garanta sua Vaga Agora' })).toBeVisible();
  });

  test('a course page shows its title, modules and details', async ({ page }) => {
    const [course] = courses;
    if (!course) throw new Error('no course');
    const main = await open(page, `/cursos/${course.slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(main.getByRole('heading', { name: 'O que você vai aprender?' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'O que você vai aprender?' }).getByRole('listitem')).toHaveText(
      course.modules,
    );
    const details = main.getByRole('complementary', { name: 'Detalhes do curso' });
    await expect(details).toContainText(course.duration);
    await expect(details).toContainText(course.instructor);
    await expect(details).toContainText('Sob Consulta');
    await expect(main.getByRole('link', { name: 'Falar com um consultor' })).toHaveAttribute('href', '/contato');
  });

  test('/contato shows the form fields and contact data', async ({ page }) => {
    const main = await open(page, '/contato');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const label of ['Nome Completo', 'E-mail', 'Assunto', 'Mensagem']) {
      await expect(main.getByLabel(label, { exact: true }), label).toBeVisible();
    }
    // The contact data of "Onde estamos" (the form's note repeats them while it cannot send).
    const details = main.getByRole('region', { name: 'Onde estamos' });
    await expect(details.getByRole('link', { name: site.phone, exact: true })).toBeVisible();
    await expect(details.getByRole('link', { name: site.email, exact: true })).toBeVisible();
  });
});
