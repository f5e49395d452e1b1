import type { Locator, Page } from '@playwright/test';
import { courses } from '../../content/courses';
import { heroSlides } from '../../content/hero-slides';
import { NOTICE_TEXTS } from '../../lib/early/notices/catalogue';
import { CONSOLE_LABEL } from '../../lib/early/contact-message';
import { untilEarlyScriptRuns } from '../support/helpers';
import { expect, swipe, test } from './modes';

/**
 * Every behaviour of the spec, done by the visitor's first tap, on a phone (pt-BR, touch), in three fields
 * (modes.ts): the framework blocked, the framework arriving in the middle of the interaction, and a browser without
 * popovers nor invoker commands. Where the framework arrives, it must take over where the visitor is: the open notice
 * left to its end, the slide, the form's text.
 */

const notices = (page: Page) => page.getByRole('region', { name: /^Notificações/ }).getByRole('listitem');
const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

/** Opens a page on a frozen clock (time only moves when the test says, page.clock.runFor), once its early script runs. */
async function openFrozen(page: Page, path: string) {
  await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
  await page.goto(path);
  await untilEarlyScriptRuns(page);
}

/**
 * Until the first notice on screen says `text`, on a frozen clock, which runs in small steps meanwhile; returns the
 * milliseconds that ran. The early region draws a notice at once, sonner on its next timer: where the framework
 * came on its own before the tap (the legacy field), sonner draws it.
 */
async function untilNoticeSays(page: Page, text: string): Promise<number> {
  let ran = 0;
  await expect
    .poll(
      async () => {
        const said = await notices(page)
          .first()
          .textContent({ timeout: 50 })
          .catch(() => '');
        if (said?.includes(text)) return true;
        await page.clock.runFor(10);
        ran += 10;
        return false;
      },
      { message: `a notice says "${text}"`, timeout: 5000, intervals: [20] },
    )
    .toBe(true);
  return ran;
}

/**
 * Expects the one notice on screen to say `title` for `lasts` ms after the tap (`elapsed` already ran), then to go.
 * The clock first runs a moment: sonner draws a notice on its next timer.
 */
async function expectNoticeFor(page: Page, title: string, lasts: number, ran: number) {
  // Off the notice: a pointer resting on it (where a tap left it) pauses its time, in sonner as in the early region.
  await page.mouse.move(1, 1);
  await page.clock.runFor(50);
  const elapsed = ran + 50;
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(title);
  await page.clock.runFor(Math.max(0, lasts - 150 - elapsed));
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(title);
  // The rest of its time, and sonner's exit animation.
  await page.clock.runFor(150 + 400);
  await expect(notices(page)).toHaveCount(0);
}

test.describe('the menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal (celular)', exact: true });

  test('opens on the first tap, closes with its button and Escape, and closes when an entry is chosen', async ({
    page,
    framework,
  }) => {
    await page.goto('/sobre');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAccessibleName('Fechar menu');
    await framework.arrive();
    await menuButton(page).tap();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: 'DEPOIMENTOS' }).tap();
    await expect(page).toHaveURL(/\/depoimentos$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/depoimentos|alunos/i);
    await expect(menu(page)).toBeHidden();
  });

  test('on the home page, CURSOS closes the menu and goes to the courses', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: 'CURSOS' }).tap();
    await expect(menu(page)).toBeHidden();
    await expect(page.locator('#cursos')).toBeInViewport();
  });
});

test.describe('the enrolment dialog', () => {
  const course = courses[1] ?? courses[0];
  const path = `/cursos/${course?.slug}`;
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmar inscrição' });
  const enrol = (page: Page) => page.getByRole('button', { name: 'Inscreva-se Agora' }).first();

  test('Cancel and Close close it, from the first tap', async ({ page, framework }) => {
    await page.goto(path);
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).tap();
    await expect(dialog(page)).toBeHidden();
    await framework.arrive();
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Fechar', exact: true }).tap();
    await expect(dialog(page)).toBeHidden();
  });

  test('Confirm closes it and shows the success notice naming the course, for 5 s from the tap', async ({
    page,
    framework,
  }) => {
    await openFrozen(page, path);
    await enrol(page).tap();
    await expect(dialog(page)).toBeVisible();
    // In the legacy field the framework came with the first tap; it is let in before Confirm, so that sonner, not
    // the early region, takes this notice (the other two fields try the early region).
    if (framework.mode === 'legacy') await framework.arrive({ frozen: true });
    await dialog(page).getByRole('button', { name: 'Confirmar inscrição' }).tap();
    await expect(dialog(page)).toBeHidden();
    const shown = await untilNoticeSays(page, NOTICE_TEXTS.enrolmentDescription(course?.title ?? ''));
    const elapsed = await framework.arrive({ frozen: true });
    await expectNoticeFor(page, NOTICE_TEXTS.enrolmentTitle, 5000, shown + elapsed);
  });
});

test.describe("a course page's answers", () => {
  test('each question opens its answer on the first tap and closes on the next, the framework arriving meanwhile', async ({
    page,
    framework,
  }) => {
    const course = courses[0];
    await page.goto(`/cursos/${course?.slug}`);
    const questions = page.getByRole('region', { name: 'Perguntas frequentes' }).locator('details');
    const first = questions.first();
    const answer = first.locator('p');
    await expect(answer).toBeHidden();
    await first.locator('summary').tap();
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(course?.questions[0]?.answer ?? '');
    await framework.arrive();
    await first.locator('summary').tap();
    await expect(answer).toBeHidden();
    const policy = questions.filter({ hasText: 'E se eu desistir?' });
    await policy.locator('summary').tap();
    await expect(policy.locator('p')).toContainText('7 dias');
  });
});

