import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitUntilInteractive } from '../support/helpers';
import { posts } from '../../content/posts';
import { deniedFeatures, frameSources } from '../../content/rules/serving';

/**
 * The Content-Security-Policy in the browser, on the local server (the same headers and <meta> as production):
 * every page runs its scripts and hydrates with no violation, client-side navigation still works, and the
 * policy really blocks what it should. The rest of the e2e suite runs under the same policy.
 */

const firstPost = posts[0];
if (!firstPost) throw new Error('content/posts.ts has no post');

type Store = Window & { __cspViolations?: string[] };

/**
 * Collects, for the page's current document, the `securitypolicyviolation` events (an init script, so it runs
 * before any page script), plus console messages about CSP / Permissions-Policy and uncaught errors.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text())) {
      messages.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const store = window as Store;
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations?.push(
        `${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`.trim(),
      );
    });
  });
  return async () => [...(await page.evaluate(() => (window as Store).__cspViolations ?? [])), ...messages];
}

/** Waits until React hydrated the page: Next's inline scripts (the page's RSC data) ran. */
async function expectHydrated(page: Page) {
  await waitUntilInteractive(page);
}

// Every page, crawled, is checked for violations by the quality gates (e2e/quality/every-page.spec.ts, whose
// console check sees them), and e2e/support/fixtures.ts fails any test of the suite whose pages report one.
test.describe('the not-found page under the Content-Security-Policy', () => {
  test('the 404 page (unknown path) runs its inline scripts with no violation', async ({ page }) => {
    const problems = await watchPolicy(page);
    const response = await page.goto('/cursos/caminho-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expectHydrated(page);
    expect(await problems()).toEqual([]);
  });

  test("the 404 page's own inline script runs for an unknown blog post", async ({ page }) => {
    const problems = await watchPolicy(page);
    const response = await page.goto('/blog/artigo-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-not-found', 'blog');
    await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
    await expectHydrated(page);
    expect(await problems()).toEqual([]);
  });
});

test.describe('interaction under the Content-Security-Policy', () => {
  test('client-side navigation fetches RSC payloads (connect-src) without reloading or violations', async ({
    page,
  }) => {
    const problems = await watchPolicy(page);
    const payloads: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.txt') && response.ok()) payloads.push(response.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    await waitUntilInteractive(page);
    await page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });

    await nav.getByRole('link', { name: 'SOBRE NÓS', exact: true }).click();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'BLOG', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: /Blog/ })).toBeVisible();

    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(payloads.length).toBeGreaterThan(0);
    expect(await problems()).toEqual([]);
  });

  test('the map frame is on the allowed origin, sandboxed, and loads with no violation', async ({ page }) => {
    const problems = await watchPolicy(page);
    // The frame's request is made (then aborted by the test fixture: no internet in tests), so CSP allowed it.
    const frameRequest = page.waitForRequest((request) =>
      frameSources.some((origin) => request.url().startsWith(`${origin}/`)),
    );
    await page.goto('/contato');
    const frame = page.locator('iframe[title^="Mapa"]');
    await frame.scrollIntoViewIfNeeded();
    await frameRequest;
    const src = (await frame.getAttribute('src')) ?? '';
    expect(frameSources.some((origin) => src.startsWith(`${origin}/`))).toBe(true);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(await problems()).toEqual([]);
  });

  test('external links open with rel="noopener noreferrer"', async ({ page }) => {
    await page.goto(`/blog/${firstPost.slug}`);
    const external = page.locator('a[href^="http://"], a[href^="https://"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute('rel') ?? ''))) {
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });
});

test.describe('the policy blocks what it should', () => {
  test.use({ cspViolationsExpected: true });

  test('an injected inline script, eval, an inline handler and a frame from another origin are refused', async ({
    page,
  }) => {
    const problems = await watchPolicy(page);
    // A same-origin script (allowed by 'self') that tries eval: code run by page.evaluate itself is exempt.
    await page.route('**/eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'try { window.__evaluated = String(eval("\'ran\'")); } catch (error) { window.__evaluated = error.name; }',
      }),
    );
    await page.goto('/');
    await expectHydrated(page);
    await page.addScriptTag({ url: '/eval-probe.js' });

    const outcome = await page.evaluate(() => {
      const store = window as Window & { __injected?: string; __evaluated?: string };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "inline";';
      document.head.append(script);
      const evaluated = store.__evaluated ?? 'probe did not run';
      const button = document.createElement('img');
      button.setAttribute('onerror', 'window.__injected = "handler"');
      button.src = '/nao-existe.png';
      document.body.append(button);
      const frame = document.createElement('iframe');
      frame.src = 'https://example.com/';
      document.body.append(frame);
      return { injected: store.__injected ?? null, evaluated };
    });
    expect(outcome).toEqual({ injected: null, evaluated: 'EvalError' });

    await expect
      .poll(async () => (await problems()).map((problem) => problem.split(':')[0]))
      .toEqual(expect.arrayContaining(['script-src-elem', 'script-src', 'script-src-attr', 'frame-src']));
    expect(await page.evaluate(() => (window as Window & { __injected?: string }).__injected ?? null)).toBeNull();
  });

  test('powerful features are denied by Permissions-Policy', async ({ page }) => {
    const problems = await watchPolicy(page);
    const response = await page.goto('/contato');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    const allowed = await page.evaluate((features) => {
      const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } })
        .featurePolicy;
      return policy ? features.filter((feature) => policy.allowsFeature(feature)) : null;
    }, deniedFeatures);
    if (allowed !== null) expect(allowed).toEqual([]);
    expect(await problems()).toEqual([]);
  });
});

test.describe('statuses in the browser', () => {
  test('the trailing-slash form lands on the clean URL', async ({ page }) => {
    const response = await page.goto('/sobre/');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/sobre\/$/);
    await expect(page).toHaveURL('/sobre');
  });

  for (const unknown of [
    '/cursos/%2e%2e/nao-existe',
    `/${'x'.repeat(1500)}`,
    '/%C3%A7%C3%A3o?<b>=1',
    '/a%20b%3Cc%3E',
  ]) {
    test(`an unknown path shows the 404 page: ${unknown.slice(0, 40)}`, async ({ page }) => {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    });
  }
});
