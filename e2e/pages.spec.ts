import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { about } from '../content/about';
import { benefits } from '../content/benefits';
import { courses } from '../content/courses';
import { heroSlides } from '../content/hero-slides';
import { posts } from '../content/posts';
import { formatPostDate } from '../lib/posts';
import { policyQuestions } from '../lib/course-questions';
import { commitment, reasons } from '../content/reasons';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';

/**
 * Foundation: every route answers 200 with its own heading, title and description, and shows its key content.
 * Expected texts come from the content modules, so the tests follow the school's content.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "<page-specific part> | Frio Norte", with the page-specific part matching `specific`. */
function titleFor(specific: RegExp | string): RegExp {
  const part = typeof specific === 'string' ? escapeRegExp(specific) : `.*${specific.source}.*`;
  return new RegExp(`^${part} \\| ${escapeRegExp(site.shortName)}$`, 'i');
}

/** Courses and posts may carry a shorter title for the browser tab and search results. */
function documentTitleOf(entry: { title: string; seoTitle?: string }): string {
  return entry.seoTitle ?? entry.title;
}

/** The "## " headings of a post's Markdown body. */
function markdownHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
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

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return page.getByRole('main');
}

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

test('/blog lists a card per post with title link, category, author, date and "Leia Mais →"', async ({ page }) => {
  const main = await open(page, '/blog');
  await expect(main.getByRole('article')).toHaveCount(posts.length);
  for (const post of posts) {
    const link = page.getByRole('link', { name: post.title, exact: true });
    await expect(main.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    const card = main.getByRole('article').filter({ has: link });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(post.author)).toBeVisible();
    await expect(card.getByText(formatPostDate(post.date), { exact: true })).toBeVisible();
    await expect(card.getByText('Leia Mais →')).toBeVisible();
  }
});

test.describe('blog posts', () => {
  for (const post of posts) {
    test(`/blog/${post.slug} shows the post and the way back`, async ({ page }) => {
      const main = await open(page, `/blog/${post.slug}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(main.getByText(post.author).first()).toBeVisible();
      await expect(main.getByText(formatPostDate(post.date), { exact: true })).toBeVisible();

      // Some h2 headings of the post's Markdown.
      const h2s = markdownHeadings(post.body);
      for (const heading of h2s.slice(0, 3)) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      // The first 40+ characters of plain text of a paragraph (before any emphasis or the first full stop).
      const paragraph = /^([^#\-\d\s*>][^*\n]{40,}?)[*.]/m.exec(post.body)?.[1];
      if (paragraph) await expect(main.getByText(paragraph).first()).toBeVisible();

      const back = main.getByRole('link', { name: 'Voltar para o Blog' });
      await expect(back).toBeVisible();
      await expect(back).toHaveAttribute('href', '/blog');
    });
  }

  test('the full post renders its section headings', async ({ page }) => {
    const [full] = posts;
    if (!full) throw new Error('no post');
    const h2s = markdownHeadings(full.body);
    expect(h2s.length, 'the first post is the full-length one').toBeGreaterThanOrEqual(3);
    const main = await open(page, `/blog/${full.slug}`);
    await expect(main.getByRole('heading', { level: 2, name: '1. Calcule a capacidade em BTU/h' })).toBeVisible();
    for (const heading of h2s) {
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });
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