test.describe('the notices', () => {
  test('"not implemented" lasts 3 s from the tap, the framework arriving meanwhile', async ({ page, framework }) => {
    await openFrozen(page, '/');
    await footerButton(page, 'Trabalhe Conosco').tap();
    const shown = await untilNoticeSays(page, NOTICE_TEXTS.notImplemented.description);
    await page.clock.runFor(1000);
    const elapsed = await framework.arrive({ frozen: true });
    await expectNoticeFor(page, NOTICE_TEXTS.notImplemented.title, 3000, shown + 1000 + elapsed);
  });

  test('a tap made before the early script runs is kept, and its notice still lasts 3 s from the tap', async ({
    page,
    framework,
  }) => {
    // A slow connection: the page has painted, the early script has not arrived yet.
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/_next/static/early/main-*.js', async (route) => {
      await arrived;
      await route.fallback();
    });
    await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
    await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-early');
    await footerButton(page, 'Trabalhe Conosco').tap();
    await page.clock.runFor(1000);
    arrive();
    await expect(page.locator('html')).toHaveAttribute('data-early', '');
    // The no-script copy of the notice did not open; the timed one did.
    await expect(page.getByRole('dialog', { name: NOTICE_TEXTS.notImplemented.title })).toBeHidden();
    const shown = await untilNoticeSays(page, NOTICE_TEXTS.notImplemented.description);
    const elapsed = await framework.arrive({ frozen: true });
    await expectNoticeFor(page, NOTICE_TEXTS.notImplemented.title, 3000, 1000 + shown + elapsed);
  });

  test('one at a time: a new notice replaces the one on screen', async ({ page, framework }) => {
    await page.goto(`/cursos/${courses[0]?.slug}`);
    await footerButton(page, 'Política de Privacidade').tap();
    await expect(notices(page)).toHaveCount(1);
    await framework.arrive();
    await page.getByRole('button', { name: 'Inscreva-se Agora' }).first().tap();
    await page.getByRole('button', { name: 'Confirmar inscrição' }).tap();
    await expect(notices(page)).toHaveCount(1);
    await expect(notices(page).first()).toContainText(NOTICE_TEXTS.enrolmentTitle);
  });

  test('its close button and a swipe past 50 px dismiss it; a shorter swipe does not', async ({ page, framework }) => {
    await page.goto('/');
    await footerButton(page, 'Trabalhe Conosco').tap();
    await expect(notices(page)).toHaveCount(1);
    await notices(page).first().getByRole('button', { name: 'Fechar notificação' }).tap();
    await expect(notices(page)).toHaveCount(0);

    await footerButton(page, 'Trabalhe Conosco').tap();
    await framework.arrive();
    // A fresh notice: waiting for the framework may have taken most of the last one's 3 s.
    await footerButton(page, 'Trabalhe Conosco').tap();
    await page.mouse.move(1, 1);
    const box = await notices(page).first().boundingBox();
    if (!box) throw new Error('the notice has no box');
    await swipe(page, box.x + 20, box.y + box.height / 2, 20, 0);
    await page.waitForTimeout(400);
    await expect(notices(page)).toHaveCount(1);
    await swipe(page, box.x + 20, box.y + box.height / 2, 90, 0);
    await expect(notices(page)).toHaveCount(0);
  });

  test('F8 moves the focus to the notification region', async ({ page, framework }) => {
    // In a notification region (the early one, or sonner's once it shows the notices).
    const focusInRegion = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('section[aria-label^="Notificações"]')].some((region) =>
          region.contains(document.activeElement),
        ),
      );
    await page.goto('/');
    await footerButton(page, 'Trabalhe Conosco').tap();
    await expect(notices(page)).toHaveCount(1);
    // In the legacy field the framework comes on its own, at any moment: the notice on screen stays where it is.
    await page.keyboard.press('F8');
    await expect.poll(focusInRegion).toBe(true);
    await framework.arrive();
    await footerButton(page, 'Trabalhe Conosco').tap();
    await expect(notices(page)).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect.poll(focusInRegion).toBe(true);
  });
});

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

test.describe('the contact form', () => {
  test('the browser checks the fields, then the draft goes to the console, the thank-you notice shows and the fields clear', async ({
    page,
    framework,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openFrozen(page, '/contato');
    const send = page.getByRole('button', { name: 'Enviar Mensagem' });
    await send.tap();
    await expect(page.getByLabel('Nome Completo')).toBeFocused();
    expect(
      await page.getByLabel('Nome Completo').evaluate((field: HTMLInputElement) => field.validity.valueMissing),
    ).toBe(true);
    await expect(notices(page)).toHaveCount(0);

    await page.getByLabel('Nome Completo').fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Assunto').fill('Turma de março');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Quero saber o horário.');
    await framework.arrive({ frozen: true });
    // What was typed before the framework arrived is still there.
    await expect(page.getByLabel('Nome Completo')).toHaveValue('Ana Souza');
    await send.tap();
    await expect.poll(() => logged.find((text) => text.startsWith(CONSOLE_LABEL))).toContain('Ana Souza');
    await expect(page.getByLabel('Nome Completo')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    await expectNoticeFor(page, NOTICE_TEXTS.contactSent.title, 5000, 0);
    await expect(page).toHaveURL(/\/contato$/);
  });
});

test.describe('"Copiar link"', () => {
  test('puts the address on the clipboard and says so', async ({ page, context, framework }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const post = '/blog/fluidos-refrigerantes-r32-r290-o-que-muda';
    await page.goto(post);
    await page.getByRole('button', { name: 'Copiar link' }).tap();
    await expect(notices(page).first()).toContainText('Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${post}$`));
    await framework.arrive();
  });
});
