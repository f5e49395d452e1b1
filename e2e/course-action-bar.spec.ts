import { courses } from '../content/courses';
import { expect, test } from './support/fixtures';
import { expectWhatsAppChatLink } from './support/whatsapp-chat';

/**
 * Issue 15 at 1280 px: the bottom action bar of the course pages does not exist here (the details box is sticky
 * beside the text); the details box and /contato offer the WhatsApp chat. The 375 px side is
 * course-action-bar.mobile.spec.ts.
 */

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

test('/contato offers the WhatsApp chat with a general message', async ({ page }) => {
  await page.goto('/contato');
  const chat = page.getByRole('main').getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toBeVisible();
  await expectWhatsAppChatLink(chat, /^Olá! .*cursos/);
  await expect(page.locator('aside[aria-label="Inscrição rápida"]')).toHaveCount(0);
});
