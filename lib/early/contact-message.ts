// The contact form, before and after the framework (spec §4, §5): the browser's own required checks run first (the
// `submit` event only comes once every field is valid); then the message only goes to the browser console, the
// thank-you notice appears and the fields are cleared. No request is made: without JavaScript the form's
// `method="dialog"` makes a submission a no-op, so nothing typed ever reaches the address bar or a server.
import { noticeHub, parseNotice } from './notices/hub';

/** On the form: marks it, and holds its thank-you notice as JSON (noticeAttribute's format). */
export const CONTACT_FORM_ATTRIBUTE = 'data-contact-form';

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the visitor typed, by the fields' names. */
export function draftOf(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  const text = (name: keyof ContactDraft) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

export const CONSOLE_LABEL = 'Mensagem de contato (não enviada a nenhum servidor):';

export function startContactForms(doc: Document = document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(CONTACT_FORM_ATTRIBUTE)) return;
    event.preventDefault();
    console.log(CONSOLE_LABEL, draftOf(form));
    const notice = parseNotice(form.getAttribute(CONTACT_FORM_ATTRIBUTE));
    if (notice) noticeHub().show(notice);
    form.reset();
  });
  // The browser focuses the first invalid field but scrolls only "if needed": a field half under the sticky header
  // stays there. Centring it first keeps the focus in sight (WCAG 2.4.11).
  doc.addEventListener(
    'invalid',
    (event) => {
      const field = event.target;
      const form = field instanceof HTMLElement ? field.closest(`form[${CONTACT_FORM_ATTRIBUTE}]`) : null;
      if (form && field === form.querySelector(':invalid')) (field as HTMLElement).scrollIntoView({ block: 'center' });
    },
    true,
  );
}
