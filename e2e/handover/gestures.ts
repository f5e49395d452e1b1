import type { Locator, Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { NOTICE_TEXTS } from '../../lib/early/notices/catalogue';
import { expect } from '../support/fixtures';
import { firstInteraction } from '../support/helpers';
import { drag, notice, notices, showNotImplemented, type Gesture } from './gesture-parts';
import { NOTICE_GESTURES } from './notice-gestures';

// The gestures the handover sweep lands around the framework's arrival (sweep.spec.ts; what a gesture is:
// gesture-parts.ts): the notices' (notice-gestures.ts), then the dialog's, the contact form's, the menu's, the
// search's and the carousels'.

const course = courses[1] ?? courses[0];
const coursePath = `/cursos/${course?.slug}`;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmar inscrição' });
const enrol = (page: Page) => page.getByRole('button', { name: 'Inscreva-se Agora' }).first();
const courseCarousel = (page: Page) => page.getByRole('region', { name: 'Todos os nossos cursos' });
const hero = (page: Page) => page.getByRole('region', { name: 'Cursos em destaque' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal (celular)', exact: true });

/** The DOM index of the slide a carousel shows first (the one most inside its viewport), before and after embla. */
function shownSlide(carousel: Locator): Promise<number> {
  return carousel.evaluate((section) => {
    const viewport = section.querySelector('[data-carousel-viewport]');
    const slides = [...(viewport?.firstElementChild?.children ?? [])];
    if (!viewport) return -1;
    const box = viewport.getBoundingClientRect();
    let best = -1;
    let most = 0;
    slides.forEach((slide, index) => {
      const rect = slide.getBoundingClientRect();
      const inside = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      // The leftmost slide wins a tie: the one shown first.
      if (
        inside > most + 1 ||
        (best >= 0 && Math.abs(inside - most) <= 1 && rect.left < (slides[best]?.getBoundingClientRect().left ?? 0))
      ) {
        most = inside;
        best = index;
      }
    });
    return best;
  });
}

/** The first interaction, then the course carousel scrolled into view, on its first course. */
async function courseCarouselInView(page: Page): Promise<void> {
  await firstInteraction(page);
  await courseCarousel(page).scrollIntoViewIfNeeded();
  expect(await shownSlide(courseCarousel(page))).toBe(0);
}

/** Until the carousel is embla's and has come to rest on `index`. */
async function carouselRestsOn(carousel: Locator, index: number): Promise<void> {
  await expect(carousel).toHaveAttribute('data-ready', { timeout: 20_000 });
  await expect
    .poll(() => shownSlide(carousel), { message: 'the carousel rests on the slide the gesture asked for' })
    .toBe(index);
  // At rest: still there a moment later (a jump back would move it).
  await carousel.page().waitForTimeout(300);
  expect(await shownSlide(carousel)).toBe(index);
}

async function openDialog(page: Page): Promise<void> {
  await enrol(page).tap();
  await expect(dialog(page)).toBeVisible();
}

async function closeDialogWith(page: Page, button: 'Confirmar inscrição' | 'Cancelar'): Promise<void> {
  await dialog(page).getByRole('button', { name: button }).tap();
  await expect(dialog(page)).toBeHidden();
}

export const GESTURES: readonly Gesture[] = [
  ...NOTICE_GESTURES,
  {
    name: 'dialog: Confirm closes it and shows its notice once, replacing the one on screen',
    path: coursePath,
    async prepare(page) {
      await showNotImplemented(page);
      await openDialog(page);
    },
    perform: (page) => closeDialogWith(page, 'Confirmar inscrição'),
    async verify(page, seen) {
      await expect(notices(page).filter({ hasText: NOTICE_TEXTS.enrolmentTitle })).toHaveCount(1);
      await page.waitForTimeout(300);
      await expect(dialog(page)).toBeHidden();
      await expect(notices(page)).toHaveCount(1);
      const watched = await seen();
      expect(notice(watched, NOTICE_TEXTS.enrolmentTitle).shows).toBe(1);
      expect(watched.mostNotices).toBe(1);
    },
  },
  {
    name: 'dialog: Cancel closes it, and the focus goes back to its button',
    path: coursePath,
    prepare: openDialog,
    perform: (page) => closeDialogWith(page, 'Cancelar'),
    async verify(page, seen) {
      await page.waitForTimeout(300);
      await expect(dialog(page)).toBeHidden();
      await expect(enrol(page)).toBeFocused();
      expect(Object.keys((await seen()).notices)).toEqual([]);
    },
  },
  {
    name: 'dialog: the focus stays where the keyboard put it',
    path: coursePath,
    async prepare(page) {
      await openDialog(page);
      await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();
    },
    async perform(page) {
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByRole('button', { name: 'Confirmar inscrição' })).toBeFocused();
    },
    async verify(page) {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: 'Confirmar inscrição' })).toBeFocused();
    },
  },
  {
    name: 'contact form: every character typed is kept, with the caret where it was',
    path: '/contato',
    async prepare(page) {
      await page.getByLabel('Nome Completo').tap();
    },
    async perform(page) {
      await page.keyboard.type('Maria Silva', { delay: 30 });
      await page.keyboard.press('Home');
      await page.keyboard.type('Dona ', { delay: 30 });
    },
    async verify(page) {
      const field = page.getByLabel('Nome Completo');
      await page.waitForTimeout(300);
      await expect(field).toHaveValue('Dona Maria Silva');
      await expect(field).toBeFocused();
      expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
        5, 5,
      ]);
    },
  },
  {
    name: 'menu: an open menu stays open and keeps the focus',
    path: '/sobre',
    prepare: firstInteraction,
    async perform(page) {
      await page.getByRole('button', { name: 'Abrir menu' }).tap();
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect.poll(() => menu(page).evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    },
    async verify(page) {
      await page.waitForTimeout(300);
      await expect(menu(page)).toBeVisible();
      expect(await menu(page).evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    },
  },
  {
    name: 'search: the field keeps its text and its results',
    path: '/busca',
    frameworkFree: true,
    async prepare(page) {
      await page.getByRole('searchbox', { name: 'O que você procura?' }).tap();
    },
    async perform(page) {
      await page.keyboard.type('split', { delay: 40 });
    },
    async verify(page) {
      const field = page.getByRole('searchbox', { name: 'O que você procura?' });
      const results = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('listitem');
      await expect(results.first()).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(300);
      await expect(field).toHaveValue('split');
      await expect(field).toBeFocused();
      await expect(results.first()).toBeVisible();
      await expect(page.getByRole('status')).toContainText(/resultado/);
    },
  },
  {
    name: 'course carousel: a tap on the arrow moves exactly one step',
    path: '/',
    prepare: courseCarouselInView,
    async perform(page) {
      await courseCarousel(page).getByRole('button', { name: 'Próximo curso' }).tap();
    },
    verify: (page) => carouselRestsOn(courseCarousel(page), 1),
  },
  {
    name: 'course carousel: a drag ends where the finger lets go',
    path: '/',
    prepare: courseCarouselInView,
    async perform(page) {
      const box = await courseCarousel(page).locator('[data-carousel-viewport]').boundingBox();
      if (!box) throw new Error('the carousel has no box');
      await drag(page, box.x + box.width * 0.8, box.y + box.height / 2, -box.width * 0.6);
    },
    verify: (page) => carouselRestsOn(courseCarousel(page), 1),
  },
  {
    name: 'hero: a tap on a dot goes to its slide',
    path: '/',
    prepare: firstInteraction,
    async perform(page) {
      await hero(page)
        .getByRole('button', { name: /^Ir para o slide 3:/ })
        .tap();
    },
    async verify(page) {
      await carouselRestsOn(hero(page), 2);
      await expect(hero(page).getByRole('button', { name: /^Ir para o slide 3:/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
  },
];
