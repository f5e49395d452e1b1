import { courses } from '../../content/courses';
import { NOTICE_TEXTS } from '../../lib/early/notices/catalogue';
import { holdEarlyScript } from '../support/held-scripts';
import { expect, swipe, test } from './modes';
import { expectNoticeFor, footerButton, notices, openFrozen, untilNoticeSays } from './notice-timing';

/** The notices, from the first tap, in the three fields of the first tap (modes.ts). */

test.describe('the notices', () => {
  test('"not implemented" lasts 3 s on screen, the framework arriving meanwhile', async ({ page, framework }) => {
    await openFrozen(page, '/');
    await footerButton(page, 'Trabalhe Conosco').tap();
    const shown = await untilNoticeSays(page, NOTICE_TEXTS.notImplemented.description);
    await page.clock.runFor(1000);
    const elapsed = await framework.arrive({ frozen: true });
    await expectNoticeFor(page, NOTICE_TEXTS.notImplemented.title, 3000, shown + 1000 + elapsed);
  });

  // The early script 1 s late cut the notice short; 6 s late, past the notice's own 3 s, lost it.
  for (const late of [1000, 6000]) {
    test(`a tap made ${late} ms before the early script runs is kept, and its notice still lasts 3 s on screen`, async ({
      page,
      framework,
    }) => {
      // A slow connection: the page has painted, the early script has not arrived yet.
      const arrive = await holdEarlyScript(page);
      await page.clock.install({ time: new Date('2025-08-01T09:00:00-03:00') });
      await page.clock.pauseAt(new Date('2025-08-01T09:01:00-03:00'));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).not.toHaveAttribute('data-early');
      await footerButton(page, 'Trabalhe Conosco').tap();
      await page.clock.runFor(late);
      await expect(notices(page)).toHaveCount(0);
      arrive();
      await expect(page.locator('html')).toHaveAttribute('data-early', '');
      // The no-script copy of the notice did not open; the timed one did, its time counted from now.
      await expect(page.getByRole('dialog', { name: NOTICE_TEXTS.notImplemented.title })).toBeHidden();
      const shown = await untilNoticeSays(page, NOTICE_TEXTS.notImplemented.description);
      const elapsed = await framework.arrive({ frozen: true });
      await expectNoticeFor(page, NOTICE_TEXTS.notImplemented.title, 3000, shown + elapsed);
    });
  }

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
