import type { Locator } from '@playwright/test';
import { site } from '../../content/site';
import { expect } from './fixtures';

/** The chat links of issue 15 (components/contact/whatsapp-link.tsx), checked the way a visitor's phone reads them. */

/**
 * `link` opens a WhatsApp chat with the school's number in a new tab, safely (noopener noreferrer), its name says
 * so, and the decoded message contains `expectedText`.
 */
export async function expectWhatsAppChatLink(link: Locator, expectedText: string | RegExp): Promise<void> {
  await expect(link).toHaveAccessibleName(/WhatsApp.*\(abre em nova aba\)/);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
  expect(rel, 'rel of the WhatsApp link').toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`, 'the chat goes to the school number').toBe(`https://wa.me/${site.whatsapp}`);
  const message = url.searchParams.get('text') ?? '';
  if (typeof expectedText === 'string') expect(message).toContain(expectedText);
  else expect(message).toMatch(expectedText);
}
