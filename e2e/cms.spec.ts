import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { site, TITLE_SUFFIX } from '../content/site';
import { editorConfig } from '../lib/cms/config';
import { cmsFilesPrefix, cmsPage, cmsPageFile, cmsPolicy } from '../content/rules/serving';
import { expect, test } from './support/fixtures';
import { OUT_DIR, readPage, sitePages } from './support/site-map';
import { EVERY_WIDTH } from './support/widths';

/**
 * The content editor (Sveltia CMS) at /admin: served by the site itself under a policy of its own, with nothing of
 * it on the public pages and nothing of it for search engines. Signing in needs GitHub, which the tests cannot
 * reach (support/fixtures.ts blocks every other host): the sign-in screen is as far as a test can go.
 */

/** The sign-in screen's buttons in each interface language (Sveltia's own translations, served by the site). */
const signInScreens = [
  { locale: 'pt-BR', token: 'Entrar Usando Token de Acesso', local: 'Trabalhar com Repositório Local' },
  { locale: 'es-ES', token: 'Iniciar sesión con un token de acceso', local: 'Trabajar con un repositorio local' },
  { locale: 'en-US', token: 'Sign In Using Access Token', local: 'Work with Local Repository' },
] as const;

for (const screen of signInScreens) {
  test.describe(`in a browser set to ${screen.locale}`, () => {
    test.use({ locale: screen.locale });

    test(
      '/admin opens the editor in that language under its own policy, asking no other host',
      { tag: EVERY_WIDTH },
      async ({ page }) => {
        const errors: string[] = [];
        const otherHosts: string[] = [];
        page.on('console', (message) => {
          // Another host, which the tests block (support/fixtures.ts), is reported as the request's failure, not ours.
          const blockedHere =
            /ERR_BLOCKED_BY_CLIENT/.test(message.text()) && !/^http:\/\/127\.0\.0\.1/.test(message.location().url);
          if (message.type() === 'error' && !blockedHere) errors.push(`${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        const requests: string[] = [];
        page.on('request', (request) => {
          requests.push(request.url());
          const { hostname, pathname } = new URL(request.url());
          // GitHub's status, which the editor shows beside the sign-in (the one other host its policy allows).
          if (hostname !== '127.0.0.1' && hostname !== 'www.githubstatus.com')
            otherHosts.push(`${hostname}${pathname}`);
        });

        const response = await page.goto(cmsPage);
        expect(response?.status()).toBe(200);
        const headers = response?.headers() ?? {};
        expect(headers['content-type']).toBe('text/html; charset=utf-8');
        expect(headers['content-security-policy']).toBe(cmsPolicy);
        // It may keep the link to the sign-in window it opens (GitHub's OAuth answers through window.opener).
        expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');

        // Sveltia's sign-in screen, titled with the site's name, in the browser's language: a personal access token, or
        // a local copy of the repository.
        await expect(page.getByRole('heading', { level: 1, name: 'Editor do site · Frio Norte' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByRole('button', { name: screen.token })).toBeVisible();
        await expect(page.getByRole('button', { name: screen.local })).toBeVisible();
        // No OAuth helper is configured for this build (CMS_OAUTH_URL), so no "sign in with GitHub" that cannot work.
        await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);
        // One request for the translation, not a storm of retries.
        expect(requests.filter((url) => url.includes('/locales/')).length).toBeLessThanOrEqual(1);
        expect(otherHosts).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
  });
}

test('the editor, its script and its configuration are files of the site, not of a CDN', async ({ request }) => {
  const script = await request.get(`${cmsFilesPrefix}sveltia-cms.js`);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  const config = await request.get(`${cmsFilesPrefix}config.yml`);
  expect(config.status()).toBe(200);
  // The configuration served is the one generated from the schemas, field for field and limit for limit.
  expect(parse(await config.text())).toEqual(
    editorConfig({
      siteUrl: site.url,
      titleSuffix: TITLE_SUFFIX,
      repository: 'escola-frio-norte/site',
      oauthUrl: undefined,
    }),
  );
  const chunk = await request.get(`${cmsFilesPrefix}chunks/react-dom.js`);
  expect(chunk.status(), 'the chunk the preview templates load next to the editor').toBe(200);
  const previews = await request.get(`${cmsFilesPrefix}previews.js`);
  expect(previews.status()).toBe(200);
  expect(await previews.text()).toMatch(/registerPreviewTemplate\(["']courses["']/);
  const shell = load(readFileSync(path.join(OUT_DIR, cmsPageFile), 'utf8'));
  const sources = shell('script[src]')
    .map((_, script) => shell(script).attr('src'))
    .get();
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source, 'a script of the site').toMatch(/^\/(?!\/)/);
});

test('the public pages load nothing of the editor', () => {
  const pages = sitePages();
  expect(pages.length).toBeGreaterThan(10);
  for (const { path: urlPath, file } of pages) {
    const $ = readPage(file);
    const references = $('script[src], link[href]')
      .map((_, element) => $(element).attr('src') ?? $(element).attr('href') ?? '')
      .get()
      .filter((url) => url.startsWith(cmsFilesPrefix) || url === cmsPage);
    expect(references, urlPath).toEqual([]);
  }
});

test('search engines are kept out of the editor: robots.txt disallows it and the sitemap leaves it out', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(new RegExp(`^Disallow: ${cmsPage}$`, 'm'));
  expect(robots).toMatch(new RegExp(`^Disallow: ${cmsFilesPrefix}$`, 'm'));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(cmsPage);
});
