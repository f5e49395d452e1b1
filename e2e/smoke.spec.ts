import { expect, test } from './support/fixtures';

test('home page answers 200 in Portuguese (Brazil)', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('unknown course answers HTTP 404', async ({ page }) => {
  const response = await page.goto('/cursos/nao-existe');
  expect(response?.status()).toBe(404);
});

test('trailing slash redirects to the clean URL', async ({ page }) => {
  const response = await page.goto('/sobre/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/sobre$/);
});
