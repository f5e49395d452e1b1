import { CONSOLE_LABEL, startContactForms } from './contact-message';
import { createNoticeHub } from './notices/hub';
import { NOTICES } from '@/lib/early/notices/catalogue';

describe('the contact form, before and after the framework', () => {
  it('logs the draft to the console, shows the thank-you notice and clears the fields; nothing is sent', () => {
    const hub = { ...createNoticeHub(document), show: jest.fn() };
    window.siteNotices = hub;
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    document.body.innerHTML =
      `<form method="dialog" data-contact-form='${JSON.stringify(NOTICES.contactSent())}'>` +
      '<input name="name"><input name="email"><input name="subject"><textarea name="message"></textarea>' +
      '<button type="submit">Enviar</button></form>';
    startContactForms(document);
    const form = document.querySelector('form') as HTMLFormElement;
    const typed = ['Ana', 'ana@example.com', 'Curso', 'Olá'];
    form
      .querySelectorAll<HTMLInputElement>('input, textarea')
      .forEach((field, index) => (field.value = typed[index] ?? ''));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith(CONSOLE_LABEL, {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Curso',
      message: 'Olá',
    });
    expect(hub.show).toHaveBeenCalledWith(NOTICES.contactSent());
    expect([...form.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
    ]);
    log.mockRestore();
    delete window.siteNotices;
  });
});
