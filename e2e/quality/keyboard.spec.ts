import { expect, test } from '../support/fixtures';
import { onePagePerTemplate } from '../support/site-map';
import { EVERY_WIDTH, MOBILE } from '../support/widths';
import { openHydrated } from './gates';
import {
  SKIP_LINK_NAME,
  expectEveryControlShowsFocus,
  expectVisibleFocus,
  focusedElement,
  rememberUnfocusedStyles,
  tabTo,
} from './keyboard';
import {
  enrolButton,
  enrolmentDialog,
  expectMenuButton,
  firstCoursePath,
  menuButton,
  mobileMenu,
  notices,
  waitForScriptedControl,
} from './states';

/**
 * Keyboard only: the first Tab reaches a visible "Pular para o conteúdo" link that moves the focus to <main>, and
 * every control of every page template shows where the focus is (at 1280 px; at 375 px too — a phone with a
 * keyboard, or a zoomed-in desktop — on the pages with the most controls); the carousels, the enrolment dialog
 * and the contact form work without a mouse, and the focus comes back where it came from (1280 px); the hamburger
 * menu is opened, walked and used without a mouse (375 px).
 *
 * Already covered elsewhere, not repeated here: the dialog keeps the focus inside and gives it back on
 * Cancelar / Fechar / Escape (enrolment-dialog.spec.ts); hidden hero slides are skipped and Enter on "Próximo
 * slide" moves the carousel (hero-carousel.spec.ts); Escape closing the hamburger menu and giving the focus back
 * (layout.spec.ts).
 */

/** The pages with the most controls, walked at 375 px as well. */
const AT_EVERY_WIDTH = new Set(['/', '/contato', firstCoursePath()]);

/** One page per template (all course pages share one, all posts another), and the pages walked at every width. */
function pagesToWalk(): string[] {
  const paths = onePagePerTemplate().map((page) => page.path);
  return [...paths, ...[...AT_EVERY_WIDTH].filter((urlPath) => !paths.includes(urlPath))];
}

test.describe('every page template, by keyboard', () => {
  test.describe.configure({ timeout: 60_000 }); // up to a hundred key presses per page
  // The walk visits every control of the page.
  for (const urlPath of pagesToWalk()) {
    const tag = AT_EVERY_WIDTH.has(urlPath) ? [EVERY_WIDTH] : [];
    test(`${urlPath}: skip link first, visible focus on every control`, { tag }, async ({ page }) => {
      await openHydrated(page, urlPath);
      await expectEveryControlShowsFocus(page, urlPath);

      // The skip link moves the focus to <main>, and the next Tab continues inside it, past the header.
      const skipLink = page.getByRole('link', { name: SKIP_LINK_NAME, exact: true });
      await skipLink.focus();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main'), 'Enter on the skip link moves the focus to <main>').toBeFocused();
      await page.keyboard.press('Tab');
      const afterSkip = await page.evaluate(() => {
        const main = document.querySelector('main');
        const active = document.activeElement;
        if (!main || !active || active === document.body) return 'nothing';
        if (main.contains(active)) return 'main';
        // A page whose main content has no control continues with the footer, never back in the header.
        return main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after main' : 'before main';
      });
      expect(['main', 'after main'], 'the Tab after the skip link continues from <main>').toContain(afterSkip);
    });
  }
});

test.describe('hamburger menu by keyboard', { tag: MOBILE }, () => {
  test('it opens with Enter, its entries are reached with Tab and Enter opens one', async ({ page }) => {
    await openHydrated(page, '/');
    await rememberUnfocusedStyles(page);
    const button = menuButton(page);

    await tabTo(page, button);
    await expectVisibleFocus(page, 'the hamburger button');
    await page.keyboard.press('Enter');
    await expectMenuButton(page, 'open');
    await expect(mobileMenu(page)).toBeVisible();

    // The entries follow the button in the Tab order, each with a visible focus.
    await rememberUnfocusedStyles(page);
    const entries = mobileMenu(page).getByRole('link');
    const count = await entries.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(entries.nth(index)).toBeFocused();
      await expectVisibleFocus(page, `menu entry ${index + 1}`);
    }

    // Back to "SOBRE NÓS" and open it with Enter: the page changes and the menu is closed.
    const about = mobileMenu(page).getByRole('link', { name: 'SOBRE NÓS', exact: true });
    while (!(await about.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/sobre');
    await expectMenuButton(page, 'closed');
    await expect(mobileMenu(page)).toBeHidden();
  });
});

test.describe('hero carousel by keyboard', () => {
  test('Space on the play/pause button toggles it and a dot chosen with Enter shows its slide', async ({ page }) => {
    await openHydrated(page, '/');
    await rememberUnfocusedStyles(page);
    const hero = page.getByRole('region', { name: 'Cursos em destaque' });
    const toggle = hero.getByRole('button', { name: /^(Pausar|Reproduzir) apresentação$/ });
    await expect(toggle).toBeEnabled({ timeout: 20_000 });

    // Focus entering the slides stops the autoplay (so Tab reaches the button as "Reproduzir").
    await tabTo(page, toggle);
    await expectVisibleFocus(page, 'the play/pause button');
    const before = await toggle.getAttribute('aria-label');
    await page.keyboard.press('Space');
    await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-label', before ?? '');

    const third = hero.getByRole('button', { name: /^Ir para o slide 3:/ });
    await tabTo(page, third);
    await expectVisibleFocus(page, 'the third dot');
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: '3 de 5' })).not.toHaveAttribute('inert', '');
    await expect(third).toBeFocused();
  });
});

