import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdFrameworkScripts } from './support/held-scripts';
import { isRoutePrefetch, requestWithin } from './support/requests';
import { notices } from './quality/states';
import { waitUntilInteractive } from './support/helpers';

/**
 * The contact form (spec §2 Contact, §4, §5, §7, §8): the browser's own required / e-mail checks; a valid
 * submission only goes to the browser console, shows the thank-you notice and clears the fields; no request
 * is made; whatever is typed is treated as text. The early script runs it from the first tap (e2e/first-tap/);
 * what was typed before the framework arrives stays (with JavaScript off: quality/without-javascript.ts).
 */

const SENT_TITLE = 'Mensagem Enviada! 🎉';
const SENT_DESCRIPTION = 'Agradecemos o seu contato! Em breve retornaremos.';

function fields(page: Page) {
  const form = page.getByRole('form', { name: 'Envie sua mensagem' });
  return {
    form,
    name: form.getByLabel('Nome Completo'),
    email: form.getByLabel('E-mail'),
    subject: form.getByLabel('Assunto'),
    message: form.getByLabel('Mensagem'),
    send: form.getByRole('button', { name: 'Enviar Mensagem' }),
  };
}

interface Draft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A message written once the page is interactive, as most visitors write it. */
const WRITTEN_WHEN_READY: Draft = {
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
  subject: 'Turma de setembro',
  message: 'Gostaria de saber os horários da turma de setembro.',
};

/** A message typed before the framework has arrived. */
const TYPED_EARLY: Draft = {
  name: 'Bruno Antes',
  email: 'bruno.antes@example.com',
  subject: 'Digitado cedo',
  message: 'Escrevi isto antes de a página terminar de carregar.',
};

/** Fills the four fields; the message is typed key by key when `typeMessage` (a visitor before the script runs). */
async function fillDraft(form: ReturnType<typeof fields>, draft: Draft, { typeMessage = false } = {}): Promise<void> {
  await form.name.fill(draft.name);
  await form.email.fill(draft.email);
  await form.subject.fill(draft.subject);
  if (typeMessage) await form.message.pressSequentially(draft.message);
  else await form.message.fill(draft.message);
}

/** Every console message with its arguments as plain values (the draft is logged as an object). */
function recordConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then((values) => {
      logged.push(`${message.text()} ${JSON.stringify(values)}`);
    });
  });
  return logged;
}

/**
 * A request that would send something: any non-GET, any fetch/XHR/beacon/socket, any page navigation — except the
 * framework's route prefetches, which send nothing and may start at any moment (support/requests.ts).
 */
