import type { Locator, Page } from '@playwright/test';
import { heroSlides } from '../content/hero-slides';
import { expect, test } from './support/fixtures';
import { interactOnFrozenClock, openWithFrozenClock, waitUntilInteractive } from './support/helpers';
import { holdFrameworkScripts } from './support/held-scripts';

/**
 * The home hero carousel (spec §2 Home, §9): 5 looping slides, autoplay every 5000 ms that stops on
 * user interaction, a pause/play control, no autoplay for visitors who prefer reduced motion.
 * Time is driven by Playwright's clock, frozen from the first instant of the page, so the 5000 ms
 * autoplay timer starts at a known fake time.
 */

const AUTOPLAY_DELAY_MS = 5000;
const SLIDE_COUNT = heroSlides.length;

function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Cursos em destaque' });
}

/** A slide by its position label ("1 de 5"); inert slides are included on purpose. */
function slide(page: Page, position: number): Locator {
  return hero(page).getByRole('group', { name: `${position} de ${SLIDE_COUNT}`, exact: true, includeHidden: true });
}

function dot(page: Page, position: number): Locator {
  return hero(page).getByRole('button', { name: new RegExp(`^Ir para o slide ${position}:`) });
}

/** Exactly one dot is current and exactly the shown slide is not inert. */
async function expectSelected(page: Page, position: number) {
  for (let index = 1; index <= SLIDE_COUNT; index += 1) {
    if (index === position) {
      await expect(dot(page, index)).toHaveAttribute('aria-current', 'true');
      await expect(slide(page, index)).not.toHaveAttribute('inert');
    } else {
      await expect(dot(page, index)).not.toHaveAttribute('aria-current', 'true');
      await expect(slide(page, index)).toHaveAttribute('inert', '');
    }
  }
}

/** Opens the home page with the clock frozen at its first instant; resolves once the carousel is live. */
async function openHome(page: Page) {
  await openWithFrozenClock(page, '/');
  // The controls are disabled until the carousel script runs.
  await expect(page.getByRole('button', { name: 'Próximo slide' })).toBeEnabled({ timeout: 20_000 });
  // The carousel marks the hidden slides inert once it is running.
  await expect(slide(page, 2)).toHaveAttribute('inert', '');
}

