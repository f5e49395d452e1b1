'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import type { SiteConfig } from '@/content/site-schema';
import { notify } from '@/lib/notify';
import { PRIMARY_BUTTON_CLASSES } from '@/components/ui/button-variant-classes';
import { useHydrated } from '@/components/ui/use-hydrated';

/** How to reach the school without the form. Handed by the page: the content files are read on the server only. */
export type ContactChannels = Pick<SiteConfig, 'phone' | 'phoneHref' | 'email'>;

interface ContactFormProps {
  contact: ContactChannels;
  /** Icons rendered by the page, a server component: icons stay out of client code. */
  noteIcon: ReactNode;
  submitIcon: ReactNode;
}

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-slate-600/40 bg-white px-4 py-3 text-navy-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block font-semibold text-navy-900';
const noticeLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

function draftOf(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  const text = (name: keyof ContactDraft) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

/**
 * The contact form. Validation is the browser's own (required, type="email"); on submit the message only goes
 * to the browser console (spec: no request is made), a thank-you notice appears and the fields are cleared.
 *
 * Before the page's script runs (or with JavaScript off) nothing can be sent and nothing typed can leave the page:
 * the submit button is disabled (with several text fields and no enabled submit button, Enter cannot submit
 * either) and `method="dialog"` makes any submission outside a <dialog> a no-op for the browser, so no request
 * and no `?name=…` in the address bar. A note says why and gives the phone and e-mail. The fields are not
 * controlled by React: what the visitor typed before hydration stays in them and is what gets sent.
 */
export function ContactForm({ contact, noteIcon, submitIcon }: ContactFormProps) {
  const hydrated = useHydrated();
  const noticeId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    console.log('Mensagem de contato (não enviada a nenhum servidor):', draftOf(form));
    notify.contactSent();
    form.reset();
  }

  /**
   * The browser's own check focuses the first invalid field, but scrolls only "if needed": a field half under
   * the sticky header stays there. Centring it first keeps the focus in sight (WCAG 2.4.11).
   */
  function revealFirstInvalidField(event: FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (field instanceof HTMLElement && field === event.currentTarget.querySelector(':invalid')) {
      field.scrollIntoView({ block: 'center' });
    }
  }

  return (
    <form
      method="dialog"
      onSubmit={submit}
      onInvalidCapture={revealFirstInvalidField}
      className="space-y-5"
      aria-labelledby="formulario-titulo"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contato-nome" className={labelClass}>
            Nome Completo
          </label>
          <input id="contato-nome" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contato-email" className={labelClass}>
            E-mail
          </label>
          <input id="contato-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contato-assunto" className={labelClass}>
          Assunto
        </label>
        <input id="contato-assunto" name="subject" type="text" required className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contato-mensagem" className={labelClass}>
          Mensagem
        </label>
        <textarea id="contato-mensagem" name="message" rows={5} required className={fieldClass} />
      </div>
      {!hydrated && (
        <p id={noticeId} className="flex gap-3 rounded-lg bg-ice-50 p-4 text-sm text-navy-900 ring-1 ring-ice-200">
          {noteIcon}
          <span>
            O envio pelo formulário precisa do JavaScript ativado no navegador; com ele, o botão “Enviar
            Mensagem” é liberado assim que a página termina de carregar, e o que você digitou continua aqui. Se
            preferir, ligue para{' '}
            <a href={`tel:${contact.phoneHref}`} className={`${noticeLinkClass} whitespace-nowrap`}>
              {contact.phone}
            </a>{' '}
            ou escreva para{' '}
            <a href={`mailto:${contact.email}`} className={`${noticeLinkClass} wrap-anywhere`}>
              {contact.email}
            </a>
            .
          </span>
        </p>
      )}
      <button
        type="submit"
        disabled={!hydrated}
        aria-describedby={hydrated ? undefined : noticeId}
        className={`${PRIMARY_BUTTON_CLASSES} w-full sm:w-auto`}
      >
        {submitIcon}
        Enviar Mensagem
      </button>
    </form>
  );
}
