import type { Locator, Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { heroSlides } from '../../content/hero-slides';
import { expect, test } from './modes';
import { openFrozen } from './notice-timing';

/** The course carousel and the hero, from the first tap, in the three fields of the first tap (modes.ts). */

test.describe('the carousels', () => {
  /**
   * The slides the carousel shows, read in the page at every frame while `action` runs: a carousel that sweeps back
   * through the others to loop would show them.
   */
  async function slidesShownDuring(
    page: Page,
    carousel: Locator,
    action: () => Promise<void>,
    settleMs = 1200,
  ): Promise<number[]> {
    await carousel.evaluate((section) => {
      const viewport = section.querySelector('[data-carousel-viewport]') as HTMLElement;
      const slides = [...(viewport.firstElementChild as HTMLElement).children];
      const seen = new Set<number>();
      const frame = () => {
        const box = viewport.getBoundingClientRect();
        slides.forEach((slide, index) => {
          const rect = slide.getBoundingClientRect();
          const visible = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          if (visible > 8) seen.add(index);
        });
        (section as HTMLElement & { seen?: Set<number>; frame?: number }).frame = requestAnimationFrame(frame);
      };
      Object.assign(section, { seen });
      frame();
    });
    await action();
    await page.waitForTimeout(settleMs);
    return carousel.evaluate((section) => {
      const watched = section as HTMLElement & { seen?: Set<number>; frame?: number };
      cancelAnimationFrame(watched.frame ?? 0);
      return [...(watched.seen ?? [])].sort();
    });
  }

  test('the course carousel loops forward: after the last course comes the first, with no sweep back', async ({
    page,
    framework,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Todos os nossos cursos' });
    const next = carousel.getByRole('button', { name: 'Próximo curso' });
    await carousel.scrollIntoViewIfNeeded();
    for (let step = 1; step < courses.length; step += 1) {
      await next.tap();
      await page.waitForTimeout(700);
      if (step === 1) await framework.arrive();
    }
    const last = courses.length - 1;
    const lastTitle = courses[last]?.title ?? '';
    await expect(carousel.getByRole('heading', { name: lastTitle })).toBeInViewport({ ratio: 0.9 });
    const shown = await slidesShownDuring(page, carousel, () => next.tap());
    expect(shown).toEqual([0, last]);
    await expect(carousel.getByRole('heading', { name: courses[0]?.title ?? '' })).toBeInViewport({ ratio: 0.9 });
    // And back: before the first comes the last.
    await carousel.getByRole('button', { name: 'Curso anterior' }).tap();
    await expect(carousel.getByRole('heading', { name: lastTitle })).toBeInViewport({ ratio: 0.9 });
  });

  test('the hero: its arrows and dots, from the first tap; it loops both ways', async ({ page, framework }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Cursos em destaque' });
    const current = hero.locator('button[aria-current="true"]');
    await hero.getByRole('button', { name: 'Slide anterior' }).tap();
    await expect(current).toHaveAccessibleName(new RegExp(`^Ir para o slide ${heroSlides.length}:`));
    await framework.arrive();
    await hero.getByRole('button', { name: /^Ir para o slide 3:/ }).tap();
    await expect(current).toHaveAccessibleName(/^Ir para o slide 3:/);
    await expect(hero.getByRole('heading', { name: heroSlides[2]?.mainTitle })).toBeInViewport({ ratio: 0.9 });
    await hero.getByRole('button', { name: 'Próximo slide' }).tap();
    await expect(current).toHaveAccessibleName(/^Ir para o slide 4:/);
  });

  test('the hero advances every 5 s by itself, looping forward, and stops for good when touched', async ({
    page,
    framework,
  }) => {
    await openFrozen(page, '/');
    const hero = page.getByRole('region', { name: 'Cursos em destaque' });
    const current = hero.locator('button[aria-current="true"]');
    for (let slide = 2; slide <= heroSlides.length + 1; slide += 1) {
      await page.clock.runFor(5000);
      await expect(current).toHaveAccessibleName(
        new RegExp(`^Ir para o slide ${slide > heroSlides.length ? 1 : slide}:`),
      );
    }
    // Once the step has landed, a tap on the slide itself, left of its text: not on a link. It stops the
    // presentation, and brings the framework.
    await expect(hero.getByRole('heading', { name: heroSlides[0]?.mainTitle })).toBeInViewport({ ratio: 0.9 });
    await hero.tap({ position: { x: 6, y: 120 } });
    await expect(hero.getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await framework.arrive({ frozen: true });
    await page.clock.runFor(20_000);
    await expect(current).toHaveAccessibleName(/^Ir para o slide 1:/);
    await expect(hero.getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
  });
});