test.describe('hero carousel', () => {
  test('has five labelled slides, each with two "Fale Conosco" calls to action', async ({ page }) => {
    await openHome(page);
    const region = hero(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(region.getByRole('group', { includeHidden: true })).toHaveCount(SLIDE_COUNT);

    for (const [index, heroSlide] of heroSlides.entries()) {
      const group = slide(page, index + 1);
      await expect(group).toHaveAttribute('aria-roledescription', 'slide');
      const links = group.getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(2);
      // What a sighted visitor reads on both buttons is "Fale Conosco" (the rest is screen-reader text).
      for (const link of await links.all()) {
        await expect(link).toHaveText(/^Fale Conosco(\s|$)/);
        expect(await link.evaluate((element) => element.firstChild?.textContent?.trim())).toBe('Fale Conosco');
      }
      await expect(links.nth(0)).toHaveAttribute('href', `/cursos/${heroSlide.slug}`);
      await expect(links.nth(1)).toHaveAttribute('href', '/contato');
    }
  });

  test('the first slide image loads eagerly', async ({ page }) => {
    await openHome(page);
    const firstImage = slide(page, 1).locator('img');
    await expect(firstImage).toHaveCount(1);
    await expect(firstImage).not.toHaveAttribute('loading', 'lazy');
    // Chromium reports a missing loading attribute as "auto", which loads eagerly; "lazy" would defer it.
    expect(await firstImage.evaluate((image: HTMLImageElement) => image.loading)).not.toBe('lazy');
  });

  test('autoplays every 5000 ms', async ({ page }) => {
    await openHome(page);
    await expectSelected(page, 1);
    await expect(hero(page).getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();

    await page.clock.runFor(AUTOPLAY_DELAY_MS - 100);
    await expectSelected(page, 1);
    await page.clock.runFor(200);
    await expectSelected(page, 2);

    await page.clock.runFor(AUTOPLAY_DELAY_MS - 200);
    await expectSelected(page, 2);
    await page.clock.runFor(200);
    await expectSelected(page, 3);
  });

  test('loops: "Slide anterior" from the first slide shows the last', async ({ page }) => {
    await openHome(page);
    await expectSelected(page, 1);
    await hero(page).getByRole('button', { name: 'Slide anterior' }).click();
    await expectSelected(page, SLIDE_COUNT);
    await hero(page).getByRole('button', { name: 'Próximo slide' }).click();
    await expectSelected(page, 1);
  });

  test('the dots jump to a slide', async ({ page }) => {
    await openHome(page);
    await dot(page, 4).click();
    await expectSelected(page, 4);
  });

  test('user interaction stops the autoplay for good', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(1000);
    await hero(page).getByRole('button', { name: 'Próximo slide' }).click();
    await expectSelected(page, 2);

    await page.clock.runFor(15_000);
    await expectSelected(page, 2);
    // The control tells the visitor that the presentation is stopped.
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Pausar apresentação' })).toHaveCount(0);
  });

  test('"Pausar apresentação" stops the autoplay and "Reproduzir apresentação" restarts it', async ({ page }) => {
    await openHome(page);
    await hero(page).getByRole('button', { name: 'Pausar apresentação' }).click();
    await page.clock.runFor(15_000);
    await expectSelected(page, 1);

    const play = hero(page).getByRole('button', { name: 'Reproduzir apresentação' });
    await expect(play).toBeVisible();

    await play.click();
    await expect(hero(page).getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 100);
    await expectSelected(page, 2);
  });

  test('keyboard: hidden slides are skipped and Enter on "Próximo slide" moves the carousel', async ({ page }) => {
    await openHome(page);
    const contactLinkOfSlide1 = slide(page, 1).getByRole('link', { name: /^Fale Conosco pela/ });
    const previous = hero(page).getByRole('button', { name: 'Slide anterior' });
    const next = hero(page).getByRole('button', { name: 'Próximo slide' });

    // Tab through the page from the top until "Próximo slide" has focus; no hidden slide may take focus.
    await page.locator('body').focus();
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      const inHiddenSlide = await page.evaluate(() => Boolean(document.activeElement?.closest('[inert]')));
      expect(inHiddenSlide, 'focus entered a slide that is not shown').toBe(false);
      reached = await next.evaluate((element) => element === document.activeElement);
    }
    expect(reached, '"Próximo slide" is reachable with Tab').toBe(true);

    // From the last link of the shown slide, Tab goes straight to the controls (slides 2-5 are skipped).
    await contactLinkOfSlide1.focus();
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();

    await page.keyboard.press('Enter');
    await expectSelected(page, 2);
    await expect(next).toBeFocused();
  });

  test('slides that are not shown are inert', async ({ page }) => {
    await openHome(page);
    await expectSelected(page, 1);
    for (let index = 2; index <= SLIDE_COUNT; index += 1) {
      const links = slide(page, index).getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(2);
      // Focusing an element inside an inert subtree is refused by the browser.
      await links.first().evaluate((element: HTMLElement) => element.focus());
      await expect(links.first()).not.toBeFocused();
    }
    await hero(page).getByRole('button', { name: 'Próximo slide' }).click();
    await expectSelected(page, 2);
  });
});

test.describe('hero carousel with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not autoplay', async ({ page }) => {
    await openHome(page);
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expectSelected(page, 1);
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
  });
});

test.describe('hero carousel before the framework', () => {
  test('its controls work from the first paint, the slides swipe natively, and embla keeps the swiped slide', async ({
    page,
  }) => {
    const release = await holdFrameworkScripts(page);
    await page.goto('/');
    const controls = hero(page).getByRole('button');
    await expect(controls).toHaveCount(3 + SLIDE_COUNT);
    for (const control of await controls.all()) await expect(control).toBeEnabled();

    // A horizontal swipe (here a horizontal wheel) scrolls the slides and snaps to the next one.
    const box = await hero(page).boundingBox();
    if (!box) throw new Error('the hero has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.wheel(box.width, 0);
    const secondTitle = slide(page, 2).getByRole('heading', { level: 2 });
    await expect(secondTitle).toBeInViewport({ ratio: 1 });
    const swipedTo = await secondTitle.boundingBox();

    release();
    await waitUntilInteractive(page);
    await expectSelected(page, 2);
    await expect.poll(() => secondTitle.boundingBox()).toEqual(swipedTo);
    // Swiping was an interaction: no autoplay.
    await expect(hero(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await hero(page).getByRole('button', { name: 'Próximo slide' }).click();
    await expectSelected(page, 3);
  });

  test('nothing moves when embla takes over', async ({ page }) => {
    const release = await holdFrameworkScripts(page);
    // The clock is frozen so that the early autoplay does not move the slides meanwhile.
    await openWithFrozenClock(page, '/', { framework: false });
    const firstTitle = slide(page, 1).getByRole('heading', { level: 2 });
    const before = { hero: await hero(page).boundingBox(), title: await firstTitle.boundingBox() };
    release();
    await interactOnFrozenClock(page);
    await expect(slide(page, 2)).toHaveAttribute('inert', '');
    expect({ hero: await hero(page).boundingBox(), title: await firstTitle.boundingBox() }).toEqual(before);
  });
});
