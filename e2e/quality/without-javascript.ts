import type { Locator, Page, Request } from '@playwright/test';
import { site } from '../../content/site';
import { expect } from '../support/fixtures';

/**
 * Shared by without-javascript.spec.ts (1280 px) and without-javascript.mobile.spec.ts (375 px): with JavaScript
 * off — what every visitor has until the framework's scripts have run (scripts/defer-scripts.mjs loads them after
 * `load`) — every visible, enabled control of a page must do something, and the contact form must never send or
 * expose what was typed.
 */

/** What a visitor can use: links, buttons, disclosure summaries and form fields. */
const CONTROLS = 'a[href], button, summary, input:not([type="hidden"]), textarea, select';

/** How long a control has to show its effect (a navigation starting, a popover opening) before it counts as dead. */
const EFFECT_TIMEOUT_MS = 1500;

/**
 * What "the page changed" means here, read from the document after each use of a control:
 * - the URL (a hash link) or the :target element;
 * - an open popover, an open <dialog>, an open <details>, an aria-expanded value;
 * - a form field's value or checked state (typing into a field);
 * - the number of rendered elements (anything shown or hidden).
 * Besides these, starting a navigation of the page (the test aborts it, so the page stays for the next control)
 * and opening a new tab or window count as changes. Links to `mailto:` and `tel:` hand over to another app,
 * which a browser under test cannot show: they count as working without being clicked.
 */
function documentState(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      target: document.querySelector(':target')?.id ?? '',
      popovers: [...document.querySelectorAll(':popover-open')].map((element) => element.id),
      dialogs: [...document.querySelectorAll('dialog[open]')].map((element) => element.id),
      details: [...document.querySelectorAll('details[open]')].length,
      expanded: [...document.querySelectorAll('[aria-expanded]')].map((element) => element.getAttribute('aria-expanded')),
      fields: [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')].map(
        (field) => `${field.value}:${String(field.checked)}`,
      ),
      rendered: [...document.body.querySelectorAll('*')].filter((element) => element.checkVisibility()).length,
    }),
  );
}

/** "button 'Abrir menu'", "link 'Blog' → /blog": how a failing control is named in the report. */
function describeControl(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const tag = element.tagName.toLowerCase();
    const kind = tag === 'a' ? 'link' : tag;
    const name = (
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText ||
      element.getAttribute('name') ||
      element.id
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const href = element.getAttribute('href');
    return `${kind} '${name}'${href ? ` → ${href}` : ''}`;
  });
}

async function operateControl(page: Page, control: Locator): Promise<void> {
  const [tag, type] = await control.evaluate((element) => [element.tagName.toLowerCase(), element.getAttribute('type')]);
  if (tag === 'textarea' || (tag === 'input' && !['checkbox', 'radio', 'submit', 'button', 'reset'].includes(type ?? ''))) {
    await control.pressSequentially('Teste', { timeout: 5000 });
    return;
  }
  if (tag === 'select') {
    const values = await control.evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.value));
    await control.selectOption(values[values.length - 1] ?? '', { timeout: 5000 });
    return;
  }
  try {
    await control.click({ timeout: 3000 });
  } catch {
    // Not hittable with the pointer (a skip link that only appears on focus): use it the keyboard's way.
    await control.focus();
    await page.keyboard.press('Enter');
  }
}

/**
 * Uses every visible, enabled control of `urlPath` once, on a page whose JavaScript is off, and returns the ones
 * that changed nothing (see documentState) or could not be used, each as "<path> at <width> px: <control>…".
 */
export async function controlsThatDoNothing(page: Page, urlPath: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  let navigationAllowed = true;
  let navigations = 0;
  let popups = 0;
  await page.route('**/*', (route) => {
    const request = route.request();
    const pageNavigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!pageNavigation || navigationAllowed) return route.fallback();
    navigations += 1;
    return route.abort('aborted');
  });
  page.context().on('page', (popup) => {
    popups += 1;
    void popup.close();
  });
  const open = async () => {
    navigationAllowed = true;
    await page.goto(urlPath);
    navigationAllowed = false;
  };

  await open();
  const controls = page.locator(CONTROLS);
  const count = await controls.count();
  expect(count, `controls on ${urlPath}`).toBeGreaterThan(0);
  const failures: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    const name = await describeControl(control);
    if (/^link '.*' → (mailto|tel):/.test(name)) continue;

    const before = await documentState(page);
    const [navigationsBefore, popupsBefore] = [navigations, popups];
    try {
      await operateControl(page, control);
    } catch (error) {
      failures.push(`${urlPath} at ${width} px: ${name} could not be used (${String(error).split('\n')[0]})`);
      await open();
      continue;
    }
    let domChanged = false;
    const changed = async () => {
      if (navigations > navigationsBefore || popups > popupsBefore) return true;
      domChanged = (await documentState(page)) !== before;
      return domChanged;
    };
    const didSomething = await expect
      .poll(changed, { timeout: EFFECT_TIMEOUT_MS })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!didSomething) failures.push(`${urlPath} at ${width} px: ${name} did nothing`);
    // Start the next control from the page as loaded (an aborted navigation or a new tab left it as it was).
    if (domChanged || !didSomething) await open();
  }
  return failures;
}

/** Every request the page makes, as "METHOD url body" (decoded, so typed text is found however it is encoded). */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  page.on('request', (request: Request) => {
    requests.push(decode(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  });
  return requests;
}

/** What the JS-off submission types: distinctive, so any copy of it in a URL or a request body is found. */
const TYPED = {
  name: 'Zuleika Sem Script',
  email: 'zuleika.sem.script@example.com',
  subject: 'Assunto digitado 4711',
  message: 'Mensagem digitada sem JavaScript 0815',
} as const;

/**
 * With JavaScript off, on /contato: the visitor is told that sending needs JavaScript (with the school's phone
 * and e-mail), the send button is disabled, and every way of submitting — Enter in each field, clicking the
 * button, and even forcing `requestSubmit()` and `submit()` on the form — sends no request and puts nothing typed
 * in the URL; the fields keep their text.
 */
export async function expectContactFormKeepsInputToItself(page: Page): Promise<void> {
  const requests = recordRequests(page);
  await page.goto('/contato');
  const form = page.getByRole('form', { name: 'Envie sua mensagem' });
  const fields = {
    name: form.getByLabel('Nome Completo'),
    email: form.getByLabel('E-mail'),
    subject: form.getByLabel('Assunto'),
    message: form.getByLabel('Mensagem'),
  };
  const send = form.getByRole('button', { name: 'Enviar Mensagem' });
  await expect(send).toBeDisabled();
  const notice = form.getByText(/precisa do JavaScript/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phoneHref}`);
  await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

  for (const key of Object.keys(TYPED) as (keyof typeof TYPED)[]) await fields[key].pressSequentially(TYPED[key]);
  const loadedRequests = requests.length;
  for (const field of [fields.name, fields.email, fields.subject]) await field.press('Enter');
  await send.click({ force: true });
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.submit();
  });
  // Nothing is expected to happen: give a navigation or request the time to show up before saying it did not.
  await page.waitForTimeout(1000);

  const leaks = [page.url(), ...requests].filter((line) => Object.values(TYPED).some((typed) => line.includes(typed)));
  expect(leaks, 'typed text in the URL or in a request').toEqual([]);
  expect(requests.slice(loadedRequests), 'requests made by submitting').toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/contato');
  for (const key of Object.keys(TYPED) as (keyof typeof TYPED)[]) await expect(fields[key]).toHaveValue(TYPED[key]);
}
