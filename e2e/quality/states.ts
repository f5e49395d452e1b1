import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { accessibleNodes } from '../support/accessibility-tree';
import { waitUntilInteractive } from '../support/helpers';
import { sitePages } from '../support/site-map';

/** Interface states that only exist after an interaction, opened the way a visitor opens them. */

/**
 * Brings the framework before the test uses `control`: the visitor's first interaction, then the page's public
 * signal that it is interactive. Every control works before the framework too (e2e/first-tap/ tries each there);
 * the tests that call this one check the page as most visitors use it after their first tap, with sonner's notices.
 */
export async function waitForScriptedControl(control: Locator): Promise<void> {
  await waitUntilInteractive(control.page());
}

/** The first crawled course page (every course page has the enrolment dialog). */
export function firstCoursePath(): string {
  const coursePage = sitePages().find((page) => /^\/cursos\/[^/]+$/.test(page.path));
  // Without a built site there is no course page: the tests that use it then fail on a missing page.
  return coursePage?.path ?? '/cursos/(no-course-page-found-by-the-crawl)';
}

/** The details box's button (below lg the course action bar repeats it, later in the page). */
export function enrolButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Inscreva-se Agora' }).first();
}

export function enrolmentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Confirmar inscrição' });
}

/** The layout's notification area: the early region before the framework, sonner's after (both "Notificações…"). */
export function noticeArea(page: Page): Locator {
  return page.getByRole('region', { name: /^Notificações/ });
}

/** Waits until sonner shows the next notices (lib/early/notices/hub.ts marks <html data-sonner> as it attaches). */
export async function waitForNoticeLibrary(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-sonner');
}

export function notices(page: Page): Locator {
  return noticeArea(page).getByRole('listitem');
}

export function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
}

export function mobileMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal (celular)', exact: true });
}

/**
 * The hamburger button as a screen reader gets it: its name and expanded state, from the browser's accessibility
 * tree (the state is native, the popover's, not an attribute). One entry when the page is right.
 */
export async function menuButtonState(page: Page): Promise<{ name: string; expanded: boolean | undefined }[]> {
  const nodes = [
    ...(await accessibleNodes(page, 'button', 'Abrir menu')),
    ...(await accessibleNodes(page, 'button', 'Fechar menu')),
  ];
  return nodes.map(({ name, expanded }) => ({ name, expanded }));
}

/** Expects the hamburger button to be exposed as closed (`Abrir menu`, collapsed) or open (`Fechar menu`, expanded). */
export async function expectMenuButton(page: Page, state: 'open' | 'closed'): Promise<void> {
  const expected = state === 'open' ? { name: 'Fechar menu', expanded: true } : { name: 'Abrir menu', expanded: false };
  await expect
    .poll(() => menuButtonState(page), { message: `the menu button says the menu is ${state}` })
    .toEqual([expected]);
}

export async function openEnrolmentDialog(page: Page, coursePath: string): Promise<void> {
  await page.goto(coursePath);
  await waitUntilInteractive(page);
  await waitForScriptedControl(enrolButton(page));
  await enrolButton(page).click();
  await expect(enrolmentDialog(page)).toBeVisible();
  // Let the open animation finish, so axe measures the final colours.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/**
 * Shows the 3 s "not implemented" notice (footer "Política de Privacidade") and keeps it on screen: the pointer
 * rests on the notice, which pauses its timer (sonner), so axe can take its time. (A paused page.clock would
 * also keep it, but axe-core itself needs running timers.) Check `notices(page)` again after the audit to prove
 * that the notice was there all along.
 */
export async function openNotice(page: Page, urlPath = '/'): Promise<void> {
  await page.goto(urlPath);
  const trigger = page.getByRole('contentinfo').getByRole('button', { name: 'Política de Privacidade', exact: true });
  await waitUntilInteractive(page);
  await waitForScriptedControl(trigger);
  // sonner's notice, whose entry (data-mounted) is awaited below: the library is fetched after the framework arrives.
  await waitForNoticeLibrary(page);
  await trigger.click();
  const notice = notices(page).first();
  await expect(notice).toBeVisible();
  await notice.hover();
  await expect(notice).toHaveAttribute('data-mounted', 'true');
  // Let the entry transition end, so axe measures the final colours.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/** Opens the hamburger menu: a native popover, so it works without waiting for the framework. */
export async function openMobileMenu(page: Page, urlPath = '/'): Promise<void> {
  await page.goto(urlPath);
  await menuButton(page).click();
  await expect(mobileMenu(page)).toBeVisible();
}
