import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { heroSlides } from '../content/hero-slides';
import { site } from '../content/site';
import { expect, test } from './support/fixtures';
import { courseAt, waitUntilInteractive } from './support/helpers';
import { mainNav } from './support/layout';

const firstPost = posts[0];
if (!firstPost) throw new Error('content/posts.ts has no post');

test.describe('unknown course URL', () => {
  test('answers 404 with the not-found page and offers the nearest course', async ({ page }) => {
    const response = await page.goto('/cursos/instalacao-manutencao-split-sistem');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    const suggestion = page.getByText('Você quis dizer');
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole('link', { name: courseAt(1).title }).click();
    await expect(page).toHaveURL(`/cursos/${courseAt(1).slug}`);
    await expect(page.getByRole('heading', { level: 1, name: courseAt(1).title })).toBeVisible();
  });

  test('rescues a hero slide link whose slug is not a course slug', async ({ page }) => {
    const slide = heroSlides.find((candidate) => candidate.slug === 'camara-frigorifica');
    if (!slide) throw new Error('hero slide camara-frigorifica missing');
    await page.goto('/');
    const dot = page.getByRole('button', { name: /^Ir para o slide 4/ });
    await waitUntilInteractive(page);
    await dot.click();
    await page.getByRole('link', { name: `Fale Conosco sobre ${slide.courseTitle}` }).click();
    await expect(page).toHaveURL(`/cursos/${slide.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('Você quis dizer').getByRole('link')).toHaveAttribute(
      'href',
      '/cursos/refrigeracao-comercial-industrial',
    );
  });

  test('offers no suggestion for an unrelated path', async ({ page }) => {
    await page.goto('/cursos/pagina-qualquer');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    // The paragraph is in the page, hidden, with a hidden link per course, and the script shows none of them: the
    // only link with a course's name is the one of the list below.
    await expect(page.getByText('Você quis dizer')).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: courseAt(1).title })).toHaveCount(1);
  });

  test('offers the suggestion from the first paint, before the framework runs', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/cursos/instalador-split');
    const suggestion = page.getByText('Você quis dizer');
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole('link')).toHaveText(courseAt(1).title);
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', `/cursos/${courseAt(1).slug}`);
  });
});

test.describe('unknown blog URL', () => {
  const unknownPostPath = '/blog/artigo-que-nao-existe';

  test('shows the first post, with the way back to the blog', async ({ page }) => {
    const response = await page.goto(unknownPostPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeHidden();
    await expect(page).toHaveTitle(`${firstPost.seoTitle ?? firstPost.title} | Frio Norte`);
    await page.getByRole('link', { name: 'Voltar para o Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('never paints the not-found text first', async ({ page }) => {
    // Record whether the 404 heading was ever rendered visible while the document was loading.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen404: string[] }).__seen404 = seen;
      new MutationObserver(() => {
        const heading = document.getElementById('nao-encontrada-titulo');
        if (heading && heading.getClientRects().length > 0) seen.push('visible');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(unknownPostPath);
    await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seen404: string[] }).__seen404)).toEqual([]);
  });

  test('is noindex and names the first post as canonical', async ({ page }) => {
    await page.goto(unknownPostPath);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${firstPost.slug}$`));
  });

  test('/404 itself shows the not-found page, not the post', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeHidden();
  });
});

test.describe('not-found page', () => {
  test('an unknown course answers 404 with the heading and links to the four courses', async ({ page }) => {
    const response = await page.goto('/cursos/nao-existe');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page).toHaveTitle(new RegExp(`Página não encontrada \\| ${site.shortName}`));
    for (const course of courses) {
      const link = main.getByRole('listitem').getByRole('link', { name: course.title, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/cursos/${course.slug}`);
    }
    // The shared layout is there too.
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a course link on the not-found page opens the course', async ({ page }) => {
    const [course] = courses;
    if (!course) throw new Error('no course');
    await page.goto('/cursos/nao-existe');
    await page.getByRole('main').getByRole('listitem').getByRole('link', { name: course.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/cursos/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  });

  test('any unknown path answers 404 with the same page', async ({ page }) => {
    const response = await page.goto('/uma-pagina-qualquer');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });

  test('/404 shows the not-found heading', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });
});
