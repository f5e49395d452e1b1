import { posts } from '../content/posts';
import { heroSlides } from '../content/hero-slides';
import { expect, test } from './support/fixtures';
import { courseAt, waitUntilInteractive } from './support/helpers';

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
