import type { Locator, Page } from '@playwright/test';
import { getFirstPost } from '../lib/posts';
import { keptSelectors } from '../lib/early/behaviours';
import { NOTICE_TEXTS } from '../lib/early/notices/catalogue';
import { expect, test } from './support/fixtures';
import { holdEarlyScript } from './support/held-scripts';
import { untilEarlyScriptRuns } from './support/helpers';

/**
 * Every control and form the early behaviours declare as kept (lib/early/behaviours.ts) is tapped once before the
 * early script runs, on a slow connection that holds it back: the tap must take effect once the script arrives. A
 * behaviour that declares a new kind of control gets its row here, or the first test fails: its first tap is proved,
 * not assumed.
 */

const declared = (list: string) =>
  list
    .split(',')
    .map((selector) => selector.trim())
    .filter(Boolean);

const notices = (page: Page) => page.getByRole('region', { name: /^Notificações/ }).getByRole('listitem');
const hero = (page: Page) => page.getByRole('region', { name: 'Cursos em destaque' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Envie sua mensagem' });

interface FirstTap {
  path: string;
  /** The control (or the form's button) the visitor taps, which the declared selector must match. */
  control: (page: Page) => Locator;
  /** Before the tap: what the visitor types (a form). */
  prepare?: (page: Page) => Promise<void>;
  /** What the visitor sees once the tap has taken effect. */
  shows: (page: Page) => Promise<void>;
}

const FIRST_TAPS: Readonly<Record<string, FirstTap>> = {
  '[data-notice]': {
    path: '/',
    control: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Trabalhe Conosco', exact: true }),
    shows: async (page) => {
      await expect(notices(page)).toHaveCount(1);
      await expect(notices(page).first()).toContainText(NOTICE_TEXTS.notImplemented.title);
    },
  },
  '[data-copy-link]': {
    path: `/blog/${getFirstPost().slug}`,
    control: (page) => page.getByRole('button', { name: 'Copiar link' }).first(),
    // Copied, or (a browser that refuses the clipboard) said that it was not: either way the tap was not lost.
    shows: async (page) => {
      await expect(notices(page)).toHaveCount(1);
      await expect(notices(page).first()).toContainText(/Link copiado!|Não foi possível copiar o link/);
    },
  },
  '[data-carousel] button': {
    path: '/',
    control: (page) => hero(page).getByRole('button', { name: 'Próximo slide' }),
    shows: async (page) => {
      await expect(hero(page).getByRole('group', { name: /^2 de \d+$/ })).toBeInViewport({ ratio: 0.9 });
    },
  },
  'form[data-contact-form]': {
    path: '/contato',
    control: (page) => contactForm(page).getByRole('button', { name: 'Enviar Mensagem' }),
    prepare: async (page) => {
      const form = contactForm(page);
      await form.getByLabel('Nome Completo').fill('Ana Souza');
      await form.getByLabel('E-mail').fill('ana@example.com');
      await form.getByLabel('Assunto').fill('Turma da noite');
      await form
        .getByRole('textbox', { name: 'Mensagem' })
        .fill('Gostaria de saber se ainda há vagas na turma da noite.');
    },
    shows: async (page) => {
      await expect(notices(page)).toHaveCount(1);
      await expect(notices(page).first()).toContainText(NOTICE_TEXTS.contactSent.title);
    },
  },
};

test('every declared kept control and form has its first tap proved here', () => {
  const { controls, forms } = keptSelectors();
  const kept = [...declared(controls), ...declared(forms)];
  expect(kept.length).toBeGreaterThan(0);
  expect(Object.keys(FIRST_TAPS).sort()).toEqual(kept.sort());
});

for (const [selector, { path, control, prepare, shows }] of Object.entries(FIRST_TAPS)) {
  test(`${selector}: a tap before the early script runs takes effect once it does (${path})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const arrive = await holdEarlyScript(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-early');
    await prepare?.(page);
    const target = control(page);
    const isForm = selector.startsWith('form');
    expect(
      await target.evaluate(
        (element, [declaredSelector, form]) =>
          Boolean(
            form ? (element as HTMLButtonElement).form?.matches(declaredSelector) : element.closest(declaredSelector),
          ),
        [selector, isForm] as const,
      ),
      `the tapped control is one "${selector}" names`,
    ).toBe(true);
    await target.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-early');
    arrive();
    await untilEarlyScriptRuns(page);
    await shows(page);
  });
}
