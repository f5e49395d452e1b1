import { expect, test } from './support/fixtures';
import { escapeRegExp, open } from './support/open-page';
import { about } from '../content/about';
import { benefits } from '../content/benefits';
import { courses } from '../content/courses';
import { heroSlides } from '../content/hero-slides';
import { posts } from '../content/posts';
import { commitment, reasons } from '../content/reasons';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';

/**
 * Foundation: every route answers 200 with its own heading, title and description, and shows its key content.
 * Expected texts come from the content modules, so the tests follow the school's content. The course pages, the blog
 * and the pages without JavaScript have their own files (course-pages.spec.ts, blog-pages.spec.ts,
 * pages-without-javascript.spec.ts).
 */

/** "<page-specific part> | Frio Norte", with the page-specific part matching `specific`. */
function titleFor(specific: RegExp | string): RegExp {
  const part = typeof specific === 'string' ? escapeRegExp(specific) : `.*${specific.source}.*`;
  return new RegExp(`^${part} \\| ${escapeRegExp(site.shortName)}$`, 'i');
}

/** Courses and posts may carry a shorter title for the browser tab and search results. */
function documentTitleOf(entry: { title: string; seoTitle?: string }): string {
  return entry.seoTitle ?? entry.title;
}

interface RouteCase {
  path: string;
  h1: string | RegExp;
  title: RegExp;
  /** Exact meta description when it comes from content; otherwise any page-specific text. */
  description?: string;
}

const routes: RouteCase[] = [
  {
    path: '/',
    h1: new RegExp(`^${escapeRegExp(site.name)}`),
    // Home has its own wording: the school's short name, the subject and the city, in any order.
    title: new RegExp(
      `^(?!${escapeRegExp(site.name)}$)(?=.*${escapeRegExp(site.shortName)})(?=.*Refrigeração)(?=.*${site.address.city}).+$`,
    ),
  },
  { path: '/sobre', h1: about.heading, title: titleFor(/Sobre/) },
  { path: '/porque-escolher', h1: /Por que escolher/i, title: titleFor(/Por que escolher/) },
  { path: '/cursos', h1: /cursos/i, title: titleFor(/Cursos/) },
  ...courses.map((course) => ({
    path: `/cursos/${course.slug}`,
    h1: course.title,
    title: titleFor(documentTitleOf(course)),
    description: course.description,
  })),
  { path: '/blog', h1: /Blog/, title: titleFor(/Blog/) },
  ...posts.map((post) => ({
    path: `/blog/${post.slug}`,
    h1: post.title,
    title: titleFor(documentTitleOf(post)),
    description: post.excerpt,
  })),
  { path: '/contato', h1: /conosco|contato/i, title: titleFor(/Contato/) },
  { path: '/depoimentos', h1: /alunos|depoimentos/i, title: titleFor(/Depoimentos/) },
];

test.describe('every route renders its heading, title and description', () => {
  for (const route of routes) {
    test(`${route.path}`, async ({ page }) => {
      const main = await open(page, route.path);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);

      await expect(page).toHaveTitle(route.title);

      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      if (route.description) {
        await expect(description).toHaveAttribute('content', route.description);
      } else {
        const content = (await description.getAttribute('content')) ?? '';
        expect(content.trim().length, 'description is not empty').toBeGreaterThan(30);
        expect(content, 'description is specific to the page, not the site default').not.toBe(site.description);
      }
    });
  }

  // Reads the pre-rendered HTML, as search engines and link previews do: one request per page, no rendering.
  test('titles and descriptions differ from page to page', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    }
    expect(titles.has(''), 'every page has a title').toBe(false);
    expect(descriptions.has(''), 'every page has a description').toBe(false);
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });
});

