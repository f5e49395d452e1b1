import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import { heroSlides } from '../content/hero-slides';
import { outDir } from '../content/rules/serving';
import { EARLY_DIR } from '../lib/early-bundle';
import { FRAMEWORK_LOADING_ATTRIBUTE } from '../lib/early/loader';
import { expect, test } from './support/fixtures';
import { launchOptions } from './support/browser';
import { interactOnFrozenClock, openWithFrozenClock } from './support/helpers';
import { NOT_FOUND_PATH, readPage, sitePages } from './support/site-map';
import { SEARCH_PATH } from '../content/rules/site-search';
import { swipe } from './support/touch';
import { MOBILE } from './support/widths';
import { inlineScripts } from '../scripts/postbuild/csp';

/** All inline script of a page together, gzipped (the budget). */
const INLINE_SCRIPT_BUDGET = 3 * 1024;
/** The early script, gzipped (the budget for one shared file). */
const EARLY_FILE_BUDGET = 6 * 1024;

/**
 * A reader downloads only the page and the early script (lib/early/): the framework's scripts and its flight data
 * come with the first interaction (scripts/postbuild/defer-scripts.ts, flight-data.ts, lib/early/loader.ts), and
 * what must run before that is the early script's (or inline, on the not-found page).
 */

const isEarlyFile = (url: URL) => url.pathname.startsWith(`/${EARLY_DIR}/`);
const isFrameworkRequest = (request: Request) => {
  const url = new URL(request.url());
  if (isEarlyFile(url)) return false;
  return (
    request.resourceType() === 'script' ||
    url.pathname.startsWith('/_next/static/flight/') ||
    url.pathname.endsWith('.txt')
  );
};

/** Records the framework's requests (scripts, flight data, route payloads) from now on. */
function recordFrameworkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isFrameworkRequest(request)) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** Opens a page and lets it settle: loaded, its images decoded, two more seconds for anything late. */
async function openAndSettle(page: Page, urlPath: string) {
  await page.goto(urlPath);
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
}

