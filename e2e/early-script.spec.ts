import type { Page } from '@playwright/test';
import { heroSlides } from '../content/hero-slides';
import { expect, test } from './support/fixtures';
import { recordFrameworkRequests } from './support/framework-requests';
import { interactOnFrozenClock, openWithFrozenClock } from './support/helpers';

/** What the early script (lib/early/) does before the framework, and when it is asked for (lib/early/starter.ts). */

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
        const decoded: number[] = [];
        Object.assign(window, { largestPaints: paints, decodedAt: decoded });
        // When each decode() the page asks for ends: the starter's fallback counts its second from there.
        const decode = HTMLImageElement.prototype.decode;
        HTMLImageElement.prototype.decode = function decodeAndNote(this: HTMLImageElement) {
          const decoding = decode.call(this);
          if (this.getAttribute('fetchpriority') === 'high') {
            const done = () => decoded.push(performance.now());
            decoding.then(done, done);
          }
          return decoding;
        };
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
      const recorded = () =>
        page.evaluate(() => ({
          paints: (window as unknown as { largestPaints: { element: string; at: number }[] }).largestPaints,
          decodedAt: (window as unknown as { decodedAt: number[] }).decodedAt[0] ?? NaN,
          requestedAt:
            performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_next/static/early/main-'))
              ?.startTime ?? NaN,
        }));
      // The image's paint is awaited, not read the moment the early script runs: a request made before that paint
      // (a starter that did not wait) is then caught by the comparison below, whenever the paint comes.
      await expect
        .poll(async () => (await recorded()).paints.some((paint) => paint.element === 'hero'), {
          message: 'the high-priority image painted as the largest',
        })
        .toBe(true);
      const { paints, requestedAt, decodedAt } = await recorded();
      const hero = paints.find((paint) => paint.element === 'hero');
      // A busy machine may paint the decoded image later than the starter's one second of fallback (for a phone whose
      // image never paints as the largest): a request before the paint is then right only if that second had passed.
      const heroAt = hero?.at ?? Infinity;
      const waited = requestedAt >= heroAt || requestedAt - decodedAt >= 1000;
      expect(
        waited,
        `the early script requested after that paint, or a second after the decoding (${JSON.stringify({ paints, requestedAt, decodedAt })})`,
      ).toBe(true);
    });
  }
});
