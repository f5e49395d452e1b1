import { chromium } from '@playwright/test';
import { FRAMEWORK_LOADING_ATTRIBUTE } from '../lib/early/loader';
import { expect, test } from './support/fixtures';
import { launchOptions } from './support/browser';
import { recordFrameworkRequests } from './support/framework-requests';

/**
 * A page whose framework cannot come (its files gone with a publication) keeps working and tries again; a page
 * restored from the back/forward cache works, before or after its framework arrived.
 */

test.describe('a page left open across a publication', () => {
  test('when its flight data is gone, the page keeps working, says why, and the next interaction tries again', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Gone, and slow to say so (a phone's network): the visitor's next taps land while an attempt is on its way.
    await page.route('**/_next/static/flight/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/cursos/instalacao-manutencao-split-system');
    await page.keyboard.press('Shift');
    await expect.poll(() => warnings.join('\n')).toContain('O framework não pôde ser carregado');
    // Working all the same: the dialog and its notice.
    await page.getByRole('button', { name: 'Inscreva-se Agora' }).first().click();
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(page.getByRole('region', { name: /^Notificações/ }).getByRole('listitem')).toContainText(
      'Inscrição realizada com sucesso!',
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    // The taps above were interactions too: each tried again (and failed). Once every attempt has ended,
    // nothing more comes.
    await expect(page.locator('html')).not.toHaveAttribute(FRAMEWORK_LOADING_ATTRIBUTE);

    // No loop: nothing is fetched again until the visitor does something.
    const retried = recordFrameworkRequests(page);
    await page.waitForTimeout(1500);
    expect(retried).toEqual([]);
    await page.unroute('**/_next/static/flight/**');
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
  });

  test('after a reload, the page hydrates', async ({ page }) => {
    await page.route('**/_next/static/flight/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/contato');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
    await page.unroute('**/_next/static/flight/**');
    await page.reload();
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
  });
});

test.describe('back and forward', () => {
  /**
   * A browser of its own: Playwright turns the back/forward cache off in the browsers it starts (a page restored
   * from it would not go through the routes), so this one is started without that switch, and blocks other hosts
   * itself.
   */
  for (const when of ['before', 'after'] as const) {
    test(`a course page restored from the back/forward cache works, ${when} the framework arrived`, async ({
      baseURL,
    }) => {
      const browser = await chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
      try {
        const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
        const page = await context.newPage();
        await page.goto('/cursos/eletricidade-aplicada-refrigeracao');
        if (when === 'after') {
          await page.keyboard.press('Shift');
          await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
        }
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        // A link elsewhere, as a full page load (the framework's router is left out by asking for a new document).
        await page.goto('/sobre');
        // A page restored from the cache fires no `load` (pageshow, persisted): wait for the navigation to commit.
        await page.goBack({ waitUntil: 'commit' });
        await expect(page).toHaveURL(/eletricidade-aplicada-refrigeracao$/);
        expect(
          await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
          'restored from the back/forward cache',
        ).toBe(true);
        await page.getByRole('button', { name: 'Inscreva-se Agora' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Confirmar inscrição' })).toBeVisible();
        await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
        await expect(page.getByRole('region', { name: /^Notificações/ }).getByRole('listitem')).toContainText(
          'Inscrição realizada com sucesso!',
        );
        await page.goForward({ waitUntil: 'commit' });
        await expect(page).toHaveURL(/\/sobre$/);
      } finally {
        await browser.close();
      }
    });
  }
});