test.describe('before any interaction, no script and no framework data', () => {
  for (const { path: urlPath, file } of sitePages()) {
    test(`${urlPath}`, async ({ page }) => {
      const html = readPage(file).html();
      expect(html, 'inline flight data in the HTML').not.toContain('self.__next_f.push(');
      const inline = gzipSync(inlineScripts(html).join('\n')).length;
      expect(inline, 'gzip bytes of all inline script').toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
      const requests = recordFrameworkRequests(page);
      const early: string[] = [];
      page.on('request', (request) => {
        if (isEarlyFile(new URL(request.url()))) early.push(new URL(request.url()).pathname);
      });
      await openAndSettle(page, urlPath);
      // Hovering and scrolling are not interactions that need the framework.
      await page.mouse.move(10, 300);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(500);
      expect(requests, 'requested before the first interaction').toEqual([]);
      // The early script, and only it (a modern browser needs no polyfill); the search page, its own script too.
      const expected = urlPath === SEARCH_PATH ? ['main', 'search'] : ['main'];
      expect(early).toHaveLength(expected.length);
      expect(early).toEqual(
        expect.arrayContaining(
          expected.map((entry) => expect.stringMatching(new RegExp(`^/${EARLY_DIR}/${entry}-[\\w-]+\\.js$`))),
        ),
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    });
  }

  test('the early script fits its budget, and so does each polyfill', () => {
    // The starter names it (and fetches it): components/layout/early-script.tsx.
    const scripts = sitePages().map(({ file }) => readPage(file)('script[data-early-src]'));
    const main = [...new Set(scripts.map((script) => script.attr('data-early-src') ?? ''))];
    expect(main, 'one early script, the same on every page').toEqual([
      expect.stringMatching(new RegExp(`^/${EARLY_DIR}/main-`)),
    ]);
    const first = scripts[0];
    const urls = [
      main[0] ?? '',
      first?.attr('data-popover-polyfill') ?? '',
      first?.attr('data-invokers-polyfill') ?? '',
    ];
    for (const url of urls) {
      const gzip = gzipSync(readFileSync(path.join(outDir, url))).length;
      expect(gzip, `${url}: gzip bytes`).toBeLessThanOrEqual(EARLY_FILE_BUDGET);
    }
  });
});

test.describe('a phone reader', () => {
  const POST = '/blog/manutencao-preventiva-ar-condicionado-verao';

  test(`a finger that scrolls the page fetches nothing; a tap brings the framework ${MOBILE}`, async ({ page }) => {
    await openAndSettle(page, POST);
    const requests = recordFrameworkRequests(page);
    for (let flick = 0; flick < 4; flick += 1) {
      await swipe(page, 180, 650, 0, -420);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolled' }).toBeGreaterThan(600);
    // And sideways, over the text.
    await swipe(page, 300, 400, -200, 0);
    await page.waitForTimeout(1500);
    expect(requests, 'fetched by scrolling').toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

    // A tap on the text (not a link) is an interaction.
    const paragraph = page.getByRole('main').locator('.prose-content p').first();
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.tap({ position: { x: 4, y: 4 } });
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    expect(requests.filter((url) => url.startsWith('/_next/static/flight/'))).toHaveLength(1);
  });
});

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

test.describe('the first interaction brings the framework', () => {
  for (const [what, interact] of [
    ['a key', (page: Page) => page.keyboard.press('Shift')],
    ['a tap on the text', (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).click()],
    ['focus on a form field', (page: Page) => page.getByLabel('Nome Completo').focus()],
  ] as const) {
    test(`on /contato, ${what}: the flight data and the scripts, then the page is interactive`, async ({ page }) => {
      await openAndSettle(page, '/contato');
      const requests = recordFrameworkRequests(page);
      await interact(page);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
      // The flight data is fetched while the scripts preload; the loader adds the scripts once it has it.
      expect(requests.filter((url) => /^\/_next\/static\/flight\/[\w-]+\.json$/.test(url))).toHaveLength(1);
      expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
      // Interactive: the form's submit button is enabled and its no-JavaScript note is gone.
      await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
    });
  }

  test('pressing a link is not an interaction that needs the framework: the link just navigates', async ({ page }) => {
    await openAndSettle(page, '/sobre');
    const requests = recordFrameworkRequests(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true });
    await link.hover();
    await page.mouse.down();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test('after the framework arrives, a link navigates on the client, without a new document', async ({ page }) => {
    await openAndSettle(page, '/sobre');
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/Sobre/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('hovering a link of the site prefetches its page (speculation rules), before any interaction', async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: request interception (the suite's block of other hosts) turns the browser's
    // speculative prefetch off. /sobre asks no other host.
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      const prefetched: string[] = [];
      context.on('request', (request) => {
        if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(new URL(request.url()).pathname);
      });
      await openAndSettle(page, '/sobre');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Ver todos os cursos', exact: true }).hover();
      await expect.poll(() => prefetched).toContain('/cursos');
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    } finally {
      await context.close();
    }
  });

  test(`the not-found page (${NOT_FOUND_PATH}) never loads the framework: its behaviour is inline or the early script's`, async ({
    page,
  }) => {
    const requests = recordFrameworkRequests(page);
    await page.goto('/cursos/instalacao-split');
    await page.keyboard.press('Tab');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    // The inline suggestion ran.
    await expect(page.getByRole('main').getByText('Você quis dizer')).toBeVisible();
  });
});

test.describe('the early script, before the framework', () => {
  const hero = (page: Page) => page.getByRole('region', { name: 'Cursos em destaque' });
  const currentDot = (page: Page) => hero(page).locator('button[aria-current="true"]');

  test('the hero advances every 5 s untouched, looping, and its pause control works', async ({ page }) => {
    const requests = recordFrameworkRequests(page);
    await openWithFrozenClock(page, '/', { framework: false });
    const pause = hero(page).getByRole('button', { name: 'Pausar apresentação' });
    await expect(pause).toBeEnabled();
    await expect(currentDot(page)).toHaveAccessibleName(/^Ir para o slide 1:/);

    for (let slide = 2; slide <= heroSlides.length + 1; slide += 1) {
      await page.clock.runFor(5000);
      const expected = slide > heroSlides.length ? 1 : slide;
      await expect(currentDot(page)).toHaveAccessibleName(new RegExp(`^Ir para o slide ${expected}:`));
    }
    expect(requests, 'no framework request: nothing was touched').toEqual([]);

    // The pause control is an interaction: it brings the framework, which takes over the stopped state.
    await pause.click();
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Ir para o slide 1:/);
  });

  test('the hero stops for good when touched, and embla keeps the slide and the stopped state', async ({ page }) => {
    await openWithFrozenClock(page, '/', { framework: false });
    await page.clock.runFor(5000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Ir para o slide 2:/);
    // A tap on the slide itself, left of its text: not on a link.
    await hero(page).click({ position: { x: 8, y: 120 } });
    await interactOnFrozenClock(page);
    await page.clock.runFor(20_000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Ir para o slide 2:/);
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Próximo slide' })).toBeEnabled();
  });

  test('with reduced motion the hero does not start by itself, and its play control starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithFrozenClock(page, '/', { framework: false });
    const play = hero(page).getByRole('button', { name: 'Reproduzir apresentação' });
    await expect(play).toBeEnabled();
    await page.clock.runFor(15_000);
    await expect(currentDot(page)).toHaveAccessibleName(/^Ir para o slide 1:/);
    await play.click();
    await expect(hero(page).getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
  });

  test('the copyright year is the current one, without any interaction', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-03-01T12:00:00-03:00') });
    await page.goto('/sobre');
    await expect(page.getByRole('contentinfo').getByText(/©\s*2031\s/)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  });
});

test.describe('the early script waits for the largest image', () => {
  // Lighthouse's simulated phone counts every request begun before the largest paint: one begun between `load` and
  // that paint (the image decodes after `load`) would share the simulated network with the image (lib/early/starter.ts).
  for (const urlPath of [
    '/',
    '/cursos/formacao-mecanica-refrigeracao-ar-condicionado',
    '/blog/fluidos-refrigerantes-r32-r290-o-que-muda',
  ]) {
    test(`${urlPath}: requested after the page's high-priority image has painted as the largest`, async ({ page }) => {
      await page.addInitScript(() => {
        const paints: { element: string; at: number }[] = [];
        Object.assign(window, { largestPaints: paints });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            paints.push({
              element:
                entry.element?.getAttribute('fetchpriority') === 'high' ? 'hero' : String(entry.element?.tagName),
              at: entry.startTime,
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(urlPath);
      await expect(page.locator('html')).toHaveAttribute('data-early', '');
      const { paints, requestedAt } = await page.evaluate(() => ({
        paints: (window as unknown as { largestPaints: { element: string; at: number }[] }).largestPaints,
        requestedAt:
          performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_next/static/early/main-'))
            ?.startTime ?? NaN,
      }));
      const hero = paints.find((paint) => paint.element === 'hero');
      expect(hero, `the high-priority image painted as the largest (${JSON.stringify(paints)})`).toBeDefined();
      expect(requestedAt, 'the early script requested after that paint').toBeGreaterThanOrEqual(hero?.at ?? Infinity);
    });
  }
});