test.describe('home (/)', () => {
  test('hero carousel has the five slides, the first one on screen', async ({ page }) => {
    await open(page, '/');
    const hero = page.getByRole('region', { name: 'Cursos em destaque' });
    for (const slide of heroSlides) {
      await expect(
        hero.getByRole('heading', { name: slide.mainTitle, exact: true, includeHidden: true }),
      ).toBeAttached();
    }
    const [first] = heroSlides;
    if (!first) throw new Error('no hero slide');
    await expect(hero.getByRole('heading', { name: first.mainTitle, exact: true })).toBeVisible();
  });

  test('courses section lists the four courses with links to their pages', async ({ page }) => {
    await open(page, '/');
    const section = page.locator('section#cursos');
    await expect(section.getByRole('heading', { level: 2, name: 'Nossos cursos' })).toBeVisible();
    await expect(section.getByRole('link', { name: /^Ver Mais Detalhes/ })).toHaveCount(courses.length);
    for (const course of courses) {
      await expect(section.getByRole('heading', { name: course.title, exact: true })).toBeAttached();
      const details = section.getByRole('link', { name: `Ver Mais Detalhes de ${course.title}`, exact: true });
      await expect(details).toHaveAttribute('href', `/cursos/${course.slug}`);
      await expect(details).toContainText('Ver Mais Detalhes');
    }
  });

  test('six benefits, the statistics and the next class', async ({ page }) => {
    const main = await open(page, '/');
    expect(benefits).toHaveLength(6);
    for (const benefit of benefits) {
      await expect(main.getByRole('heading', { name: benefit.title, exact: true })).toBeVisible();
    }

    const stats = page.getByRole('region', { name: 'A escola em números' });
    for (const value of ['300+', '15+', '6 meses', '98%']) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }

    await expect(main.getByText(/Próxima turma: Setembro de 2025/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Garanta sua Vaga Agora' })).toBeVisible();
  });
});

test('/sobre shows the history (founded 2025) and mission, vision and values', async ({ page }) => {
  const main = await open(page, '/sobre');
  await expect(main.getByText(/2025.*dois engenheiros mecânicos/)).toBeVisible();
  for (const title of ['Missão', 'Visão', 'Valores']) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  for (const pillar of about.pillars) {
    await expect(main.getByText(pillar.description)).toBeVisible();
  }
});

test('/porque-escolher shows the four reasons and the commitment', async ({ page }) => {
  const main = await open(page, '/porque-escolher');
  expect(reasons).toHaveLength(4);
  for (const reason of reasons) {
    await expect(main.getByRole('heading', { name: reason.title, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: commitment.heading, exact: true })).toBeVisible();
  for (const point of commitment.points) {
    await expect(main.getByText(point, { exact: true })).toBeVisible();
  }
});

test('/contato has the required form fields, the contact data and the map frame', async ({ page }) => {
  const main = await open(page, '/contato');

  for (const label of ['Nome Completo', 'E-mail', 'Assunto', 'Mensagem']) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field, label).toBeVisible();
    await expect(field, label).toHaveAttribute('required', '');
  }
  await expect(main.getByLabel('E-mail', { exact: true })).toHaveAttribute('type', 'email');
  const message = main.getByRole('textbox', { name: 'Mensagem', exact: true });
  await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(message).toHaveAttribute('rows', '5');
  await expect(main.getByRole('button', { name: /Enviar/ })).toBeVisible();

  // Until the page is interactive the form's own note also links the phone and e-mail: the contact data are
  // looked for in their section, whatever the moment.
  const details = main.getByRole('region', { name: 'Onde estamos' });
  const phone = details.getByRole('link', { name: site.phone, exact: true });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', `tel:${site.phoneHref}`);
  const email = details.getByRole('link', { name: site.email, exact: true });
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(details.getByText(site.address.street)).toBeVisible();
  await expect(details.getByText(new RegExp(`${site.address.city}.*${site.address.state}`))).toBeVisible();

  // The map is blocked in tests: only its attributes are checked.
  const map = main.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', /\S/);
  await expect(map).toHaveAttribute('src', site.mapEmbedUrl);
});

test('/depoimentos shows each testimonial with its quote, author and star rating', async ({ page }) => {
  const main = await open(page, '/depoimentos');
  await expect(main.getByRole('figure')).toHaveCount(testimonials.length);
  for (const testimonial of testimonials) {
    const card = main.getByRole('figure').filter({ hasText: testimonial.author });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(testimonial.author, { exact: true })).toBeVisible();
    await expect(card.getByText(testimonial.title, { exact: true })).toBeVisible();
    await expect(card.getByText(testimonial.quote)).toBeVisible();
    await expect(
      card.getByRole('img', { name: `Avaliação: ${testimonial.rating} de 5 estrelas`, exact: true }),
    ).toBeVisible();
  }
});