test.describe('course carousel by keyboard', () => {
  test('Enter on "Próximo curso" and "Curso anterior" moves it, keeping the focus on the arrow', async ({ page }) => {
    await openHydrated(page, '/');
    await rememberUnfocusedStyles(page);
    const carousel = page.locator('[aria-roledescription="carrossel"]').filter({
      has: page.getByRole('button', { name: 'Próximo curso' }),
    });
    const next = carousel.getByRole('button', { name: 'Próximo curso' });
    const previous = carousel.getByRole('button', { name: 'Curso anterior' });
    const track = carousel.locator('ul').first();
    await expect(next).toBeEnabled({ timeout: 20_000 });

    await tabTo(page, previous);
    await expectVisibleFocus(page, '"Curso anterior"');
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await expectVisibleFocus(page, '"Próximo curso"');

    const start = await track.evaluate((element) => getComputedStyle(element).transform);
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(start);
    await expect(next).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).toBe(start);
  });
});

test.describe('enrolment dialog by keyboard', () => {
  test('Enter opens it, Enter on "Confirmar inscrição" confirms, the focus goes back', async ({ page }) => {
    await openHydrated(page, firstCoursePath());
    await rememberUnfocusedStyles(page);
    await waitForScriptedControl(enrolButton(page));

    await tabTo(page, enrolButton(page));
    await expectVisibleFocus(page, '"Inscreva-se Agora"');
    await page.keyboard.press('Enter');
    const dialog = enrolmentDialog(page);
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);

    await rememberUnfocusedStyles(page);
    const confirm = dialog.getByRole('button', { name: 'Confirmar inscrição' });
    await tabTo(page, confirm, 6);
    await expectVisibleFocus(page, '"Confirmar inscrição"');
    await page.keyboard.press('Enter');

    await expect(dialog).toHaveCount(0);
    await expect(notices(page).first()).toContainText('Inscrição realizada com sucesso!');
    await expect(enrolButton(page), 'the focus returns to "Inscreva-se Agora"').toBeFocused();
  });
});

test.describe('contact form by keyboard', () => {
  test('the four fields are filled in Tab order and Enter sends; an empty send focuses the first field', async ({
    page,
  }) => {
    await openHydrated(page, '/contato');
    await rememberUnfocusedStyles(page);
    const form = page.getByRole('form', { name: 'Envie sua mensagem' });
    const name = form.getByLabel('Nome Completo');
    const send = form.getByRole('button', { name: 'Enviar Mensagem' });
    await expect(send).toBeEnabled({ timeout: 20_000 });

    // Sending the empty form: the browser's own check stops it and puts the focus on the first field.
    await tabTo(page, send);
    await expectVisibleFocus(page, '"Enviar Mensagem"');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(notices(page)).toHaveCount(0);

    const entries: [string, string][] = [
      ['Nome Completo', 'Maria Teclado'],
      ['E-mail', 'maria@example.com'],
      ['Assunto', 'Curso de split'],
      ['Mensagem', 'Gostaria de saber as datas da próxima turma.'],
    ];
    for (const [index, [label, value]] of entries.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(form.getByLabel(label), `Tab reaches "${label}"`).toBeFocused();
      await expectVisibleFocus(page, `"${label}"`);
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(notices(page).first()).toContainText('Mensagem Enviada! 🎉');
    for (const [label] of entries) await expect(form.getByLabel(label)).toHaveValue('');
    const focused = await focusedElement(page);
    expect(focused.isBody, 'the focus is not lost after sending').toBe(false);
  });
});
