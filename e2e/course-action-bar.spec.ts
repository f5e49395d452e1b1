import type { Locator, Page } from '@playwright/test';
import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { waitUntilInteractive } from './support/helpers';
import { expectWhatsAppChatLink } from './support/whatsapp-chat';
import { EVERY_WIDTH, MOBILE } from './support/widths';
import { motionReport } from './quality/motion';
import { notices } from './quality/states';

/**
 * Issue 15: the WhatsApp chat and "Inscreva-se Agora" within reach on the course pages.
 *
 * - At 375 px a bar at the bottom of the screen keeps "Inscreva-se Agora" (the enrolment dialog) and the WhatsApp
 *   chat in reach on every course page, with the course's duration, and hides nothing for good: the end of the
 *   page, the keyboard focus and the notices stay clear of it.
 * - At 1280 px the bar does not exist (the details box is sticky beside the text); the details box offers the
 *   chat.
 * - At every width /contato offers the chat, with a general message.
 */

function actionBar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Inscrição rápida' });
}

function barEnrolButton(page: Page): Locator {
  return actionBar(page).getByRole('button', { name: 'Inscreva-se Agora' });
}

/** Scrolls instantly to `fraction` of the way down the page (0: top, 1: the very end). */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((share) => {
    const { scrollHeight } = document.documentElement;
    window.scrollTo({ top: share * (scrollHeight - window.innerHeight), behavior: 'instant' });
  }, fraction);
}