function isCall(page: Page, request: Request): boolean {
  if (isRoutePrefetch(request)) return false;
  const pageNavigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
  const scripted = ['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(request.resourceType());
  return request.method() !== 'GET' || scripted || pageNavigation;
}

/** Every call (see isCall) the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (isCall(page, request)) calls.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
  });
  return calls;
}

/**
 * What a sent `draft` leads to: the thank-you notice, the draft whole in the console (the visitor's name finds its
 * entry), and every field emptied.
 */
async function expectSent(page: Page, form: ReturnType<typeof fields>, logged: string[], draft: Draft): Promise<void> {
  await expect(notices(page).first()).toContainText(SENT_TITLE);
  await expect.poll(() => logged.find((text) => text.includes(draft.name))).toBeDefined();
  const entry = logged.find((text) => text.includes(draft.name)) ?? '';
  for (const value of [draft.message, draft.email, draft.subject]) expect(entry).toContain(value);
  for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveValue('');
}

/** Opens the form after the visitor's first interaction has brought the framework, as most visitors send it. */
async function openForm(page: Page) {
  await page.goto('/contato');
  await waitUntilInteractive(page);
  return fields(page);
}

test('the form has the four required fields, with an e-mail field and a five-row message', async ({ page }) => {
  const form = await openForm(page);
  for (const field of [form.name, form.email, form.subject, form.message]) {
    await expect(field).toBeEditable();
    await expect(field).toHaveAttribute('required', '');
  }
  await expect(form.email).toHaveAttribute('type', 'email');
  await expect(form.message).toHaveAttribute('rows', '5');
});

test('submitting empty is stopped by the browser: nothing is logged, no notice', async ({ page }) => {
  const form = await openForm(page);
  const logged = recordConsole(page);
  await form.send.click();

  expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(await form.form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
  // The browser points the visitor at the first missing field.
  await expect(form.name).toBeFocused();
  await page.waitForTimeout(500);
  await expect(notices(page)).toHaveCount(0);
  expect(logged.filter((text) => text.includes('contato'))).toEqual([]);
  await expect(page).toHaveURL(/\/contato$/);
});

test('an invalid e-mail blocks the submission', async ({ page }) => {
  const form = await openForm(page);
  const logged = recordConsole(page);
  await form.name.fill('Ana Souza');
  await form.email.fill('ana-sem-arroba');
  await form.subject.fill('Turmas');
  await form.message.fill('Quando começa a próxima turma?');
  await form.send.click();

  expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(form.email).toBeFocused();
  await page.waitForTimeout(500);
  await expect(notices(page)).toHaveCount(0);
  // Nothing was sent or cleared.
  await expect(form.name).toHaveValue('Ana Souza');
  await expect(form.message).toHaveValue('Quando começa a próxima turma?');
  expect(logged.filter((text) => text.includes('Ana Souza'))).toEqual([]);
});

test('a valid message is logged to the console, thanked, cleared, and not sent anywhere', async ({ page }) => {
  const form = await openForm(page);
  const logged = recordConsole(page);
  const draft = WRITTEN_WHEN_READY;

  await fillDraft(form, draft);
  // What the page still loads is over before the submission is watched. A link passing under the resting pointer
  // as the page scrolls has its route prefetched, at any moment: isCall tells those apart by what they are.
  await form.send.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const calls = recordCalls(page);
  await form.send.click();

  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText(SENT_DESCRIPTION);
  await expectSent(page, form, logged, draft);

  // A call ends this wait as soon as it starts; only "none" waits the whole second before it is believed.
  await requestWithin(page, 1000, (request) => isCall(page, request));
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/contato$/);
});

test('hostile input is treated as plain text', async ({ page }) => {
  const form = await openForm(page);
  const logged = recordConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const imagesBefore = await page.locator('img').count();

  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 🎉';
  const message = hostile + 'x'.repeat(10_000);
  await form.name.fill('<img src=x onerror="window.__pwned=1">');
  await form.email.fill('teste@example.com');
  await form.subject.fill('<script>window.__pwned=1</script>');
  await form.message.fill(message);
  await expect(form.message).toHaveValue(message);
  await form.send.click();

  await expect(notices(page).first()).toContainText(SENT_TITLE);
  await expect(form.message).toHaveValue('');
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('img').count()).toBe(imagesBefore);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  // The data reached the console intact.
  await expect.poll(() => logged.some((text) => text.includes('window.__pwned=1') && text.includes('🎉'))).toBe(true);
});

test('what is typed before the framework arrives stays when it does, and is what gets sent', async ({ page }) => {
  const release = await holdFrameworkScripts(page);
  await page.goto('/contato');
  const form = fields(page);
  const logged = recordConsole(page);
  const draft = TYPED_EARLY;

  // Usable from the first paint: no note, nothing disabled.
  await expect(form.send).toBeEnabled();
  await expect(form.form.getByText(/precisa do JavaScript/)).toBeHidden();
  await fillDraft(form, draft, { typeMessage: true });
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  release();
  await waitUntilInteractive(page);
  await expect(form.name).toHaveValue(draft.name);
  await expect(form.email).toHaveValue(draft.email);
  await expect(form.subject).toHaveValue(draft.subject);
  await expect(form.message).toHaveValue(draft.message);

  await form.send.click();
  await expectSent(page, form, logged, draft);
  await expect(page).toHaveURL(/\/contato$/);
});
