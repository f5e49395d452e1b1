import type { Locator, Page, Request } from '@playwright/test';
import { site } from '../../content/site';
import { expect } from '../support/fixtures';
import { requestWithin } from '../support/requests';

/**
 * Used by without-javascript.spec.ts, at every width: with JavaScript off — what every visitor has until the
 * framework's scripts have run (they load after `load`) — every visible, enabled control of a page must do
 * something, and the contact form must never send or expose what was typed.
 */

/** What a visitor can use: links, buttons, disclosure summaries and form fields. */
const CONTROLS = 'a[href], button, summary, input:not([type="hidden"]), textarea, select';

/**
 * How long a control may go without any effect before it counts as dead. Only a dead control waits this long:
 * every effect ends the wait as it happens (see effectOf), so the bound is generous — on a loaded machine a new
 * tab can take seconds to appear.
 */
const NO_EFFECT_AFTER_MS = 10_000;

/** How long typing into a field or choosing an option may take before the field counts as unusable. */
const INPUT_TIMEOUT_MS = 15_000;

/** What using a control did. */
type Effect = 'navigation' | 'new tab' | 'page change';

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
      expanded: [...document.querySelectorAll('[aria-expanded]')].map((element) =>
        element.getAttribute('aria-expanded'),
      ),
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
  const [tag, type] = await control.evaluate((element) => [
    element.tagName.toLowerCase(),
    element.getAttribute('type'),
  ]);
  if (
    tag === 'textarea' ||
    (tag === 'input' && !['checkbox', 'radio', 'submit', 'button', 'reset'].includes(type ?? ''))
  ) {
    await control.pressSequentially('Teste', { timeout: INPUT_TIMEOUT_MS });
    return;
  }
  if (tag === 'select') {
    const values = await control.evaluate((select: HTMLSelectElement) =>
      [...select.options].map((option) => option.value),
    );
    await control.selectOption(values[values.length - 1] ?? '', { timeout: INPUT_TIMEOUT_MS });
    return;
  }
  try {
    // Short: a control the pointer cannot hit (below) would otherwise hold every page up; a slow click that runs
    // out of time is not lost either, it is done with the keyboard instead.
    await control.click({ timeout: 3000 });
  } catch {
    // Not hittable with the pointer (a skip link that only appears on focus): use it the keyboard's way.
    await control.focus();
    await page.keyboard.press('Enter');
  }
}

interface EventWatch {
  /** Whether the page may navigate (the test opening it), or a navigation is a control's effect (aborted). */
  allowNavigation(allowed: boolean): void;
  /** Arms the watch: resolves on the next navigation or new tab. */
  expect(): Promise<Effect>;
  /** Disarms it. */
  stop(): void;
}

/**
 * Tells, as they happen, the effects of using a control that come as events: the page starting a navigation
 * (aborted, so the page stays for the next control) and a new tab or window opening (closed at once). `expect()`
 * arms it before a control is used and returns a promise that resolves on the first such event; `stop()` disarms
 * it. Set up once per page, before it is opened (`allowNavigation` lets the test open it).
 */
async function watchEvents(page: Page): Promise<EventWatch> {
  let navigationAllowed = true;
  let signal: ((effect: Effect) => void) | null = null;
  await page.route('**/*', (route) => {
    const request = route.request();
    const pageNavigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!pageNavigation || navigationAllowed) return route.fallback();
    signal?.('navigation');
    return route.abort('aborted');
  });
  page.context().on('page', (popup) => {
    signal?.('new tab');
    void popup.close();
  });
  return {
    allowNavigation(allowed: boolean) {
      navigationAllowed = allowed;
    },
    expect(): Promise<Effect> {
      return new Promise<Effect>((resolve) => {
        signal = resolve;
      });
    },
    stop() {
      signal = null;
    },
  };
}

/**
 * Resolves with 'page change' as soon as the document differs from `before` (see documentState), or with null once
 * `watching()` turns false. The checks follow one another closely at first — most controls change the document
 * while they are used — then every quarter of a second.
 */
async function documentChange(page: Page, before: string, watching: () => boolean): Promise<Effect | null> {
  for (let pause = 0; watching(); pause = Math.min(Math.max(pause * 2, 25), 250)) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    if (!watching()) break;
    try {
      if ((await documentState(page)) !== before) return 'page change';
    } catch {
      // The document went away under the check: the page navigated, which is a change.
      return 'page change';
    }
  }
  return null;
}

/**
 * Uses `control` and resolves with its first effect — a navigation, a new tab (both events, listened to from
 * before the control is used) or a change of the document — as soon as it happens; with null when nothing has
 * happened after NO_EFFECT_AFTER_MS. Throws when the control cannot be used.
 */
async function effectOf(page: Page, events: EventWatch, control: Locator): Promise<Effect | null> {
  const before = await documentState(page);
  const event = events.expect();
  let watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await operateControl(page, control);
    const nothing = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), NO_EFFECT_AFTER_MS);
    });
    return await Promise.race([event, documentChange(page, before, () => watching), nothing]);
  } finally {
    watching = false;
    clearTimeout(timer);
    events.stop();
  }
}

/**
 * Uses every visible, enabled control of `urlPath` once, on a page whose JavaScript is off, and returns the ones
 * that changed nothing (see documentState) or could not be used, each as "<path> at <width> px: <control>…".
 */
export async function controlsThatDoNothing(page: Page, urlPath: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const events = await watchEvents(page);
  const open = async () => {
    events.allowNavigation(true);
    await page.goto(urlPath);
    events.allowNavigation(false);
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

    let effect: Effect | null;
    try {
      effect = await effectOf(page, events, control);
    } catch (error) {
      failures.push(`${urlPath} at ${width} px: ${name} could not be used (${String(error).split('\n')[0]})`);
      await open();
      continue;
    }
    if (effect === null) failures.push(`${urlPath} at ${width} px: ${name} did nothing`);
    // Start the next control from the page as loaded (an aborted navigation or a new tab left it as it was).
    if (effect === 'page change' || effect === null) await open();
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
 * and e-mail), the send button is not shown, and every way of submitting — Enter in each field, clicking the
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
  // A button that cannot send is not shown (the layout's <noscript> style); the note says why.
  await expect(send).toBeHidden();
  const notice = form.getByText(/precisa do JavaScript/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phoneHref}`);
  await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

  for (const key of Object.keys(TYPED) as (keyof typeof TYPED)[]) await fields[key].pressSequentially(TYPED[key]);
  const loadedRequests = requests.length;
  for (const field of [fields.name, fields.email, fields.subject]) await field.press('Enter');
  // Hidden, so out of the accessibility tree: reached by its markup, and clicked as a script would.
  await form.locator('button[type="submit"]').dispatchEvent('click');
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.submit();
  });
  // Nothing is expected to happen: a navigation or a request ends this wait as soon as it starts; only "nothing"
  // waits the whole second before it is believed.
  await requestWithin(page, 1000);

  const leaks = [page.url(), ...requests].filter((line) => Object.values(TYPED).some((typed) => line.includes(typed)));
  expect(leaks, 'typed text in the URL or in a request').toEqual([]);
  expect(requests.slice(loadedRequests), 'requests made by submitting').toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/contato');
  for (const key of Object.keys(TYPED) as (keyof typeof TYPED)[]) await expect(fields[key]).toHaveValue(TYPED[key]);
}