/** The viewport rectangle of an element. */
function rectOf(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/** The viewport rectangle of the text inside an element (its lines, without the element's padding). */
function textRectOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { top, bottom, left, right } = range.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/** Whether the middle of `locator` is the element a tap there reaches (nothing drawn over it). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return Boolean(hit && (hit === element || element.contains(hit)));
  });
}

test('/contato offers the WhatsApp chat with a general message', { tag: EVERY_WIDTH }, async ({ page }) => {
  await page.goto('/contato');
  const chat = page.getByRole('main').getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toBeVisible();
  await expectWhatsAppChatLink(chat, /^Olá! .*cursos/);
  await expect(page.locator('aside[aria-label="Inscrição rápida"]')).toHaveCount(0);
});

test.describe('at 1280 px', () => {
  for (const course of courses) {
    test(`${course.title}: no action bar; the details box has one "Inscreva-se Agora" and the WhatsApp chat`, async ({
      page,
    }) => {
      await page.goto(`/cursos/${course.slug}`);
      const bar = page.locator('aside[aria-label="Inscrição rápida"]');
      await expect(bar, 'the bar is in the HTML (for phones)').toHaveCount(1);
      await expect(bar).toBeHidden();
      expect(await bar.evaluate((element) => getComputedStyle(element).display)).toBe('none');
      await expect(page.getByRole('button', { name: 'Inscreva-se Agora' })).toHaveCount(1);

      const details = page.getByRole('complementary', { name: 'Detalhes do curso' });
      const chat = details.getByRole('link', { name: /WhatsApp/ });
      await expect(chat).toBeVisible();
      await expectWhatsAppChatLink(chat, `Tenho interesse no curso ${course.title}`);
      // The chat is not the share link, which sends the page to someone else.
      await expect(page.getByRole('link', { name: /Compartilhar no WhatsApp/ })).not.toHaveAttribute(
        'href',
        (await chat.getAttribute('href')) ?? '',
      );
    });
  }
});

test.describe('at 375 px, the action bar', { tag: MOBILE }, () => {
  for (const course of courses) {
    const path = `/cursos/${course.slug}`;

    test.describe(course.title, () => {
      test('"Inscreva-se Agora" is in view with the duration at 10, 40, 70 and 95 % of the page, and opens the dialog', async ({
        page,
      }) => {
        await page.goto(path);
        const bar = actionBar(page);
        await expect(bar).toContainText(course.duration);
        const button = barEnrolButton(page);
        // The page is taller than a few screens: otherwise "in view everywhere" would prove nothing.
        expect(await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)).toBeGreaterThan(
          3,
        );

        for (const fraction of [0.1, 0.4, 0.7, 0.95]) {
          await scrollToFraction(page, fraction);
          await expect(button, `in view at ${fraction * 100} %`).toBeInViewport({ ratio: 1 });
          expect(await isOnTop(button), `nothing covers the button at ${fraction * 100} %`).toBe(true);
          await expect(bar.getByText(course.duration), `duration shown at ${fraction * 100} %`).toBeInViewport();
        }

        await waitUntilInteractive(page);
        await button.click();
        const dialog = page.getByRole('dialog', { name: 'Confirmar inscrição' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(course.title);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(button, 'the focus goes back to the bar').toBeFocused();
      });

      test('the WhatsApp chat link of the bar names the course', async ({ page }) => {
        await page.goto(path);
        const link = actionBar(page).getByRole('link', { name: /WhatsApp/ });
        await expect(link).toBeInViewport({ ratio: 1 });
        await expectWhatsAppChatLink(link, `Tenho interesse no curso ${course.title}`);
      });
    });
  }

  const path = `/cursos/${courses[0]?.slug ?? ''}`;

  test('at the very end of the page the footer is fully readable above the bar', async ({ page }) => {
    await page.goto(path);
    await scrollToFraction(page, 1);
    const lastLine = page.getByRole('contentinfo').getByText(/Todos os direitos reservados/);
    await expect(lastLine).toBeInViewport({ ratio: 1 });
    const bar = await rectOf(actionBar(page));
    const line = await textRectOf(lastLine);
    expect(line.bottom, 'the last line of the footer ends above the bar').toBeLessThanOrEqual(bar.top);
    expect(await isOnTop(lastLine)).toBe(true);
  });

  test.describe('keyboard focus', () => {
    // Focusing scrolls instantly with reduced motion (no smooth scroll still running when the position is read).
    test.use({ reducedMotion: 'reduce' });

    test('no element reached with Tab ends up under the bar', async ({ page }) => {
      await page.goto(path);
      await waitUntilInteractive(page);
      const bar = await rectOf(actionBar(page));
      const covered: string[] = [];
      let checked = 0;
      for (let presses = 0; presses < 200; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return null;
          const { top, bottom } = active.getBoundingClientRect();
          const inBar = Boolean(active.closest('aside[aria-label="Inscrição rápida"]'));
          const name = (active.getAttribute('aria-label') || (active as HTMLElement).innerText || active.tagName)
            .replace(/\s+/g, ' ')
            .slice(0, 50);
          return { top, bottom, inBar, name };
        });
        if (!focused) break;
        if (focused.inBar) continue;
        checked += 1;
        if (focused.bottom > bar.top) covered.push(`${focused.name}: bottom ${focused.bottom} > bar top ${bar.top}`);
      }
      // The walk reached the details box, the share buttons and the footer, not only the header.
      expect(checked).toBeGreaterThan(20);
      expect(covered, 'focused elements under the bar').toEqual([]);
    });
  });

  test('a notice rises above the bar instead of covering it', async ({ page }) => {
    await page.goto(path);
    const button = barEnrolButton(page);
    await waitUntilInteractive(page);
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar inscrição' }).click();
    const notice = notices(page).first();
    await expect(notice).toContainText('Inscrição realizada com sucesso!');
    await expect(notice).toHaveAttribute('data-mounted', 'true');
    // Let the entry transition end before measuring.
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
    const bar = await rectOf(actionBar(page));
    const box = await rectOf(notice);
    expect(box.bottom, 'the notice ends above the bar').toBeLessThanOrEqual(bar.top);
    expect(await isOnTop(button), 'the bar stays usable while the notice shows').toBe(true);
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the course page with its bar has no transition or animation longer than an instant', async ({ page }) => {
      await page.goto(path);
      await waitUntilInteractive(page);
      await expect(actionBar(page)).toBeVisible();
      const report = await motionReport(page);
      expect(report.scrollBehavior).toBe('auto');
      expect(report.slowStyles).toEqual([]);
      expect(report.running).toEqual([]);
    });
  });
});
